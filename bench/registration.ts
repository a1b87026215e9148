/**
 * Registration at scale: 2,000 people apply to an event in review mode, then the organiser accepts all of
 * them in one bulk decision. Times the decision (one transaction under the event's lock: the capacity
 * check, one update, 2,000 confirmation-deadline jobs) and then the job that mails the 2,000 decisions to
 * the outbox. Prints figures, never passes or fails.
 * Usage: npx tsx bench/registration.ts   (BENCH_DATABASE_URL for PostgreSQL, else embedded PGlite)
 */
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { events, jobs, registrationSettings, registrations, users } from '../server/db/schema';
import { createOutboxMailer } from '../server/mail/mailer';
import { registrationJobHandlers } from '../server/registration/jobs';
import { decideRegistrations, newQrToken, queueOutcome } from '../server/registration/service';
import { openBenchDatabase } from './support';

const PEOPLE = 2_000;

const { database, label, cleanup } = await openBenchDatabase(process.env.BENCH_DATABASE_URL);
const { db } = database;
try {
  const [event] = await db
    .insert(events)
    .values({ slug: 'bench-registration', name: 'Bench Expo', status: 'Published', privacy: 'PUBLIC' })
    .returning();
  const eventRef = { id: event!.id, slug: event!.slug, name: event!.name, planId: null };
  await db
    .insert(registrationSettings)
    .values({ eventId: event!.id, required: true, mode: 'review', capacity: PEOPLE, rsvpDays: 7 });
  const people = [];
  for (let start = 0; start < PEOPLE; start += 500) {
    people.push(
      ...(await db
        .insert(users)
        .values(
          Array.from({ length: Math.min(500, PEOPLE - start) }, (_, i) => ({
            userName: `bench${start + i}`,
            email: `bench${start + i}@example.test`,
            isVerified: true,
          })),
        )
        .returning({ id: users.id })),
    );
  }
  const ids: number[] = [];
  for (let start = 0; start < PEOPLE; start += 500) {
    const rows = await db
      .insert(registrations)
      .values(
        people.slice(start, start + 500).map((person) => ({
          eventId: event!.id,
          userId: person.id,
          status: 'applied' as const,
          qrToken: newQrToken(),
        })),
      )
      .returning({ id: registrations.id });
    ids.push(...rows.map((row) => row.id));
  }

  const decideStart = performance.now();
  const { changed, outcome } = await decideRegistrations(db, eventRef, people[0]!.id, {
    ids,
    decision: 'accepted',
    note: 'Welcome to the expo',
  });
  await queueOutcome(db, event!.id, outcome);
  const decideMs = performance.now() - decideStart;

  const ctx = {
    db,
    mailer: createOutboxMailer(db),
    config: { PUBLIC_URL: 'https://showcase.example' },
  } as unknown as Parameters<typeof registrationJobHandlers>[0];
  const handlers = registrationJobHandlers(ctx);
  const [mailJob] = await db.select().from(jobs).where(eq(jobs.kind, 'registration-mail'));
  const mailStart = performance.now();
  await handlers['registration-mail']!(mailJob!);
  const mailMs = performance.now() - mailStart;
  const deadlines = (await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.kind, 'registration-rsvp')))
    .length;

  console.log(`Registration bench on ${label}`);
  console.log(
    `  ${changed} of ${PEOPLE} registrants accepted in one bulk decision: ${decideMs.toFixed(0)} ms`,
  );
  console.log(`    (capacity check, one update, ${deadlines} confirmation-deadline jobs queued)`);
  console.log(
    `  the decision mails of all ${changed} written to the outbox by one job: ${mailMs.toFixed(0)} ms`,
  );
} finally {
  await database.close();
  await cleanup();
}
