import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registrationContract } from '../../common/contract/registration';
import { requireViewer } from '../auth/authenticate';
import { registrations } from '../db/schema';
import { eventStaffResource } from '../events/resource';
import { implement, registerEndpoints } from '../http/endpoint';
import { publicBaseUrl } from '../http/public-origin';
import { consentNeededFor, requestConsent } from './consent';
import { createRegistrationField, deleteRegistrationField, updateRegistrationField } from './fields';
import { listRegistrants, queueBulkMail, registrantsCsv, registrationCounts } from './registrants';
import { registrantResource } from './resource';
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

/**
 * Registration (common/contract/registration.ts): a person's own registration (apply, confirm, cancel)
 * on the event they may open, and the organiser's side (settings, form, registrants, decisions, mail) on
 * the event staff resource. docs/product.md#registration.
 */
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const staff = eventStaffResource('idOrSlug');

  const answer = async (row: Parameters<typeof presentRegistration>[0]) =>
    presentRegistration(row, await waitlistPosition(db, row));
  /** Sends what a change leaves to do now rather than at the next poll. */
  const afterChange = async (eventId: number, outcome: Parameters<typeof queueOutcome>[2]) => {
    await queueOutcome(db, eventId, outcome);
    if (outcome.mails.length) app.jobs.kick();
  };

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

  registerEndpoints(app, registrationContract, {
    mine: implement(registrationContract.mine, {
      resource: registrantResource,
      handle: async ({ request, record: event }) => {
        const settings = await registrationState(db, event);
        const row = request.viewer ? await findRegistration(db, event.id, request.viewer.id) : null;
        return { settings, registration: row ? await answer(row) : null };
      },
    }),
    apply: implement(registrationContract.apply, {
      resource: registrantResource,
      handle: async ({ request, reply, record: event }) => {
        const viewer = requireViewer(request);
        const consent = await consentNeededFor(db, event.id, viewer.id, request.body);
        const { row, created, outcome } = await applyForEvent(db, event, viewer.id, request.body.answers);
        const started = consent && outcome.mails.length ? await startConsent(row, consent) : row;
        await afterChange(event.id, outcome);
        reply.status(created ? 201 : 200);
        return answer(started);
      },
    }),
    confirm: implement(registrationContract.confirm, {
      resource: registrantResource,
      handle: async ({ request, record: event }) => {
        const { row, outcome } = await confirmRegistration(db, event, requireViewer(request).id);
        await afterChange(event.id, outcome);
        return answer(row);
      },
    }),
    cancel: implement(registrationContract.cancel, {
      resource: registrantResource,
      handle: async ({ request, record: event }) => {
        const { row, outcome } = await cancelRegistration(db, event, requireViewer(request).id);
        await afterChange(event.id, outcome);
        return answer(row);
      },
    }),

    // The organiser's side.
    settings: implement(registrationContract.settings, {
      resource: staff,
      handle: ({ record: event }) => registrationState(db, event),
    }),
    saveSettings: implement(registrationContract.saveSettings, {
      resource: staff,
      handle: ({ request, record: event }) => updateRegistrationSettings(db, event, request.body),
    }),
    addField: implement(registrationContract.addField, {
      resource: staff,
      handle: ({ request, record: event }) => createRegistrationField(db, event.id, request.body),
    }),
    updateField: implement(registrationContract.updateField, {
      resource: staff,
      handle: ({ request, record: event }) =>
        updateRegistrationField(db, event.id, request.params.fieldId, request.body),
    }),
    removeField: implement(registrationContract.removeField, {
      resource: staff,
      handle: async ({ request, record: event }) => {
        await deleteRegistrationField(db, event.id, request.params.fieldId);
        return { ok: true as const };
      },
    }),
    registrants: implement(registrationContract.registrants, {
      resource: staff,
      handle: async ({ request, record: event }) => {
        const required = (await registrationState(db, event)).required;
        return { ...(await listRegistrants(db, event.id, request.query)), required };
      },
    }),
    counts: implement(registrationContract.counts, {
      resource: staff,
      handle: ({ record: event }) => registrationCounts(db, event.id),
    }),
    registrantsCsv: implement(registrationContract.registrantsCsv, {
      resource: staff,
      handle: async ({ request, reply, record: event }) => {
        const { limit: _limit, offset: _offset, ...filters } = request.query;
        const csv = await registrantsCsv(db, event.id, filters);
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${event.slug}-registrants.csv"`);
        return `\uFEFF${csv}`;
      },
    }),
    decide: implement(registrationContract.decide, {
      resource: staff,
      handle: async ({ request, actor, record: event }) => {
        const { outcome, ...counts } = await decideRegistrations(db, event, actor.viewer.id, request.body);
        await afterChange(event.id, outcome);
        return counts;
      },
    }),
    mail: implement(registrationContract.mail, {
      resource: staff,
      handle: async ({ request, record: event }) => {
        const queued = await queueBulkMail(
          db,
          event.id,
          request.body,
          `registration-bulk-mail:${randomBytes(8).toString('hex')}`,
        );
        if (queued) app.jobs.kick();
        return { queued };
      },
    }),
  });
};
