import type { EventRole, ProjectStatus } from './constants';
import { htmlToText } from './text';

/**
 * Project rules shared by the server (which enforces them) and the web app (which only hides what a
 * user may not do). docs/permissions.md explains them in prose; this file is the source of truth.
 */

import { STAFF_PROJECT_PERMISSIONS } from './permissions';

export { TEAM_PERMISSIONS, type TeamAction, teamRoleAllows } from './permissions';

/** Event staff roles that review submissions and may edit any project of their event (the table's row). */
export const PROJECT_REVIEWER_ROLES: readonly EventRole[] = STAFF_PROJECT_PERMISSIONS.review;
/** Event staff roles that may delete any project of their event (the table's row). */
export const PROJECT_MODERATOR_ROLES: readonly EventRole[] = STAFF_PROJECT_PERMISSIONS.moderate;

export type StatusActor = 'team' | 'reviewer';

export interface StatusTransition {
  from: ProjectStatus;
  to: ProjectStatus;
  by: StatusActor;
  /** Team transitions only happen while the submission window is open. */
  needsOpenWindow: boolean;
}

/**
 * Every allowed change of submissionStatus. Teams submit and withdraw while submissions are open;
 * reviewers decide, and may revise a decision or send a project back for review.
 */
export const STATUS_TRANSITIONS: readonly StatusTransition[] = [
  { from: 'DRAFT', to: 'SUBMITTED', by: 'team', needsOpenWindow: true },
  { from: 'SUBMITTED', to: 'DRAFT', by: 'team', needsOpenWindow: true },
  { from: 'DECLINED', to: 'DRAFT', by: 'team', needsOpenWindow: true },
  { from: 'SUBMITTED', to: 'APPROVED', by: 'reviewer', needsOpenWindow: false },
  { from: 'SUBMITTED', to: 'DECLINED', by: 'reviewer', needsOpenWindow: false },
  { from: 'APPROVED', to: 'DECLINED', by: 'reviewer', needsOpenWindow: false },
  { from: 'DECLINED', to: 'APPROVED', by: 'reviewer', needsOpenWindow: false },
  { from: 'APPROVED', to: 'SUBMITTED', by: 'reviewer', needsOpenWindow: false },
  { from: 'DECLINED', to: 'SUBMITTED', by: 'reviewer', needsOpenWindow: false },
];

export const findTransition = (from: ProjectStatus, to: ProjectStatus, by: StatusActor) =>
  STATUS_TRANSITIONS.find((t) => t.from === from && t.to === to && t.by === by);

/** The fields a project must fill before it is submitted (docs/product.md). */
export const REQUIRED_PROJECT_FIELDS = ['title', 'description', 'imageUrl'] as const;
export type RequiredProjectField = (typeof REQUIRED_PROJECT_FIELDS)[number];

/** Project messages (docs/product.md), field by field: 'Please select a imageUrl', 'Please enter a {field}'. */
export function checkProjectForSubmission(
  project: Partial<Record<RequiredProjectField, string | null>>,
): Partial<Record<RequiredProjectField, string>> {
  const errors: Partial<Record<RequiredProjectField, string>> = {};
  for (const field of REQUIRED_PROJECT_FIELDS) {
    const value = project[field];
    if (value && htmlToText(value)) continue;
    errors[field] = field === 'imageUrl' ? 'Please select a imageUrl' : `Please enter a ${field}`;
  }
  return errors;
}

/** The shortcut update masks of docs/product.md and the fields each one writes. */
export const PROJECT_UPDATE_FIELDS = [
  'title',
  'description',
  'imageUrl',
  'video_url',
  'instruction_video',
  'instruction_section',
] as const;
export type ProjectUpdateField = (typeof PROJECT_UPDATE_FIELDS)[number];

export const TITLE_MAX = 255;
export const DESCRIPTION_MAX = 50_000;
/** Invitations stay valid this long. */
export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
export const MAX_INVITATIONS_PER_CALL = 20;
export const MAX_FILES_PER_DROP = 10;

/** A project everyone may see: approved, and not the event's template. The one statement of that rule. */
export const isPublicProject = (project: { submissionStatus: string; isTemplate: boolean }) =>
  project.submissionStatus === 'APPROVED' && !project.isTemplate;
