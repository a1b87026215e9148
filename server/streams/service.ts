import { and, asc, eq } from 'drizzle-orm';
import {
  type DemoSlotInput,
  type LiveSchedule,
  type LiveStream,
  type LiveStreamInput,
  streamEmbed,
} from '../../common/live-streams';
import type { Db } from '../db/client';
import { liveStreams, projectDemoSlots, projects } from '../db/schema';
import { notFound } from '../errors';

type StreamRow = typeof liveStreams.$inferSelect;

function present(row: StreamRow, parentHost: string): LiveStream {
  return {
    id: row.id,
    title: row.title,
    url: row.url,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    embed: streamEmbed(row.url, parentHost),
  };
}

const values = (input: LiveStreamInput) => ({
  title: input.title,
  url: input.url,
  startsAt: new Date(input.startsAt),
  endsAt: new Date(input.endsAt),
});

/** The event's streams and demo slots in time order; `approvedOnly` keeps unapproved projects off public pages. */
export async function loadSchedule(
  db: Db,
  eventId: number,
  parentHost: string,
  approvedOnly: boolean,
): Promise<LiveSchedule> {
  const [streams, slots] = await Promise.all([
    db.select().from(liveStreams).where(eq(liveStreams.eventId, eventId)).orderBy(asc(liveStreams.startsAt)),
    db
      .select({ slot: projectDemoSlots, project: projects })
      .from(projectDemoSlots)
      .innerJoin(projects, eq(projects.id, projectDemoSlots.projectId))
      .where(
        and(
          eq(projects.eventId, eventId),
          approvedOnly ? eq(projects.submissionStatus, 'APPROVED') : undefined,
        ),
      )
      .orderBy(asc(projectDemoSlots.startsAt)),
  ]);
  return {
    streams: streams.map((row) => present(row, parentHost)),
    demoSlots: slots.map(({ slot, project }) => ({
      projectId: project.id,
      projectTitle: project.title,
      projectSlug: project.slug,
      startsAt: slot.startsAt.toISOString(),
      endsAt: slot.endsAt.toISOString(),
    })),
  };
}

export async function createStream(db: Db, eventId: number, input: LiveStreamInput, parentHost: string) {
  const [row] = await db
    .insert(liveStreams)
    .values({ eventId, ...values(input) })
    .returning();
  return present(row!, parentHost);
}

export async function updateStream(
  db: Db,
  eventId: number,
  streamId: number,
  input: LiveStreamInput,
  parentHost: string,
) {
  const [row] = await db
    .update(liveStreams)
    .set(values(input))
    .where(and(eq(liveStreams.id, streamId), eq(liveStreams.eventId, eventId)))
    .returning();
  if (!row) throw notFound('Live stream');
  return present(row, parentHost);
}

export async function deleteStream(db: Db, eventId: number, streamId: number) {
  const deleted = await db
    .delete(liveStreams)
    .where(and(eq(liveStreams.id, streamId), eq(liveStreams.eventId, eventId)))
    .returning({ id: liveStreams.id });
  if (!deleted.length) throw notFound('Live stream');
}

async function requireEventProject(db: Db, eventId: number, projectId: number) {
  const [project] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.eventId, eventId), eq(projects.isTemplate, false)));
  if (!project) throw notFound('Project');
}

export async function setDemoSlot(db: Db, eventId: number, projectId: number, input: DemoSlotInput) {
  await requireEventProject(db, eventId, projectId);
  const slot = { startsAt: new Date(input.startsAt), endsAt: new Date(input.endsAt) };
  await db
    .insert(projectDemoSlots)
    .values({ projectId, ...slot })
    .onConflictDoUpdate({ target: projectDemoSlots.projectId, set: slot });
}

export async function clearDemoSlot(db: Db, eventId: number, projectId: number) {
  await requireEventProject(db, eventId, projectId);
  await db.delete(projectDemoSlots).where(eq(projectDemoSlots.projectId, projectId));
}
