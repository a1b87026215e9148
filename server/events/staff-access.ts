import type { FastifyRequest } from 'fastify';
import type { EventRole } from '../../common/constants';
import type { EventAction } from '../../common/permissions';
import type { Viewer } from '../context';
import { requireNotArchived } from '../plans/archive';
import { type Actor, actorFor } from '../policies/actor';
import { authorize } from '../policies/authorize';
import { ALLOWED_WHILE_ARCHIVED } from '../policies/event';
import type { EventAccess } from './policy';
import type { EventRow } from './service';

export interface StaffContext {
  event: EventRow;
  viewer: Viewer;
  role: EventRole | null;
  /** The caller's standing as the event's read paths take it (staff act without preview or pass). */
  access: EventAccess;
}

/** Loads an event for a staff action and refuses anyone whose role does not allow it. */
export async function requireEventPermission(
  request: FastifyRequest,
  idOrSlug: string | number,
  action: EventAction,
): Promise<StaffContext> {
  const actor = await actorFor(request, idOrSlug);
  authorize(actor, action);
  const { event, viewer, role } = actor;
  if (!ALLOWED_WHILE_ARCHIVED.has(action)) requireNotArchived(event);
  return { event, viewer, role, access: staffAccessOf(actor) };
}

/** A staff actor's standing as the event's read paths take it: staff act without preview or pass. */
export const staffAccessOf = ({ viewer, role }: Pick<Actor, 'viewer' | 'role'>): EventAccess => ({
  viewer,
  role,
  hasPreview: false,
  hasAccessPass: false,
});
