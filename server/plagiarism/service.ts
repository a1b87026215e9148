import { and, eq, ne } from 'drizzle-orm';
import { plainText } from '../content/sanitize';
import type { Db } from '../db/client';
import { projects } from '../db/schema';
import type { ProjectRow } from '../projects/presenter';
import { compare, shingles } from './similarity';

const MAX_MATCHES = 5;
const textOf = (row: Pick<ProjectRow, 'title' | 'description'>) =>
  `${row.title}\n${plainText(row.description)}`;

/** GET /project-plagiarism/{id}: the other projects of the event whose text overlaps this one most. */
export async function plagiarismReport(db: Db, project: ProjectRow) {
  const checked = shingles(textOf(project));
  const others = await db
    .select({
      id: projects.id,
      slug: projects.slug,
      title: projects.title,
      description: projects.description,
      submissionStatus: projects.submissionStatus,
    })
    .from(projects)
    .where(
      and(
        eq(projects.eventId, project.eventId ?? 0),
        ne(projects.id, project.id),
        eq(projects.isTemplate, false),
      ),
    );
  const matches = others
    .map((other) => ({ other, similarity: compare(checked, shingles(textOf(other))) }))
    .filter(({ similarity }) => similarity.containment > 0)
    .sort(
      (a, b) =>
        b.similarity.containment - a.similarity.containment || b.similarity.jaccard - a.similarity.jaccard,
    )
    .slice(0, MAX_MATCHES)
    .map(({ other, similarity }) => ({
      projectId: other.id,
      slug: other.slug,
      title: other.title,
      submissionStatus: other.submissionStatus,
      score: Math.round(similarity.containment * 1000) / 1000,
      jaccard: Math.round(similarity.jaccard * 1000) / 1000,
    }));
  return { projectId: project.id, score: matches[0]?.score ?? 0, comparedWith: others.length, matches };
}

/** The best plagiarism score of each listed project against the rest of its event, in one pass. */
export async function plagiarismScores(
  db: Db,
  eventId: number,
  projectIds: number[],
): Promise<Map<number, number>> {
  const scores = new Map<number, number>();
  if (!projectIds.length) return scores;
  const rows = await db
    .select({ id: projects.id, title: projects.title, description: projects.description })
    .from(projects)
    .where(and(eq(projects.eventId, eventId), eq(projects.isTemplate, false)));
  const sets = new Map(rows.map((row) => [row.id, shingles(textOf(row))]));
  for (const id of projectIds) {
    const checked = sets.get(id);
    if (!checked) continue;
    let best = 0;
    for (const [otherId, other] of sets) {
      if (otherId !== id) best = Math.max(best, compare(checked, other).containment);
    }
    scores.set(id, Math.round(best * 1000) / 1000);
  }
  return scores;
}
