import { eq } from 'drizzle-orm';
import { rubricScore } from '../judging/rubric';
import type { Db } from './client';
import * as t from './schema';

const MINUTE = 60 * 1000;

const CRITERIA = [
  { name: 'Originality', description: 'A fresh idea, or a fresh take on an old one.', weight: 2 },
  { name: 'Impact', description: 'Who it helps, and how much.', weight: 3 },
  { name: 'Execution', description: 'It works, and it is built with care.', weight: 3 },
  { name: 'Presentation', description: 'The team explains it clearly at the table.', weight: 1 },
];

/** What the two demo judges already scored: [judge, project index, scores (1–5), comment]. */
const LOOKS: [0 | 1, number, number[], string][] = [
  [0, 0, [4, 5, 4, 3], 'Lovely idea, and it really works. Show the watering log at the table.'],
  [0, 5, [3, 4, 4, 4], 'Solid sensors; say more about who will use the open data.'],
  [0, 12, [5, 4, 3, 5], 'Great pitch. The demo crashed once: bring a backup video.'],
  [1, 0, [3, 4, 3, 3], 'Clear and useful. How does it cope with a cloudy week?'],
  [1, 7, [4, 3, 4, 2], 'Clever camera work; the slides were hard to read.'],
];

/**
 * A judging round on the demo event, so a newcomer can try judging: judges `judge1` and `judge2` (the
 * demo password), a four-criterion rubric, table numbers, and a few scores already in. The round is
 * open by hand; log in as a judge at /demo/judge, or as `organiser` at /demo/manage/judging.
 */
export async function seedJudging(
  tx: Db,
  options: { eventId: number; projectIds: number[]; passwordHash: string; now: Date },
): Promise<void> {
  const { eventId, projectIds, passwordHash, now } = options;
  for (const [index, projectId] of projectIds.entries()) {
    await tx
      .update(t.projects)
      .set({ tableNumber: `${String.fromCharCode(65 + Math.floor(index / 10))}${(index % 10) + 1}` })
      .where(eq(t.projects.id, projectId));
  }
  const judgeUsers = await tx
    .insert(t.users)
    .values(
      [
        ['judge1', 'Joan', 'Judge'],
        ['judge2', 'Jules', 'Juror'],
      ].map(([userName, firstName, lastName]) => ({
        userName: userName!,
        firstName,
        lastName,
        email: `${userName}@demo.showcase.test`,
        isVerified: true,
        passwordHash,
      })),
    )
    .returning();
  await tx
    .insert(t.eventMemberships)
    .values(judgeUsers.map((user) => ({ eventId, userId: user.id, role: 'ss_event_judge' as const })));
  const judges = await tx
    .insert(t.judges)
    .values(
      judgeUsers.map((user) => ({
        eventId,
        userId: user.id,
        status: 'active' as const,
        source: 'invitation' as const,
        acceptedAt: now,
      })),
    )
    .returning();
  const criteria = await tx
    .insert(t.judgingCriteria)
    .values(
      CRITERIA.map((criterion, position) => ({ eventId, ...criterion, scaleMin: 1, scaleMax: 5, position })),
    )
    .returning();
  const [round] = await tx
    .insert(t.judgingRounds)
    .values({
      eventId,
      name: 'Expo judging',
      mode: 'rubric',
      projectSet: 'approved',
      targetLooks: 3,
      status: 'open',
      seed: 20_261_123,
    })
    .returning();
  const rubric = criteria.map((row) => ({
    id: row.id,
    name: row.name,
    weight: row.weight,
    min: row.scaleMin,
    max: row.scaleMax,
  }));
  for (const [order, [judge, projectIndex, values, comment]] of LOOKS.entries()) {
    const scores = values.map((score, i) => ({ criterionId: criteria[i]!.id, score }));
    const finishedAt = new Date(now.getTime() - (LOOKS.length - order) * 7 * MINUTE);
    const [look] = await tx
      .insert(t.judgingLooks)
      .values({
        roundId: round!.id,
        judgeId: judges[judge]!.id,
        projectId: projectIds[projectIndex]!,
        status: 'done',
        reason: 'needs-looks',
        rawScore: rubricScore(rubric, scores),
        comment,
        startedAt: new Date(finishedAt.getTime() - 5 * MINUTE),
        finishedAt,
      })
      .returning();
    await tx.insert(t.judgingScores).values(scores.map((score) => ({ lookId: look!.id, ...score })));
  }
}
