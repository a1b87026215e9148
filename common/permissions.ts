import type { EventRole } from './constants';

/**
 * What each event role may do with the event itself (docs/permissions.md): the role × action table the
 * server's authorize (server/policies/event.ts) and the organiser console both read. Super admins may do
 * all of it but score. The judge role is one row like any other. Project-level rules live in
 * common/projects.ts.
 */
export const EVENT_ACTIONS = [
  'view_staff_area',
  'create_preview',
  'manage_access_code',
  'manage_templates',
  'view_plan',
  'edit_event',
  'manage_members',
  'delete_event',
  'view_judging',
  'manage_judging',
  'judge',
  'view_plagiarism',
  'archive_event',
] as const;
export type EventAction = (typeof EVENT_ACTIONS)[number];

const OWNER_ADMIN: readonly EventRole[] = ['ss_event_owner', 'ss_event_admin'];
const EDITORS: readonly EventRole[] = ['ss_event_owner', 'ss_event_admin', 'ss_event_editor'];
const STAFF: readonly EventRole[] = [
  'ss_event_owner',
  'ss_event_admin',
  'ss_event_editor',
  'ss_event_viewer',
];

export const EVENT_PERMISSIONS: Record<EventAction, readonly EventRole[]> = {
  view_staff_area: STAFF,
  create_preview: EDITORS,
  manage_access_code: OWNER_ADMIN,
  manage_templates: EDITORS,
  view_plan: STAFF,
  edit_event: EDITORS,
  manage_members: OWNER_ADMIN,
  delete_event: ['ss_event_owner'],
  /** Judging: rounds, results, judges (docs/judging.md). */
  view_judging: STAFF,
  manage_judging: EDITORS,
  /** Score projects: held by active judges, whatever other role they have in the event. */
  judge: ['ss_event_judge'],
  /** Similarity reports of a project. */
  view_plagiarism: STAFF,
  /** Archive and restore the event and any of its projects (when the plan includes archiving). */
  archive_event: OWNER_ADMIN,
};

/** The one action super admins do not hold everywhere: only people on the judge list score. */
export const SUPER_ADMIN_EXCLUDED_ACTIONS: readonly EventAction[] = ['judge'];

export const eventRoleAllows = (role: EventRole | null, action: EventAction, isSuperAdmin = false): boolean =>
  isSuperAdmin || (role !== null && EVENT_PERMISSIONS[action].includes(role));
