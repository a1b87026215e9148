import { eq, inArray } from 'drizzle-orm';
import { CHECK_IN_STATUSES } from '../../common/check-in';
import type { AppContext } from '../context';
import { events, registrations, users } from '../db/schema';
import { publicBaseUrl } from '../http/public-origin';
import type { JobHandler } from '../jobs/queue';
import {
  MAILS_WITH_CODE,
  organiserMail,
  type RegistrationMail,
  registrationMail,
  withCheckInCode,
} from './mail';
import { expireRsvp, queueOutcome } from './service';

type Ctx = Pick<AppContext, 'db' | 'mailer' | 'config'>;

async function eventOf(ctx: Ctx, eventId: number) {
  const [event] = await ctx.db
    .select({ id: events.id, slug: events.slug, name: events.name, planId: events.planId })
    .from(events)
    .where(eq(events.id, eventId));
  return event;
}

async function recipients(ctx: Ctx, ids: number[]) {
  if (!ids.length) return [];
  return ctx.db
    .select({
      email: users.email,
      locale: users.locale,
      rsvpDueAt: registrations.rsvpDueAt,
      status: registrations.status,
      qrToken: registrations.qrToken,
    })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .where(inArray(registrations.id, ids));
}

/** Registration's background work: its mails, the organiser's messages, confirmation deadlines. */
export function registrationJobHandlers(ctx: Ctx): Record<string, JobHandler> {
  return {
    'registration-mail': async (job) => {
      const event = await eventOf(ctx, Number(job.payload.eventId));
      if (!event) return;
      const link = `${publicBaseUrl(ctx.config)}/${event.slug}/registration`;
      const note = typeof job.payload.note === 'string' ? job.payload.note : '';
      const kind = job.payload.kind as RegistrationMail;
      for (const person of await recipients(ctx, job.payload.ids as number[])) {
        const mail = registrationMail(person.email, person.locale, kind, {
          event: event.name,
          link,
          note,
          rsvpDueAt: person.rsvpDueAt,
        });
        // Only while the place is still held: a mail sent late after a cancellation carries no code.
        const code =
          MAILS_WITH_CODE.includes(kind) && CHECK_IN_STATUSES.includes(person.status) ? person.qrToken : null;
        await ctx.mailer.send(code ? await withCheckInCode(mail, person.locale, code) : mail);
      }
    },
    'registration-bulk-mail': async (job) => {
      const event = await eventOf(ctx, Number(job.payload.eventId));
      if (!event) return;
      const link = `${publicBaseUrl(ctx.config)}/${event.slug}/registration`;
      for (const person of await recipients(ctx, job.payload.ids as number[])) {
        await ctx.mailer.send(
          organiserMail(
            person.email,
            event.name,
            String(job.payload.subject),
            String(job.payload.body),
            link,
          ),
        );
      }
    },
    'registration-rsvp': async (job) => {
      const event = await eventOf(ctx, Number(job.payload.eventId));
      if (!event) return;
      const outcome = await expireRsvp(ctx.db, event, Number(job.payload.registrationId));
      await queueOutcome(ctx.db, event.id, outcome);
    },
  };
}
