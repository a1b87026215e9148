import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consentContract } from '../../common/contract/consent';
import { eventStaffResource } from '../events/resource';
import { implement, registerEndpoints } from '../http/endpoint';
import { publicBaseUrl } from '../http/public-origin';
import {
  answerConsent,
  consentPage,
  consentSettingsOf,
  resendConsent,
  updateConsentSettings,
} from './consent';

/**
 * Parent consent (common/contract/consent.ts): the organiser's settings and resend on the event staff
 * resource, and the parent's page, which needs no account: the mailed single-use token is its only key.
 * docs/product.md#consent.
 */
export const consentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const staff = eventStaffResource('idOrSlug');
  const mailCtx = () => ({
    db,
    mailer: app.ctx.mailer,
    baseUrl: publicBaseUrl(app.ctx.config),
    background: app.background,
  });

  registerEndpoints(app, consentContract, {
    settings: implement(consentContract.settings, {
      resource: staff,
      handle: ({ record: event }) => consentSettingsOf(db, event.id),
    }),
    saveSettings: implement(consentContract.saveSettings, {
      resource: staff,
      handle: ({ request, record: event }) => updateConsentSettings(db, event.id, request.body),
    }),
    resend: implement(consentContract.resend, {
      // Managing registrations is refused on an archived event (409) by the policy.
      resource: staff,
      handle: async ({ request, record: event }) => {
        await resendConsent(mailCtx(), event.id, request.params.registrationId);
        return { ok: true as const };
      },
    }),
    page: implement(consentContract.page, {
      handle: ({ request }) => consentPage(db, request.params.slug, request.query.token),
    }),
    answer: implement(consentContract.answer, {
      handle: ({ request }) => {
        const { token, ...answer } = request.body;
        return answerConsent(db, request.params.slug, token, answer);
      },
    }),
  });
};
