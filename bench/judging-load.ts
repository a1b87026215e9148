/**
 * Judging under load: 100 judges log in (the real login call) and score at once against PostgreSQL,
 * each asking for their next project and submitting a four-criterion score sheet, again and again. One
 * submission in ten is sent twice at the same moment with the same idempotency key (a phone that lost
 * its connection and retried). At the end it counts what was sent and what was stored: they must be
 * equal, and no judge may have seen a project twice.
 * Usage: npm run bench:judging-load [-- --pg url]   (BENCH_JUDGES, BENCH_LOOKS per judge, BENCH_PROJECTS)
 */
import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { hashPassword } from '../server/auth/passwords';
import * as t from '../server/db/schema';
import { openBenchDatabase, seedLargeEvent, startBenchApp } from './support';

const JUDGES = Number(process.env.BENCH_JUDGES ?? 100);
const LOOKS_PER_JUDGE = Number(process.env.BENCH_LOOKS ?? 10);
const PROJECTS = Number(process.env.BENCH_PROJECTS ?? 300);
const RETRY_SHARE = 0.1;
const PASSWORD = 'Judge-bench-1';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const latencyRow = (name: string, values: number[]) => ({
  call: name,
  requests: values.length,
  'p50 ms': Math.round(percentile(values, 50)),
  'p95 ms': Math.round(percentile(values, 95)),
  'p99 ms': Math.round(percentile(values, 99)),
  'max ms': Math.round(Math.max(0, ...values)),
});

