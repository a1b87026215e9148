import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bulkMailInput,
  bulkMailResponse,
  decisionInput,
  decisionResponse,
  myRegistrationResponse,
  registrantsQuery,
  registrantsResponse,
  registrationAnswersInput,
  registrationCountsSchema,
  registrationFieldInputSchema,
  registrationFieldSchema,
  registrationSchema,
  registrationSettingsInput,
  registrationSettingsResponse,
} from '../../common/schemas/registration';
import { requireViewer } from '../auth/authenticate';
import { registrations } from '../db/schema';
import { callerOf } from '../events/credentials';
import { requireViewableEvent } from '../events/service';
import { requireEventPermission } from '../events/staff-access';
import { errorResponses } from '../http/error-responses';
import { publicBaseUrl } from '../http/public-origin';
import { idOrSlug, positiveId } from '../http/query';
import { routeTable } from '../http/route-table';
import { requireNotArchived } from '../plans/archive';
import { consentNeededFor, requestConsent } from './consent';
import { createRegistrationField, deleteRegistrationField, updateRegistrationField } from './fields';
import { listRegistrants, queueBulkMail, registrantsCsv, registrationCounts } from './registrants';
import {
  applyForEvent,
  cancelRegistration,
  confirmRegistration,
  decideRegistrations,
  findRegistration,
  presentRegistration,
  queueOutcome,
  registrationState,
  updateRegistrationSettings,
  waitlistPosition,
} from './service';

const errors = errorResponses(400, 401, 403, 404, 409);
const ok = z.object({ ok: z.literal(true) });
const params = z.object({ idOrSlug });

