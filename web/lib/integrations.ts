import type { ClientConfig } from '../../common/integrations';
import { integrationScripts } from '../../common/integrations';
import { apiRequest } from '../api/client';

/**
 * Loads the configured third-party integrations once, after the app has rendered. With nothing
 * configured (the default) no request leaves for a third party.
 */
export async function loadIntegrations(): Promise<void> {
  const config = await apiRequest<ClientConfig>('/client-config', { anonymous: true }).catch(() => null);
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
