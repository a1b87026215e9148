import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ClientConfig } from '../../common/integrations';
import type { Config } from '../config';

export function clientConfigOf(config: Config): ClientConfig {
  return {
    recording: config.RECORDING_SCRIPT_URL
      ? {
          id: config.RECORDING_ID ?? null,
          rootDomain: config.RECORDING_ROOT_DOMAIN ?? null,
          scriptUrl: config.RECORDING_SCRIPT_URL,
        }
      : null,
    chat:
      config.CHAT_WIDGET_KEY && config.CHAT_WIDGET_SCRIPT_URL
        ? { key: config.CHAT_WIDGET_KEY, scriptUrl: config.CHAT_WIDGET_SCRIPT_URL }
        : null,
  };
}

/** GET /api-v2/client-config: which integrations the browser should load (none by default). */
export const clientConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/client-config',
    {
      schema: {
        tags: ['meta'],
        summary: 'Integrations configured for the web app (session recording, chat widget)',
        response: {
          200: z.object({
            recording: z
              .object({ id: z.string().nullable(), rootDomain: z.string().nullable(), scriptUrl: z.string() })
              .nullable(),
            chat: z.object({ key: z.string(), scriptUrl: z.string() }).nullable(),
          }),
        },
      },
    },
    async () => clientConfigOf(app.ctx.config),
  );
};
