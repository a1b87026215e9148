import type { z } from 'zod';
import type { eventSchema } from '../../common/api';
import type { AccessDenial } from './policy';
import type { EventRelations, EventRow } from './service';

type EventJson = z.infer<typeof eventSchema>;

/** The outline every caller may see, so the client can route drafts and private events (docs/product.md). */
function presentEventOutline(event: EventRow, denial: AccessDenial | null): EventJson {
  return {
    id: event.id,
    slug: event.slug,
    name: event.name,
    description: null,
    eventImage: null,
    eventCode: null,
    eventStatus: event.status,
    privacy: event.privacy,
    awardsPublished: false,
    colors: { primary: event.primaryColor, secondary: event.secondaryColor },
    hasAccessCode: event.accessCodeHash !== null,
    archivedAt: event.archivedAt?.toISOString() ?? null,
    isAccessible: false,
    accessDenial: denial,
  };
}

export function presentEvent(
  event: EventRow,
  relations: EventRelations | null,
  denial: AccessDenial | null = null,
): EventJson {
  const outline = presentEventOutline(event, denial);
  if (!relations) return outline;
  return {
    ...outline,
    description: event.description,
    eventImage: event.eventImage,
    eventCode: event.eventCode,
    awardsPublished: event.awardsPublished,
    timeZone: event.timeZone,
    venue: event.venue,
    organiser: event.organiser,
    isAccessible: true,
    accessDenial: null,
    features: relations.features?.map((f) => ({
      featureGroup: { code: f.code },
      priority: f.priority,
      limit: f.limit,
      enabled: f.enabled,
    })),
    sponsors: relations.sponsors?.map(({ id, name, logoUrl, link, position }) => ({
      id,
      name,
      logoUrl,
      link,
      position,
    })),
    banners: relations.banners?.map(({ id, imageUrl, title, subtitle }) => ({
      id,
      imageUrl,
      title,
      subtitle,
    })),
    eventTemplates: relations.eventTemplates?.map(({ id, status, projectId, eventId }) => ({
      id,
      status,
      projectId,
      eventId,
    })),
    memberships: relations.memberships,
  };
}
