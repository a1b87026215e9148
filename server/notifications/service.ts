import { and, count, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { TIMELINE_TYPES } from '../../common/constants';
import {
  type AnnouncementAudience,
  type AnnouncementInput,
  DEADLINE_REMINDER_HOURS,
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationItem,
  type NotificationKind,
} from '../../common/notifications';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import {
  announcements,
  eventMemberships,
  events,
  judges,
  notifications,
  projectMemberships,
  projects,
  timelines,
  users,
} from '../db/schema';
import { notFound } from '../errors';
import { publicBaseUrl } from '../http/public-origin';
import { enqueueJob, type JobHandler } from '../jobs/queue';
import { composeMail } from '../mail/templates';
import { eventFeatures, featureEnabled } from '../plans/features';
import { fireAnnouncementSent } from '../webhooks/fire';

type Ctx = Pick<AppContext, 'db' | 'mailer' | 'config'>;
type EventRef = { id: number; slug: string; name: string; planId: number | null };

export const NOTIFICATION_FEATURE = 'enable_event_notification' as const;

export async function notificationsEnabled(db: Db, planId: number | null): Promise<boolean> {
  return featureEnabled(await eventFeatures(db, planId), NOTIFICATION_FEATURE);
}

export interface Delivery {
  eventId: number | null;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string | null;
  /** The same key for the same user is delivered once, however often a job runs. */
  dedupeKey: string;
}

/**
 * Stores a notification for each user who does not have this one yet and returns those users, so the
 * caller mails exactly the people who were new to it.
 */
export async function deliver(db: Db, userIds: readonly number[], delivery: Delivery): Promise<number[]> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return [];
  const added = await db
    .insert(notifications)
    .values(ids.map((userId) => ({ userId, ...delivery })))
    .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
    .returning({ userId: notifications.userId });
  return added.map((row) => row.userId);
}

/** An in-app notification beside a mail that is already sent elsewhere (review decisions, invitations). */
export async function notifyInApp(
  db: Db,
  event: EventRef,
  userIds: readonly number[],
  delivery: Omit<Delivery, 'eventId'>,
) {
  if (!(await notificationsEnabled(db, event.planId))) return;
  await deliver(db, userIds, { ...delivery, eventId: event.id });
}

async function mailUsers(
  ctx: Ctx,
  userIds: readonly number[],
  template: 'announcement' | 'deadlineReminder',
  values: Record<string, string>,
) {
  if (userIds.length === 0) return;
  const recipients = await ctx.db
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(inArray(users.id, [...userIds]));
  for (const recipient of recipients) {
    await ctx.mailer.send(composeMail(recipient.email, recipient.locale, template, values));
  }
}

async function participantIds(db: Db, eventId: number): Promise<number[]> {
  const members = await db
    .selectDistinct({ userId: projectMemberships.userId })
    .from(projectMemberships)
    .innerJoin(projects, eq(projects.id, projectMemberships.projectId))
    .where(and(eq(projects.eventId, eventId), eq(projects.isTemplate, false)));
  const registered = await db
    .select({ userId: eventMemberships.userId })
    .from(eventMemberships)
    .where(and(eq(eventMemberships.eventId, eventId), eq(eventMemberships.role, 'ss_event_participant')));
  return [...members, ...registered].map((row) => row.userId);
}

async function judgeIds(db: Db, eventId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: judges.userId })
    .from(judges)
    .where(and(eq(judges.eventId, eventId), eq(judges.status, 'active')));
  return rows.map((row) => row.userId);
}

async function staffIds(db: Db, eventId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: eventMemberships.userId })
    .from(eventMemberships)
    .where(
      and(
        eq(eventMemberships.eventId, eventId),
        inArray(eventMemberships.role, [
          'ss_event_owner',
          'ss_event_admin',
          'ss_event_editor',
          'ss_event_viewer',
        ]),
      ),
    );
  return rows.map((row) => row.userId);
}

