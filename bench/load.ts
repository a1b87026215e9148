/**
 * Load: 1,000 concurrent readers of the public gallery and 200 concurrent likers (like and unlike at
 * random, 200 users) for 30 s against PostgreSQL, then a check that every project's like count equals
 * its like rows. Usage: npm run bench:load [-- --pg url]   (BENCH_DURATION=seconds, default 30)
 */
import autocannon from 'autocannon';
import { count, eq, sql } from 'drizzle-orm';
import { signAccessToken } from '../server/auth/tokens';
import * as t from '../server/db/schema';
import { openBenchDatabase, seedLargeEvent, startBenchApp } from './support';

const PROJECTS = 200;
const USERS = 200;
const READERS = 1_000;
const LIKERS = 200;
const DURATION = Number(process.env.BENCH_DURATION ?? 30);

function summary(name: string, result: autocannon.Result) {
  return {
    traffic: name,
    connections: result.connections,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

async function main() {
  if (!process.argv.includes('--pg') && !process.env.BENCH_DATABASE_URL) process.argv.push('--pg');
  const { database, label, cleanup } = await openBenchDatabase();
  const { db } = database;
  const { slug, eventId } = await seedLargeEvent(database, PROJECTS);
  // Start from exact counts: no like rows, no likes.
  await db.update(t.projects).set({ likesCount: 0 }).where(eq(t.projects.eventId, eventId));
  const users = await db
    .insert(t.users)
    .values(
      Array.from({ length: USERS }, (_, i) => ({
        userName: `liker${i}`,
        email: `liker${i}@bench.test`,
        isVerified: true,
      })),
    )
    .returning({ id: t.users.id });
  const projectIds = (
    await db.select({ id: t.projects.id }).from(t.projects).where(eq(t.projects.eventId, eventId))
  ).map((row) => row.id);

  const { app, url, keys } = await startBenchApp(database, { AUTH_RATE_LIMIT_PER_IP: 1_000_000 });
  const tokens = await Promise.all(
    users.map((user) =>
      signAccessToken(keys, { userId: user.id, roles: [], eventSlug: slug, sessionVersion: 0 }, 3600),
    ),
  );
  const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;

  console.log(
    `${label}: ${PROJECTS} projects, ${USERS} users; ${READERS} readers + ${LIKERS} likers for ${DURATION} s`,
  );
  const readers = autocannon({
    url: `${url}/api-v2/projects?pageSize=24`,
    connections: READERS,
    duration: DURATION,
    timeout: 30,
    headers: { 'x-event': slug },
  });
  const likers = autocannon({
    url,
    connections: LIKERS,
    duration: DURATION,
    timeout: 30,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          method: Math.random() < 0.6 ? 'POST' : 'DELETE',
          path: `/api-v2/projects/${pick(projectIds)}/like`,
          headers: { authorization: `Bearer ${pick(tokens)}`, 'x-event': slug },
        }),
      },
    ],
  });
  const [readResult, likeResult] = await Promise.all([readers, likers]);
  await app.close();

  const mismatches = await db
    .select({ id: t.projects.id, stored: t.projects.likesCount, rows: count(t.projectLikes.userId) })
    .from(t.projects)
    .leftJoin(t.projectLikes, eq(t.projectLikes.projectId, t.projects.id))
    .where(eq(t.projects.eventId, eventId))
    .groupBy(t.projects.id)
    .having(sql`${t.projects.likesCount} <> count(${t.projectLikes.userId})`);
  const [likeRows] = await db.select({ n: count() }).from(t.projectLikes);

  console.log(`\n${label}, Node ${process.version}\n`);
  console.table([
    summary('GET /api-v2/projects (gallery)', readResult),
    summary('POST/DELETE like', likeResult),
  ]);
  console.log(
    `like rows after the run: ${likeRows?.n}; projects whose count differs from their rows: ${mismatches.length}`,
  );
  await database.close();
  await cleanup();
  if (mismatches.length) {
    console.error('Like counts drifted:', mismatches.slice(0, 5));
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
