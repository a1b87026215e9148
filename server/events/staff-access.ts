import type { FastifyRequest } from 'fastify';
import type { EventRole } from '../../common/constants';
import { type EventAction, eventRoleAllows } from '../../common/permissions';
import { requireViewer } from '../auth/authenticate';
import type { Viewer } from '../context';
import { AppError } from '../errors';
import { requireNotArchived } from '../plans/archive';
import { type EventRow, getEventRole, requireEvent } from './service';

const DENIED: Record<EventAction, string> = {
  view_staff_area: 'Only event staff may see this',
  create_preview: 'Only event owners, admins and editors may create preview links',
  manage_access_code: 'Only event owners and admins may change the access code',
  manage_templates: 'Only event owners, admins and editors may manage templates',
  view_plan: 'Only event staff may see the plan',
  edit_event: 'Only event owners, admins and editors may edit the event',
  manage_members: 'Only event owners and admins may manage members',
  delete_event: 'Only the event owner may delete the event',
  view_judging: 'Only event staff may see judging',
  manage_judging: 'Only event owners, admins and editors may manage judging',
  judge: 'Only judges of this event may do this',
  archive_event: 'Only the event owner or an event admin may archive or restore the event',
};

/** Reading stays possible on an archived event, and so does restoring it; every other action writes. */
const ALLOWED_WHILE_ARCHIVED: ReadonlySet<EventAction> = new Set([
  'view_staff_area',
  'view_plan',
  'view_judging',
  'archive_event',
]);

export interface StaffContext {
  event: EventRow;
  viewer: Viewer;
  role: EventRole | null;
}

/** Loads an event for a staff action and refuses anyone whose role does not allow it. */
export async function requireEventPermission(
  request: FastifyRequest,
  idOrSlug: string | number,
  action: EventAction,
): Promise<StaffContext> {
  const viewer = requireViewer(request);
  const { db } = request.server.ctx;
  const event = await requireEvent(db, idOrSlug);
  const role = await getEventRole(db, event.id, viewer.id);
  if (!eventRoleAllows(role, action, viewer.isSuperAdmin)) throw new AppError('forbidden', DENIED[action]);
  if (!ALLOWED_WHILE_ARCHIVED.has(action)) requireNotArchived(event);
  return { event, viewer, role };
}
