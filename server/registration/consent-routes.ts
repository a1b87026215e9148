import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  consentAnswerInput,
  consentAnswerResponse,
  consentPageResponse,
  consentSettingsInput,
  consentSettingsResponse,
} from '../../common/schemas/consent';
import type { requireViewer } from '../auth/authenticate';
import { requireEventPermission } from '../events/staff-access';
import { errorResponses } from '../http/error-responses';
import { publicBaseUrl } from '../http/public-origin';
import { idOrSlug, positiveId } from '../http/query';
import { routeTable } from '../http/route-table';
import { requireNotArchived } from '../plans/archive';
import {
  answerConsent,
  consentPage,
  consentSettingsOf,
  resendConsent,
  updateConsentSettings,
} from './consent';

const errors = errorResponses(400, 401, 403, 404, 409);
const params = z.object({ idOrSlug });

/**
 * Parent consent: the organiser's settings and resend, and the parent's page, which needs no account:
 * the mailed single-use token is its only key. docs/product.md#consent.
 */
export const consentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const staff = routeTable(app, { tags: ['registration', 'organiser'], errors });
  const parent = routeTable(app, { tags: ['registration'], errors: errorResponses(400, 404) });
  const mailCtx = () => ({
    db,
    mailer: app.ctx.mailer,
    baseUrl: publicBaseUrl(app.ctx.config),
    background: app.background,
  });
  type Req = { params: { idOrSlug: string } } & Parameters<typeof requireViewer>[0];
  const viewing = (request: Req) =>
    requireEventPermission(request, request.params.idOrSlug, 'view_registrations');
  const managing = (request: Req) =>
    requireEventPermission(request, request.params.idOrSlug, 'manage_registrations');

  staff(
    'GET',
    '/partners/events/:idOrSlug/registration/consent',
    {
      summary: 'Parent consent settings: the age under which it is needed, the text and its version',
      params,
      response: consentSettingsResponse,
    },
    async (request) => consentSettingsOf(db, (await viewing(request)).event.id),
  );
  staff(
    'PUT',
    '/partners/events/:idOrSlug/registration/consent',
    {
      summary: 'Set the age under which a parent must consent, and the consent text (owners and admins)',
      description: 'A changed text gets the next version; each stored consent names the version agreed to.',
      params,
      body: consentSettingsInput,
      response: consentSettingsResponse,
    },
    async (request) => updateConsentSettings(db, (await managing(request)).event.id, request.body),
  );
  staff(
    'POST',
    '/partners/events/:idOrSlug/registrants/:registrationId/consent/resend',
    {
      summary: 'Mail the parent a new consent link; the previous one stops working (owners and admins)',
      description: '409 `consent.error.notPending` when the registration is not waiting for consent.',
      params: z.object({ idOrSlug, registrationId: positiveId }),
      response: z.object({ ok: z.literal(true) }),
    },
    async (request) => {
      const { event } = await managing(request);
      requireNotArchived(event);
      await resendConsent(mailCtx(), event.id, request.params.registrationId);
      return { ok: true as const };
    },
  );

  parent(
    'GET',
    '/events/:slug/parent-consent',
    {
      summary: 'What a parent reads before consenting: the event, the child, the organiser text',
      description:
        'No sign-in: the mailed token is the key. 404 `consent.error.invalidLink` when it is used, replaced or expired.',
      params: z.object({ slug: z.string().max(200) }),
      querystring: z.object({ token: z.string().min(10).max(100) }),
      response: consentPageResponse,
    },
    async (request) => consentPage(db, request.params.slug, request.query.token),
  );
  parent(
    'POST',
    '/events/:slug/parent-consent',
    {
      summary: "The parent's answer: name, relationship, agree or decline; the link then stops working",
      params: z.object({ slug: z.string().max(200) }),
      body: consentAnswerInput,
      response: consentAnswerResponse,
    },
    async (request) => {
      const { token, ...answer } = request.body;
      return answerConsent(db, request.params.slug, token, answer);
    },
  );
};