export async function audienceIds(
  db: Db,
  eventId: number,
  audience: AnnouncementAudience,
): Promise<number[]> {
  if (audience === 'participants') return [...new Set(await participantIds(db, eventId))];
  if (audience === 'judges') return [...new Set(await judgeIds(db, eventId))];
  const everyone = [
    ...(await participantIds(db, eventId)),
    ...(await judgeIds(db, eventId)),
    ...(await staffIds(db, eventId)),
  ];
  return [...new Set(everyone)];
}

/** Saves an announcement and queues its delivery; the job notifies and mails its audience. */
export async function createAnnouncement(
  db: Db,
  event: EventRef,
  authorId: number,
  input: AnnouncementInput,
) {
  const recipients = await audienceIds(db, event.id, input.audience);
  const [row] = await db
    .insert(announcements)
    .values({ eventId: event.id, authorId, ...input, recipientCount: recipients.length })
    .returning();
  await enqueueJob(db, {
    key: `announcement:${row!.id}`,
    kind: 'announcement',
    payload: { announcementId: row!.id },
  });
  await fireAnnouncementSent(db, event, row!);
  return row!;
}

export async function listAnnouncements(db: Db, eventId: number) {
  return db
    .select()
    .from(announcements)
    .where(eq(announcements.eventId, eventId))
    .orderBy(desc(announcements.id))
    .limit(50);
}

const eventLink = (ctx: Ctx, slug: string, path = '') => `${publicBaseUrl(ctx.config)}/${slug}${path}`;

async function loadEvent(db: Db, eventId: number) {
  const [event] = await db.select().from(events).where(eq(events.id, eventId));
  return event;
}

const runAnnouncement =
  (ctx: Ctx): JobHandler =>
  async (job) => {
    const announcementId = Number(job.payload.announcementId);
    const [announcement] = await ctx.db
      .select()
      .from(announcements)
      .where(eq(announcements.id, announcementId));
    if (!announcement) return;
    const event = await loadEvent(ctx.db, announcement.eventId);
    if (!event || !(await notificationsEnabled(ctx.db, event.planId))) return;
    const recipients = await audienceIds(ctx.db, event.id, announcement.audience);
    const added = await deliver(ctx.db, recipients, {
      eventId: event.id,
      kind: 'announcement',
      title: announcement.title,
      body: announcement.body,
      link: `/${event.slug}`,
      dedupeKey: `announcement:${announcement.id}`,
    });
    await mailUsers(ctx, added, 'announcement', {
      event: event.name,
      title: announcement.title,
      body: announcement.body,
      link: eventLink(ctx, event.slug),
    });
  };

const reminderKey = (eventId: number, hours: number, deadline: Date) =>
  `deadline-reminder:${eventId}:${hours}h:${deadline.toISOString()}`;

/**
 * Queues the deadline reminders of every event whose submission deadline is ahead. Every server may
 * run this at once: the job key (event, offset, deadline) keeps one row each. A moved deadline gets
 * new keys; the reminder for the old one finds the deadline changed and sends nothing.
 */
export async function scheduleDeadlineReminders(db: Db, now = new Date()): Promise<number> {
  const deadlines = await db
    .select({ eventId: timelines.eventId, endAt: timelines.endAt, planId: events.planId })
    .from(timelines)
    .innerJoin(events, eq(events.id, timelines.eventId))
    .where(
      and(eq(timelines.timelineType, TIMELINE_TYPES.PROJECT_SUBMISSION), sql`${timelines.endAt} > ${now}`),
    );
  let added = 0;
  for (const { eventId, endAt, planId } of deadlines) {
    if (!endAt || !(await notificationsEnabled(db, planId))) continue;
    for (const hours of DEADLINE_REMINDER_HOURS) {
      const runAt = new Date(endAt.getTime() - hours * 3600_000);
      if (runAt <= now && hours !== Math.min(...DEADLINE_REMINDER_HOURS)) continue;
      const queued = await enqueueJob(db, {
        key: reminderKey(eventId, hours, endAt),
        kind: 'deadline-reminder',
        payload: { eventId, hours, deadline: endAt.toISOString() },
        runAt,
      });
      if (queued) added += 1;
    }
  }
  return added;
}

