import { EVENT_ROLES, type EventRole, type TeamRole } from './constants';

/**
 * What each event role may do with the event itself (docs/permissions.md): the role × action table the
 * server's authorize (server/policies/event.ts) and the organiser console both read. Super admins may do
 * all of it but score. The judge role is one row like any other. Below it: what staff may do to a fellow
 * member (by that member's role), what each team role may do with its project, and the site-wide actions
 * held through an account's flags. The status transitions of a project live in common/projects.ts.
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
  'view_contact_emails',
  'manage_webhooks',
  'manage_api_tokens',
  'import_export',
  'manage_team_finder',
  'view_registrations',
  'manage_registrations',
  'check_in',
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
  /** People's e-mail addresses where staff screens show who wrote (the support inbox). */
  view_contact_emails: ['ss_event_owner'],
  /** Webhook and Slack/Discord endpoints, their secrets and delivery logs (docs/integrations.md). */
  manage_webhooks: OWNER_ADMIN,
  /** Create, list and revoke the event's API tokens, which act with the creator's role (docs/integrations.md). */
  manage_api_tokens: EDITORS,
  /** Import projects, judges and participants from files; export every list and the whole event. */
  import_export: OWNER_ADMIN,
  /** Turn the team finder on or off, choose who sees its cards, remove anyone's card. */
  manage_team_finder: EDITORS,
  /** The registrants table, its counts and CSV. */
  view_registrations: STAFF,
  /** Registration settings and form, decisions on registrants, mail to them. */
  manage_registrations: OWNER_ADMIN,
  /** Look registrants up by their code or name at the door and check them in. */
  check_in: ['ss_event_owner', 'ss_event_admin', 'ss_event_volunteer'],
};

/** The one action super admins do not hold everywhere: only people on the judge list score. */
export const SUPER_ADMIN_EXCLUDED_ACTIONS: readonly EventAction[] = ['judge'];

export const eventRoleAllows = (role: EventRole | null, action: EventAction, isSuperAdmin = false): boolean =>
  isSuperAdmin || (role !== null && EVENT_PERMISSIONS[action].includes(role));

/** What event staff may do to another member of the event: whom they may change or remove, by role. */
export const MEMBER_ACTIONS = ['change_member_role', 'remove_member'] as const;
export type MemberAction = (typeof MEMBER_ACTIONS)[number];

/** The owner is never demoted or removed by anyone else; every other member may be. */
const NOT_OWNER: readonly EventRole[] = EVENT_ROLES.filter((role) => role !== 'ss_event_owner');

/** `by`: the event action the acting member needs; `on`: the roles of the members it may touch. */
export const MEMBER_PERMISSIONS: Record<MemberAction, { by: EventAction; on: readonly EventRole[] }> = {
  change_member_role: { by: 'manage_members', on: NOT_OWNER },
  remove_member: { by: 'manage_members', on: NOT_OWNER },
};

/** What each team role may do with its own project. */
export type TeamAction = 'view' | 'edit' | 'submit' | 'invite' | 'delete' | 'copy' | 'remove_owner';

export const TEAM_PERMISSIONS: Record<TeamRole, readonly TeamAction[]> = {
  Owner: ['view', 'edit', 'submit', 'invite', 'delete', 'copy', 'remove_owner'],
  CoOwner: ['view', 'edit', 'submit', 'invite', 'copy'],
  Contributor: ['view', 'edit', 'copy'],
  Viewer: ['view'],
};

/**
 * What event staff may do to any project of their event, whatever its team: review it (decide its
 * status, edit and copy it) and moderate it (delete it, change its team). common/projects.ts names these
 * rows PROJECT_REVIEWER_ROLES and PROJECT_MODERATOR_ROLES; server/projects/policy.ts decides with them.
 */
export const STAFF_PROJECT_PERMISSIONS: Record<'review' | 'moderate', readonly EventRole[]> = {
  review: EDITORS,
  moderate: OWNER_ADMIN,
};

export const teamRoleAllows = (role: TeamRole | null | undefined, action: TeamAction): boolean =>
  role != null && TEAM_PERMISSIONS[role].includes(action);

/** Site-wide actions, held through an account's flags rather than a role in an event. */
export const SITE_ACTIONS = ['view_version'] as const;
export type SiteAction = (typeof SITE_ACTIONS)[number];
export type SiteFlag = 'isEngStaff' | 'isSuperAdmin';

export const SITE_PERMISSIONS: Record<SiteAction, readonly SiteFlag[]> = {
  /** The server's build and version: for the people who run it. */
  view_version: ['isEngStaff', 'isSuperAdmin'],
};
