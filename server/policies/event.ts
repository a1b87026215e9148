import type { EventRole } from '../../common/constants';
import { JUDGING_ERROR_KEYS } from '../../common/judging';
import { EVENT_PERMISSIONS, type EventAction, SUPER_ADMIN_EXCLUDED_ACTIONS } from '../../common/permissions';
import type { Viewer } from '../context';
import { AppError } from '../errors';
import { type Actor, rolesOf } from './actor';

/**
 * Everything a caller may do with an event and its staff areas, decided in one place from the role ×
 * action table of common/permissions.ts (docs/permissions.md).
 */
export const DENIED: Record<EventAction, string> = {
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
  view_plagiarism: 'Only event staff may see plagiarism reports',
  archive_event: 'Only the event owner or an event admin may archive or restore the event',
  view_contact_emails: "Only the event owner may see people's e-mail addresses",
  manage_webhooks: 'Only event owners and admins may manage webhooks',
  manage_api_tokens: "Only event owners, admins and editors may manage the event's API tokens",
  import_export: 'Only the event owner or an event admin may import or export the event',
  manage_team_finder: 'Only event owners, admins and editors may manage the team finder',
  view_registrations: 'Only event staff may see registrations',
  manage_registrations: 'Only event owners and admins may manage registration',
  check_in: 'Only volunteers, owners and admins of the event may check people in',
};

export const DENIED_KEY: Partial<Record<EventAction, string>> = { judge: JUDGING_ERROR_KEYS.notJudge };

/** The part of an actor a decision needs: someone (or nobody), their role, their judge row. */
export type EventStanding = { viewer: Pick<Viewer, 'isSuperAdmin'> | null; role: EventRole | null } & Partial<
  Pick<Actor, 'judge'>
>;

export function can(actor: EventStanding, action: EventAction): boolean {
  if (actor.viewer?.isSuperAdmin && !SUPER_ADMIN_EXCLUDED_ACTIONS.includes(action)) return true;
  return rolesOf({ role: actor.role, judge: actor.judge ?? null }).some((role) =>
    EVENT_PERMISSIONS[action].includes(role),
  );
}

/** Refuses anonymous callers (401) and actors the table does not allow `action` (403, its message). */
export function authorizeEvent(actor: EventStanding, action: EventAction): void {
  if (!actor.viewer) throw new AppError('unauthorized', 'Login required');
  if (!can(actor, action)) throw new AppError('forbidden', DENIED[action], DENIED_KEY[action]);
}

/** Reading stays possible on an archived event, and so does restoring it; every other action writes. */
export const ALLOWED_WHILE_ARCHIVED: ReadonlySet<EventAction> = new Set([
  'view_staff_area',
  'view_plan',
  'view_judging',
  'view_plagiarism',
  'archive_event',
  // Exports are reads; the import route checks the archive itself (server/imports/routes.ts).
  'import_export',
  'view_registrations',
]);