/**
 * Registration: a person's own registration (apply, confirm, cancel) and the organiser's side (settings,
 * form, registrants, decisions, mail). docs/product.md#registration.
 */
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const person = routeTable(app, { tags: ['registration'], errors });
  const staff = routeTable(app, { tags: ['registration', 'organiser'], errors });

  /** The signed-in person and the event they may open (private and coded events as everywhere else). */
  const personIn = async (request: Parameters<typeof callerOf>[0] & { params: { idOrSlug: string } }) => {
    const viewer = requireViewer(request);
    const { event } = await requireViewableEvent(app.ctx, request.params.idOrSlug, callerOf(request));
    return { viewer, event };
  };
  const answer = async (row: Parameters<typeof presentRegistration>[0]) =>
    presentRegistration(row, await waitlistPosition(db, row));
  /** Sends what a change leaves to do now rather than at the next poll. */
  const afterChange = async (eventId: number, outcome: Parameters<typeof queueOutcome>[2]) => {
    await queueOutcome(db, eventId, outcome);
    if (outcome.mails.length) app.jobs.kick();
  };

  person(
    'GET',
    '/events/:idOrSlug/registration',
    {
      summary: "Whether the event asks people to register, its form, and the caller's own registration",
      description: 'Anonymous callers get the settings and `registration: null`.',
      params,
      response: myRegistrationResponse,
    },
    async (request) => {
      const { event } = await requireViewableEvent(app.ctx, request.params.idOrSlug, callerOf(request));
      const settings = await registrationState(db, event);
      const row = request.viewer ? await findRegistration(db, event.id, request.viewer.id) : null;
      return { settings, registration: row ? await answer(row) : null };
    },
  );

  app.post(
    '/events/:idOrSlug/registration',
    {
      schema: {
        tags: ['registration'],
        summary: 'Register for the event with the answers to its form',
        description:
          'The mode decides the status: review → applied; auto → accepted while there is room, else 409 ' +
          '`registration.error.full`; fcfs → accepted while there is room, else waitlisted. Sending the ' +
          'form again returns the same registration (200) instead of a second one (201).',
        params,
        body: registrationAnswersInput,
        response: { 200: registrationSchema, 201: registrationSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { viewer, event } = await personIn(request);
      requireNotArchived(event);
      const consent = await consentNeededFor(db, event.id, viewer.id, request.body);
      const { row, created, outcome } = await applyForEvent(db, event, viewer.id, request.body.answers);
      const started = consent && outcome.mails.length ? await startConsent(row, consent) : row;
      await afterChange(event.id, outcome);
      return reply.status(created ? 201 : 200).send(await answer(started));
    },
  );

  /** A new registration under the consent age waits for a parent; the birth date is kept either way. */
  const startConsent = async (
    row: { id: number },
    consent: { birthDate: string; parentEmail: string | null },
  ) => {
    if (consent.parentEmail)
      await requestConsent(
        { db, mailer: app.ctx.mailer, baseUrl: publicBaseUrl(app.ctx.config), background: app.background },
        row.id,
        consent.parentEmail,
        consent.birthDate,
      );
    else
      await db
        .update(registrations)
        .set({ birthDate: consent.birthDate })
        .where(eq(registrations.id, row.id));
    const [updated] = await db.select().from(registrations).where(eq(registrations.id, row.id));
    return updated!;
  };

  person(
    'POST',
    '/events/:idOrSlug/registration/confirm',
    { summary: 'Confirm attendance (RSVP) before the date', params, response: registrationSchema },
    async (request) => {
      const { viewer, event } = await personIn(request);
      requireNotArchived(event);
      const { row, outcome } = await confirmRegistration(db, event, viewer.id);
      await afterChange(event.id, outcome);
      return answer(row);
    },
  );

  person(
    'POST',
    '/events/:idOrSlug/registration/cancel',
    {
      summary: 'Cancel the registration; a place it held goes to the next on the waitlist',
      params,
      response: registrationSchema,
    },
    async (request) => {
      const { viewer, event } = await personIn(request);
      requireNotArchived(event);
      const { row, outcome } = await cancelRegistration(db, event, viewer.id);
      await afterChange(event.id, outcome);
      return answer(row);
    },
  );

  // The organiser's side.
  const viewing = (request: { params: { idOrSlug: string } } & Parameters<typeof requireViewer>[0]) =>
    requireEventPermission(request, request.params.idOrSlug, 'view_registrations');
  const managing = (request: { params: { idOrSlug: string } } & Parameters<typeof requireViewer>[0]) =>
    requireEventPermission(request, request.params.idOrSlug, 'manage_registrations');

  staff(
    'GET',
    '/partners/events/:idOrSlug/registration/settings',
    {
      summary: 'Registration settings, form and places (event staff)',
      params,
      response: registrationSettingsResponse,
    },
    async (request) => registrationState(db, (await viewing(request)).event),
  );
  staff(
    'PUT',
    '/partners/events/:idOrSlug/registration/settings',
    {
      summary: 'Require registration or not, its mode, capacity and days to confirm (owners and admins)',
      params,
      body: registrationSettingsInput,
      response: registrationSettingsResponse,
    },
    async (request) => updateRegistrationSettings(db, (await managing(request)).event, request.body),
  );

  const fieldParams = z.object({ idOrSlug, fieldId: positiveId });
  staff(
    'POST',
    '/partners/events/:idOrSlug/registration-fields',
    {
      summary: 'Add a question to the registration form',
      params,
      body: registrationFieldInputSchema,
      response: registrationFieldSchema,
      status: 201,
    },
    async (request) => createRegistrationField(db, (await managing(request)).event.id, request.body),
  );
  staff(
    'PUT',
    '/partners/events/:idOrSlug/registration-fields/:fieldId',
    {
      summary: 'Change a question of the registration form',
      params: fieldParams,
      body: registrationFieldInputSchema,
      response: registrationFieldSchema,
    },
    async (request) =>
      updateRegistrationField(db, (await managing(request)).event.id, request.params.fieldId, request.body),
  );
  staff(
    'DELETE',
    '/partners/events/:idOrSlug/registration-fields/:fieldId',
    {
      summary: 'Remove a question (answers given to it stay in the registrations)',
      params: fieldParams,
      response: ok,
    },
    async (request) => {
      await deleteRegistrationField(db, (await managing(request)).event.id, request.params.fieldId);
      return { ok: true as const };
    },
  );

  staff(
    'GET',
    '/partners/events/:idOrSlug/registrants',
    {
      summary: 'Registrants, filtered by status, consent, check-in, a form answer or a name (event staff)',
      params,
      querystring: registrantsQuery,
      response: registrantsResponse,
    },
    async (request) => {
      const { event } = await viewing(request);
      const required = (await registrationState(db, event)).required;
      return { ...(await listRegistrants(db, event.id, request.query)), required };
    },
  );
  staff(
    'GET',
    '/partners/events/:idOrSlug/registrants/counts',
    {
      summary:
        'How many applied, are waitlisted, accepted, confirmed, consent pending, checked in (event staff)',
      params,
      response: registrationCountsSchema,
    },
    async (request) => registrationCounts(db, (await viewing(request)).event.id),
  );
  app.get(
    '/partners/events/:idOrSlug/registrants.csv',
    {
      schema: {
        tags: ['registration', 'organiser'],
        summary: 'The registrants with their answers as CSV, with the same filters (event staff)',
        params,
        querystring: registrantsQuery,
        response: { 200: z.string().describe('CSV, UTF-8 with a byte order mark'), ...errors },
      },
    },
    async (request, reply) => {
      const { event } = await viewing(request);
      const { limit: _limit, offset: _offset, ...filters } = request.query;
      const csv = await registrantsCsv(db, event.id, filters);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${event.slug}-registrants.csv"`)
        .send(`\uFEFF${csv}`);
    },
  );
  staff(
    'POST',
    '/partners/events/:idOrSlug/registrants/decisions',
    {
      summary:
        'Accept, waitlist or decline registrations in bulk, with a note mailed to each (owners and admins)',
      description:
        'Accepting checks the free places for the whole batch first (409 `registration.error.capacity`, or ' +
        "403 `plan.limit.participants` when the plan's limit is the smaller). Registrations already in that " +
        'status, or cancelled by their person, are left as they are and counted as unchanged.',
      params,
      body: decisionInput,
      response: decisionResponse,
    },
    async (request) => {
      const { event, viewer } = await managing(request);
      const { outcome, ...counts } = await decideRegistrations(db, event, viewer.id, request.body);
      await afterChange(event.id, outcome);
      return counts;
    },
  );
  staff(
    'POST',
    '/partners/events/:idOrSlug/registrants/mail',
    {
      summary: 'Mail everyone whose registration is in one status (owners and admins)',
      params,
      body: bulkMailInput,
      response: bulkMailResponse,
    },
    async (request) => {
      const { event } = await managing(request);
      const queued = await queueBulkMail(
        db,
        event.id,
        request.body,
        `registration-bulk-mail:${randomBytes(8).toString('hex')}`,
      );
      if (queued) app.jobs.kick();
      return { queued };
    },
  );
};