async function main() {
  if (!process.argv.includes('--pg') && !process.env.BENCH_DATABASE_URL) process.argv.push('--pg');
  const { database, label, cleanup } = await openBenchDatabase();
  const { db } = database;
  const { slug, eventId } = await seedLargeEvent(database, PROJECTS);
  const passwordHash = await hashPassword(PASSWORD);
  const users = await db
    .insert(t.users)
    .values(
      Array.from({ length: JUDGES }, (_, i) => ({
        userName: `judge${i}`,
        email: `judge${i}@bench.test`,
        isVerified: true,
        passwordHash,
      })),
    )
    .returning({ id: t.users.id, userName: t.users.userName });
  await db.insert(t.judges).values(
    users.map((user) => ({
      eventId,
      userId: user.id,
      status: 'active' as const,
      source: 'invitation' as const,
    })),
  );
  await db
    .insert(t.eventMemberships)
    .values(users.map((user) => ({ eventId, userId: user.id, role: 'ss_event_judge' as const })));
  // Some judges are on a project's team: assignment must keep them away from it.
  const projectRows = await db
    .select({ id: t.projects.id })
    .from(t.projects)
    .where(eq(t.projects.eventId, eventId));
  await db
    .insert(t.projectMemberships)
    .values(
      users
        .slice(0, 20)
        .map((user, i) => ({ projectId: projectRows[i]!.id, userId: user.id, role: 'Owner' as const })),
    );
  const criteria = await db
    .insert(t.judgingCriteria)
    .values(
      ['Originality', 'Impact', 'Execution', 'Presentation'].map((name, position) => ({
        eventId,
        name,
        weight: 4 - position,
        scaleMin: 1,
        scaleMax: 5,
        position,
      })),
    )
    .returning();
  const [round] = await db
    .insert(t.judgingRounds)
    .values({
      eventId,
      name: 'Load',
      mode: 'rubric',
      projectSet: 'approved',
      targetLooks: 3,
      status: 'open',
      seed: 7,
    })
    .returning();

  const { app, url } = await startBenchApp(database, {
    AUTH_RATE_LIMIT_PER_IP: 1_000_000,
    AUTH_RATE_LIMIT_PER_ACCOUNT: 1_000_000,
  });
  const base = `${url}/api-v2/partners/events/${eventId}/judging`;
  const latencies = { login: [] as number[], next: [] as number[], submit: [] as number[] };
  let failures = 0;
  const call = async (kind: keyof typeof latencies, input: string, init: RequestInit) => {
    const started = performance.now();
    const response = await fetch(input, init);
    latencies[kind].push(performance.now() - started);
    const body = await response.json();
    if (!response.ok) {
      failures++;
      throw new Error(`${kind} ${response.status}: ${JSON.stringify(body)}`);
    }
    return { response, body };
  };

  console.log(`${label}: ${PROJECTS} projects, ${JUDGES} judges, ${LOOKS_PER_JUDGE} looks each`);
  const loginStarted = performance.now();
  const tokens = await Promise.all(
    users.map(async (user) => {
      const { response } = await call('login', `${url}/api-v2/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-event': slug },
        body: JSON.stringify({ usernameOrEmail: user.userName, password: PASSWORD }),
      });
      return `Bearer ${response.headers.get('authorization')}`;
    }),
  );
  const loginSeconds = (performance.now() - loginStarted) / 1000;

  let sent = 0;
  let retries = 0;
  let replayed = 0;
  const scoringStarted = performance.now();
  await Promise.all(
    tokens.map(async (authorization, judgeIndex) => {
      const headers = { authorization, 'content-type': 'application/json', 'x-event': slug };
      for (let n = 0; n < LOOKS_PER_JUDGE; n++) {
        const { body: queue } = await call('next', `${base}/rounds/${round!.id}/next`, {
          method: 'POST',
          headers,
          body: '{}',
        });
        if (!queue.look) break;
        const sheet = JSON.stringify({
          idempotencyKey: randomUUID(),
          scores: criteria.map((criterion, i) => ({
            criterionId: criterion.id,
            score: 1 + ((judgeIndex + n + i) % 5),
          })),
          comment: `Judge ${judgeIndex}, look ${n}`,
        });
        const submit = () =>
          call('submit', `${base}/looks/${queue.look.id}/submit`, { method: 'POST', headers, body: sheet });
        sent++;
        const twice = Math.random() < RETRY_SHARE;
        if (twice) retries++;
        const answers = await Promise.all(twice ? [submit(), submit()] : [submit()]);
        replayed += answers.filter(({ body }) => body.replayed).length;
      }
    }),
  );
  const scoringSeconds = (performance.now() - scoringStarted) / 1000;
  await app.close();

  const [stored] = await db
    .select({ n: count() })
    .from(t.judgingLooks)
    .where(and(eq(t.judgingLooks.roundId, round!.id), eq(t.judgingLooks.status, 'done')));
  const [scoreRows] = await db.select({ n: count() }).from(t.judgingScores);
  const [teamLooks] = await db
    .select({ n: count() })
    .from(t.judgingLooks)
    .innerJoin(t.judges, eq(t.judges.id, t.judgingLooks.judgeId))
    .innerJoin(
      t.projectMemberships,
      and(
        eq(t.projectMemberships.projectId, t.judgingLooks.projectId),
        eq(t.projectMemberships.userId, t.judges.userId),
      ),
    );
  const perProject = await db
    .select({ n: count() })
    .from(t.judgingLooks)
    .where(and(eq(t.judgingLooks.roundId, round!.id), eq(t.judgingLooks.status, 'done')))
    .groupBy(t.judgingLooks.projectId);
  const looksAt = perProject.map((row) => row.n);

  console.log(`\n${label}, Node ${process.version}\n`);
  console.table([
    latencyRow('POST /auth/login', latencies.login),
    latencyRow('POST …/rounds/{id}/next', latencies.next),
    latencyRow('POST …/looks/{id}/submit', latencies.submit),
  ]);
  const storedLooks = stored?.n ?? 0;
  console.log(
    [
      `logins: ${JUDGES} in ${loginSeconds.toFixed(1)} s; scoring: ${scoringSeconds.toFixed(1)} s`,
      `score sheets sent: ${sent} (${retries} of them sent twice at once; ${replayed} answers were replays)`,
      `score sheets stored: ${storedLooks} (criterion scores stored: ${scoreRows?.n}, expected ${sent * criteria.length})`,
      `looks at a judge's own team's project: ${teamLooks?.n}; failed requests: ${failures}`,
      `projects looked at: ${looksAt.length} of ${PROJECTS}, ${Math.min(...looksAt)} to ${Math.max(...looksAt)} finished looks each`,
    ].join('\n'),
  );
  await database.close();
  await cleanup();
  if (storedLooks !== sent || scoreRows?.n !== sent * criteria.length || teamLooks?.n !== 0 || failures > 0) {
    console.error('Scores were lost, doubled or misassigned');
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
