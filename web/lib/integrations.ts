import type { AnswerOf } from '../../common/contract/endpoint';
import type { metaContract } from '../../common/contract/meta';
import { metaRoutes } from '../../common/contract/routes/meta';
import { integrationScripts } from '../../common/integrations';
import { apiRequest } from '../api/client';

/**
 * Loads the configured third-party integrations once, after the app has rendered. With nothing
 * configured (the default) no request leaves for a third party.
 */
export async function loadIntegrations(): Promise<void> {
  // By the entry's path, not through contractClient: every page runs this, the public ones within their budget.
  const config = await apiRequest<AnswerOf<typeof metaContract.clientConfig>>(
    metaRoutes.routes.clientConfig.path,
    {
      anonymous: true,
    },
  ).catch(() => null);
  if (!config) return;
  const { scripts, errors } = integrationScripts(config);
  for (const error of errors) console.error(error);
  for (const script of scripts) {
    const element = document.createElement('script');
    element.src = script.src;
    element.async = true;
    element.dataset.integration = script.name;
    Object.assign(element.dataset, script.data);
    document.head.append(element);
  }
}
