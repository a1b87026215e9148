import { type EventRole, PRIVATE_EVENT_ALLOWED_ROLES } from '../../common/constants';
import { eventRoleAllows } from '../../common/permissions';
import type { Viewer } from '../context';
import type { events } from '../db/schema';

type EventRow = Pick<typeof events.$inferSelect, 'status' | 'privacy' | 'accessCodeHash'>;

export interface EventAccess {
  viewer: Viewer | null;
  /** The viewer's role in this event, if any. */
  role: EventRole | null;
  /** A valid preview token for this event was presented. */
  hasPreview: boolean;
  /** A valid access pass (earned with the event's access code) was presented. */
  hasAccessPass: boolean;
}

/** Staff of the event: the roles the table lets into the staff area (super admins too). */
export const isEventStaff = ({ viewer, role }: Pick<EventAccess, 'viewer' | 'role'>): boolean =>
  eventRoleAllows(role, 'view_staff_area', Boolean(viewer?.isSuperAdmin));

export type AccessDenial = 'unpublished' | 'private' | 'access_code';

/** Roles the event gave someone by name: they need no access code (judges are invited or accepted). */
const ACCESS_CODE_EXEMPT_ROLES: readonly (EventRole | null)[] = ['ss_event_participant', 'ss_event_judge'];

/**
 * Who may open an event's content (docs/product.md): anyone for public published events; staff or preview
 * holders for drafts; for private events only super admins and the owner/admin/participant roles; when
 * the event has an access code, everyone else needs the pass that entering it earns. Preview mode
 * bypasses the private and access-code checks.
 */
export function eventAccessDenial(event: EventRow, access: EventAccess): AccessDenial | null {
  if (access.viewer?.isSuperAdmin) return null;
  const staff = isEventStaff(access);
  if (event.status !== 'Published' && !access.hasPreview && !staff) return 'unpublished';
  if (access.hasPreview || staff) return null;
  if (event.privacy === 'PRIVATE') {
    return access.role !== null && PRIVATE_EVENT_ALLOWED_ROLES.includes(access.role) ? null : 'private';
  }
  if (
    event.accessCodeHash !== null &&
    !ACCESS_CODE_EXEMPT_ROLES.includes(access.role) &&
    !access.hasAccessPass
  ) {
    return 'access_code';
  }
  return null;
}

export const canViewEvent = (event: EventRow, access: EventAccess): boolean =>
  eventAccessDenial(event, access) === null;

/** Only event staff see projects that are not approved. */
export const canListUnapprovedProjects = (access: EventAccess): boolean => isEventStaff(access);
