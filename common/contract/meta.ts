import { z } from 'zod';
import { versionResponse } from '../api';
import { defineContract } from './endpoint';
import { metaRoutes } from './routes/meta';

const tags = ['meta'] as const;

export const metaContract = defineContract(metaRoutes, {
  version: {
    tags,
    summary: 'Server version (logged-in staff only)',
    response: versionResponse,
    errors: [401, 403],
    action: 'view_version',
  },
  clientConfig: {
    tags,
    summary: 'Integrations configured for the web app (session recording, chat widget)',
    response: z.object({
      recording: z
        .object({ id: z.string().nullable(), rootDomain: z.string().nullable(), scriptUrl: z.string() })
        .nullable(),
      chat: z.object({ key: z.string(), scriptUrl: z.string() }).nullable(),
    }),
    errors: [],
  },
});
