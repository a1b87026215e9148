import { z } from 'zod';
import { consentAnswerInput } from '../consent';
import {
  consentAnswerResponse,
  consentPageResponse,
  consentSettingsInput,
  consentSettingsResponse,
} from '../schemas/consent';
import { idOrSlug, positiveId } from '../schemas/ids';
import { defineContract } from './endpoint';
import { consentRoutes } from './routes/consent';

const errors = [400, 401, 403, 404, 409] as const;
const staffTags = ['registration', 'organiser'] as const;
const params = z.object({ idOrSlug });
/** The parent's page: no sign-in, so no 401 or 403. */
const parentErrors = [400, 404] as const;
const parentParams = z.object({ slug: z.string().max(200) });

export const consentContract = defineContract(consentRoutes, {
  settings: {
    tags: staffTags,
    summary: 'Parent consent settings: the age under which it is needed, the text and its version',
    params,
    response: consentSettingsResponse,
    errors,
    action: 'view_registrations',
  },
  saveSettings: {
    tags: staffTags,
    summary: 'Set the age under which a parent must consent, and the consent text (owners and admins)',
    description: 'A changed text gets the next version; each stored consent names the version agreed to.',
    params,
    body: consentSettingsInput,
    response: consentSettingsResponse,
    errors,
    action: 'manage_registrations',
  },
  resend: {
    tags: staffTags,
    summary: 'Mail the parent a new consent link; the previous one stops working (owners and admins)',
    description: '409 `consent.error.notPending` when the registration is not waiting for consent.',
    params: z.object({ idOrSlug, registrationId: positiveId }),
    response: z.object({ ok: z.literal(true) }),
    errors,
    action: 'manage_registrations',
  },
  page: {
    tags: ['registration'],
    summary: 'What a parent reads before consenting: the event, the child, the organiser text',
    description:
      'No sign-in: the mailed token is the key. 404 `consent.error.invalidLink` when it is used, replaced or expired.',
    params: parentParams,
    query: z.object({ token: z.string().min(10).max(100) }),
    response: consentPageResponse,
    errors: parentErrors,
  },
  answer: {
    tags: ['registration'],
    summary: "The parent's answer: name, relationship, agree or decline; the link then stops working",
    params: parentParams,
    body: consentAnswerInput,
    response: consentAnswerResponse,
    errors: parentErrors,
  },
});
