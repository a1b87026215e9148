import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import ical from 'ical-generator';
import { TIMELINE_TYPES, type TimelineType } from '../../common/constants';
import { timelines } from '../db/schema';
import { AppError } from '../errors';
import { callerOf } from '../events/credentials';
import { requireViewableEvent } from '../events/service';
import { requestOrigin } from '../http/public-origin';

const TITLES: Record<TimelineType, string> = {
  [TIMELINE_TYPES.STUDENT_REGISTRATION]: 'Student registration',
  [TIMELINE_TYPES.JUDGE_REGISTRATION]: 'Judge registration',
  [TIMELINE_TYPES.PROJECT_SUBMISSION]: 'Project submission',
  [TIMELINE_TYPES.PUBLIC]: 'Project showcase',
  [TIMELINE_TYPES.CUSTOM]: 'Event',
};

/** /{eventSlug}/agenda.ics: the event's timeline as a calendar feed (public events only). */
export const agendaCalendarRoutes: FastifyPluginAsync = async (app) => {
  app.get('/:eventSlug/agenda.ics', async (request, reply) => {
    const { eventSlug } = request.params as { eventSlug: string };
    if (!/^[a-z0-9-]{1,64}$/.test(eventSlug)) throw new AppError('not_found', 'event does not exist');
    // Calendar apps fetch without a login: only events anyone may open have a feed.
    const { event } = await requireViewableEvent(app.ctx, eventSlug, { ...callerOf(request), viewer: null });
    const rows = await app.ctx.db
      .select()
      .from(timelines)
      .where(eq(timelines.eventId, event.id))
      .orderBy(asc(timelines.startAt), asc(timelines.id));
    const base = requestOrigin(request, app.ctx.config);
    const calendar = ical({ name: event.name, prodId: { company: 'Showcase', product: 'agenda' } });
    for (const row of rows) {
      const start = row.startAt ?? row.endAt;
      if (!start) continue;
      const title = TITLES[row.timelineType as TimelineType] ?? 'Event';
      calendar.createEvent({
        id: `timeline-${row.id}@${event.slug}`,
        start,
        end: row.endAt && row.endAt > start ? row.endAt : new Date(start.getTime() + 60 * 60 * 1000),
        summary: `${event.name}: ${row.description && row.timelineType === TIMELINE_TYPES.CUSTOM ? row.description : title}`,
        description: row.description ?? undefined,
        url: `${base}/${event.slug}/details`,
      });
    }
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', `inline; filename="${event.slug}.ics"`)
      .send(calendar.toString());
  });
};
