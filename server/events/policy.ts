import { EVENT_STAFF_ROLES, type EventRole, PRIVATE_EVENT_ALLOWED_ROLES } from '../../common/constants';
import type { Viewer } from '../context';
import type { events } from '../db/schema';

type EventRow = Pick<typeof events.$inferSelect, 'status' | 'privacy'>;

export interface EventAccess {
  viewer: Viewer | null;
  /** The viewer's role in this event, if any. */
  role: EventRole | null;
  /** A valid preview token for this event was presented. */
  hasPreview: boolean;
}

export const isEventStaff = ({ viewer, role }: EventAccess): boolean =>
  Boolean(viewer?.isSuperAdmin) || (role !== null && EVENT_STAFF_ROLES.includes(role));

/**
 * Who may open an event's content (SPEC §4, §6): anyone for public published events; staff or preview
 * holders for drafts; for private events only super admins and the owner/admin/participant roles.
 */
export function canViewEvent(event: EventRow, access: EventAccess): boolean {
  if (access.viewer?.isSuperAdmin) return true;
  if (event.status !== 'Published' && !access.hasPreview && !isEventStaff(access)) return false;
  if (event.privacy === 'PRIVATE' && !access.hasPreview) {
    return access.role !== null && PRIVATE_EVENT_ALLOWED_ROLES.includes(access.role);
  }
  return true;
}

/** Only event staff see projects that are not approved. */
export const canListUnapprovedProjects = (access: EventAccess): boolean => isEventStaff(access);
