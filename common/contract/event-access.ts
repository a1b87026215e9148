import { z } from 'zod';
import * as zm from 'zod/mini';
import { messageResponse } from '../api';
import { previewLifetime } from '../preview-links';
import { idOrSlug } from '../schemas/ids';
import { accessCodeInput, previewLinkResponse } from '../schemas/organiser';
import { accessCode } from '../validation';
import { defineContract } from './endpoint';
import { eventAccessRoutes } from './routes/event-access';

const errors = [400, 401, 403, 404] as const;
const tags = ['events'] as const;
const params = z.object({ idOrSlug });

/** Preview links and the access code (docs/product.md): set by the event's staff, checked by anyone. */
export const eventAccessContract = defineContract(eventAccessRoutes, {
  previewLink: {
    tags,
    summary:
      'Create a preview link for partners (event owners, admins, editors): for a chosen lifetime (1d, 7d, 30d, until the event ends), or until expireAt; one hour when neither is given',
    params,
    body: z
      .object({
        lifetime: zm.optional(previewLifetime),
        expireAt: z.iso.datetime({ offset: true }).optional(),
      })
      .default({}),
    response: previewLinkResponse,
    errors,
    action: 'create_preview',
  },
  setAccessCode: {
    tags,
    summary: 'Set the access code visitors must enter (event owners and admins)',
    params,
    body: accessCodeInput,
    response: messageResponse,
    errors,
    action: 'manage_access_code',
  },
  removeAccessCode: {
    tags,
    summary: 'Remove the access code (event owners and admins)',
    params,
    response: messageResponse,
    errors,
    action: 'manage_access_code',
  },
  validateAccessCode: {
    tags,
    summary: "Check a visitor's access code; the answer carries the pass later calls send as x-access-pass",
    params,
    body: z.object({ code: z.string().max(64).default('') }),
    response: z.object({ valid: z.literal(true), accessPass: z.string(), expireAt: z.string() }),
    errors: [...errors, 429],
  },
});