const runDeadlineReminder =
  (ctx: Ctx): JobHandler =>
  async (job) => {
    const eventId = Number(job.payload.eventId);
    const hours = Number(job.payload.hours);
    const deadline = new Date(String(job.payload.deadline));
    const event = await loadEvent(ctx.db, eventId);
    if (!event || !(await notificationsEnabled(ctx.db, event.planId))) return;
    const [current] = await ctx.db
      .select({ endAt: timelines.endAt })
      .from(timelines)
      .where(
        and(eq(timelines.eventId, eventId), eq(timelines.timelineType, TIMELINE_TYPES.PROJECT_SUBMISSION)),
      );
    // The deadline moved or passed: the reminder for it no longer applies.
    if (current?.endAt?.getTime() !== deadline.getTime() || deadline <= new Date()) return;
    const drafts = await ctx.db
      .selectDistinct({ userId: projectMemberships.userId })
      .from(projectMemberships)
      .innerJoin(projects, eq(projects.id, projectMemberships.projectId))
      .where(
        and(
          eq(projects.eventId, eventId),
          eq(projects.isTemplate, false),
          eq(projects.submissionStatus, 'DRAFT'),
        ),
      );
    const title =
      hours >= 24
        ? 'Submissions close in 24 hours'
        : `Submissions close in ${hours} hour${hours === 1 ? '' : 's'}`;
    const added = await deliver(
      ctx.db,
      drafts.map((row) => row.userId),
      {
        eventId,
        kind: 'reminder',
        title,
        body: `Your project at ${event.name} is still a draft. Submit it before ${deadline.toUTCString()}.`,
        link: `/${event.slug}/profile/my-projects`,
        dedupeKey: job.key,
      },
    );
    await mailUsers(ctx, added, 'deadlineReminder', {
      event: event.name,
      hours: String(hours),
      deadline: deadline.toUTCString(),
      link: eventLink(ctx, event.slug, '/profile/my-projects'),
    });
  };

export const notificationJobHandlers = (ctx: Ctx): Record<string, JobHandler> => ({
  announcement: runAnnouncement(ctx),
  'deadline-reminder': runDeadlineReminder(ctx),
});

const present = (row: typeof notifications.$inferSelect): NotificationItem => ({
  id: row.id,
  eventId: row.eventId,
  kind: row.kind,
  title: row.title,
  body: row.body,
  link: row.link,
  isRead: row.readAt !== null,
  createdAt: row.createdAt.toISOString(),
});

export async function listNotifications(db: Db, userId: number, eventId: number, before: number | null) {
  const mine = and(eq(notifications.userId, userId), eq(notifications.eventId, eventId));
  const rows = await db
    .select()
    .from(notifications)
    .where(before ? and(mine, lt(notifications.id, before)) : mine)
    .orderBy(desc(notifications.id))
    .limit(NOTIFICATIONS_PAGE_SIZE + 1);
  const page = rows.slice(0, NOTIFICATIONS_PAGE_SIZE);
  return {
    notifications: page.map(present),
    unreadCount: await unreadCount(db, userId, eventId),
    nextPageToken: rows.length > NOTIFICATIONS_PAGE_SIZE ? String(page.at(-1)!.id) : null,
  };
}

export async function unreadCount(db: Db, userId: number, eventId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(
      and(eq(notifications.userId, userId), eq(notifications.eventId, eventId), isNull(notifications.readAt)),
    );
  return row?.n ?? 0;
}

export async function markRead(db: Db, userId: number, notificationId: number) {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId)))
    .returning();
  if (!row) throw notFound('Notification');
  return present(row);
}

export async function markAllRead(db: Db, userId: number, eventId: number) {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(eq(notifications.userId, userId), eq(notifications.eventId, eventId), isNull(notifications.readAt)),
    );
}
