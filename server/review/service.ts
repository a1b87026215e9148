import { and, count, eq, inArray } from 'drizzle-orm';
import type { ProjectStatus } from '../../common/constants';
import type { AppContext } from '../context';
import { projectMemberships, projects, users } from '../db/schema';
import { AppError } from '../errors';
import type { EventAccess } from '../events/policy';
import type { EventRow } from '../events/service';
import { publicBaseUrl } from '../http/public-origin';
import { composeMail } from '../mail/templates';
import { notifyInApp } from '../notifications/service';
import type { ProjectRow } from '../projects/presenter';
import { changeProjectStatus } from '../projects/service';

type Ctx = Pick<AppContext, 'db' | 'mailer' | 'config'>;

const DECISION_WORDS: Record<ProjectStatus, string> = {
  DRAFT: 'returned to draft',
  SUBMITTED: 'sent back for review',
  APPROVED: 'approved',
  DECLINED: 'declined',
};

export async function statusCounts(
  ctx: Pick<Ctx, 'db'>,
  eventId: number,
): Promise<Record<ProjectStatus, number>> {
  const rows = await ctx.db
    .select({ status: projects.submissionStatus, n: count() })
    .from(projects)
    .where(and(eq(projects.eventId, eventId), eq(projects.isTemplate, false)))
    .groupBy(projects.submissionStatus);
  const counts: Record<ProjectStatus, number> = { DRAFT: 0, SUBMITTED: 0, APPROVED: 0, DECLINED: 0 };
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}

async function mailTeam(ctx: Ctx, event: EventRow, project: ProjectRow, message: string | undefined) {
  const team = await ctx.db
    .select({ id: users.id, email: users.email, locale: users.locale })
    .from(projectMemberships)
    .innerJoin(users, eq(users.id, projectMemberships.userId))
    .where(eq(projectMemberships.projectId, project.id));
  const base = publicBaseUrl(ctx.config);
  await notifyInApp(
    ctx.db,
    event,
    team.map((member) => member.id),
    {
      kind: 'status',
      title: `"${project.title || 'Your project'}" was ${DECISION_WORDS[project.submissionStatus]}`,
      body: message ?? '',
      link: `/${event.slug}/profile/my-projects`,
      dedupeKey: `status:${project.id}:${project.submissionStatus}:${Date.now()}`,
    },
  );
  for (const member of team) {
    await ctx.mailer.send(
      composeMail(member.email, member.locale, 'reviewDecision', {
        project: project.title || 'your project',
        event: event.name,
        decision: project.submissionStatus,
        message: message ?? '',
        link: `${base}/${event.slug}/profile/my-projects/${project.id}`,
      }),
    );
  }
}

export interface ReviewResult {
  projectId: number;
  ok: boolean;
  submissionStatus: ProjectStatus | null;
  message: string | null;
}

/**
 * Applies one decision to several projects of the event; each project succeeds or fails on its own
 * (a stale status, a plan limit), and each team hears the decision with the reviewer's message.
 */
export async function reviewProjects(
  ctx: Ctx,
  event: EventRow,
  access: EventAccess,
  input: { projectIds: number[]; submissionStatus: ProjectStatus; message?: string },
): Promise<ReviewResult[]> {
  const ids = [...new Set(input.projectIds)];
  const rows = await ctx.db
    .select()
    .from(projects)
    .where(and(inArray(projects.id, ids), eq(projects.eventId, event.id)));
  const results: ReviewResult[] = [];
  for (const id of ids) {
    const project = rows.find((row) => row.id === id);
    if (!project) {
      results.push({
        projectId: id,
        ok: false,
        submissionStatus: null,
        message: 'Project not found in this event',
      });
      continue;
    }
    try {
      const updated = await changeProjectStatus(
        ctx.db,
        { project, event, actor: { ...access, teamRole: null } },
        input.submissionStatus,
      );
      await mailTeam(ctx, event, updated, input.message?.trim() || undefined);
      results.push({ projectId: id, ok: true, submissionStatus: updated.submissionStatus, message: null });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({
        projectId: id,
        ok: false,
        submissionStatus: project.submissionStatus,
        message: error.message,
      });
    }
  }
  return results;
}
