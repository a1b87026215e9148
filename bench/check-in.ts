/**
 * Check-in at the door at scale: 1,000 accepted registrants, 20 volunteers checking them in at once, and
 * every code scanned twice (two volunteers, or a double tap) in a shuffled order. Calls the check-in
 * service as the route does (one conditional update per tap), concurrently. Reports how many were lost
 * (accepted but not checked in) and how many were checked in twice (more than one first answer), and
 * the time taken. Prints figures, never passes or fails.
 * Usage: npx tsx bench/check-in.ts   (BENCH_DATABASE_URL for PostgreSQL, else embedded PGlite)
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { events, registrations, users } from '../server/db/schema';
import { checkIn } from '../server/registration/check-in';
import { newQrToken } from '../server/registration/service';
import { openBenchDatabase } from './support';

const PEOPLE = 1_000;
const VOLUNTEERS = 20;

const { database, label, cleanup } = await openBenchDatabase(process.env.BENCH_DATABASE_URL);
const { db } = database;
try {
  const [event] = await db
    .insert(events)
    .values({ slug: 'bench-check-in', name: 'Bench Door', status: 'Published', privacy: 'PUBLIC' })
    .returning();
  const volunteers = await db
    .insert(users)
    .values(
      Array.from({ length: VOLUNTEERS }, (_, i) => ({
        userName: `door${i}`,
        email: `door${i}@example.test`,
        isVerified: true,
      })),
    )
    .returning({ id: users.id });
  const tokens: string[] = [];
  for (let start = 0; start < PEOPLE; start += 500) {
    const people = await db
      .insert(users)
      .values(
        Array.from({ length: Math.min(500, PEOPLE - start) }, (_, i) => ({
          userName: `guest${start + i}`,
          email: `guest${start + i}@example.test`,
          isVerified: true,
        })),
      )
      .returning({ id: users.id });
    const rows = await db
      .insert(registrations)
      .values(
        people.map((person) => ({
          eventId: event!.id,
          userId: person.id,
          status: 'confirmed' as const,
          qrToken: newQrToken(),
        })),
      )
      .returning({ qrToken: registrations.qrToken });
    tokens.push(...rows.map((row) => row.qrToken));
  }
  // Every code twice, shuffled: the second scan of a code may come at once or much later.
  const scans = [...tokens, ...tokens];
  for (let i = scans.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [scans[i], scans[j]] = [scans[j]!, scans[i]!];
  }
  let next = 0;
  let first = 0;
  let already = 0;
  const started = performance.now();
  await Promise.all(
    volunteers.map(async (volunteer) => {
      while (next < scans.length) {
        const token = scans[next++]!;
        const result = await checkIn(db, event!.id, volunteer.id, { token, clientId: randomUUID() });
        if (result.alreadyCheckedIn) already++;
        else first++;
      }
    }),
  );
  const ms = performance.now() - started;
  const [checkedIn] = await db
    .select({ n: count() })
    .from(registrations)
    .where(and(eq(registrations.eventId, event!.id), isNotNull(registrations.checkedInAt)));
  console.log(`Check-in bench on ${label}`);
  console.log(
    `  ${VOLUNTEERS} volunteers, ${PEOPLE} people, ${scans.length} scans (each code twice): ${ms.toFixed(0)} ms ` +
      `(${((scans.length / ms) * 1000).toFixed(0)} scans/s)`,
  );
  console.log(
    `  checked in: ${checkedIn!.n}; lost: ${PEOPLE - checkedIn!.n}; double: ${first - checkedIn!.n}`,
  );
  console.log(`  first answers: ${first}; "already checked in" answers: ${already}`);
} finally {
  await database.close();
  await cleanup();
}
