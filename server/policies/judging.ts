import { JUDGING_ERROR_KEYS } from '../../common/judging';
import type { EventAction } from '../../common/permissions';
import type { AppError } from '../errors';
import { isEventStaff } from '../events/policy';
import type { ProjectActor } from '../projects/policy';
import { can, DENIED, DENIED_KEY, type EventStanding } from './event';
import { definePolicy, loginRequired, type Rule } from './policy';

/** What a judging decision reads of the event: whether the caller could open it at all, when asked. */
export interface JudgingRecord {
  /** Why the caller may not open the event (401/403), or null; read only for `take_part`. */
  viewRefusal: AppError | null;
}

/** Staff actions and scoring read the event role × action table; being a judge comes from the judge list. */
const JUDGING_TABLE_ACTIONS = [
  'view_judging',
  'manage_judging',
  'judge',
] as const satisfies readonly EventAction[];
/**
 * `declare_conflicts`: anyone on the judge list, also while they wait for an organiser. `take_part`
 * (their own judge status, registering): anyone on the list, or anyone else who may open the event, so
 * a stranger learns nothing of a private or draft event's judging, nor registers there.
 */
export const JUDGING_ACTIONS = [...JUDGING_TABLE_ACTIONS, 'declare_conflicts', 'take_part'] as const;
export type JudgingAction = (typeof JUDGING_ACTIONS)[number];

/** Someone the event named a judge, whether or not an organiser accepted them yet. */
const onJudgeList = (actor: EventStanding) => Boolean(actor.judge && actor.judge.status !== 'removed');

const tableRule =
  (action: EventAction): Rule<EventStanding, JudgingRecord> =>
  (actor) => {
    if (!actor.viewer) return loginRequired();
    return can(actor, action);
  };

const tableEntry = (action: (typeof JUDGING_TABLE_ACTIONS)[number]) => ({
  allow: tableRule(action),
  denied: DENIED[action],
  key: DENIED_KEY[action],
});

/**
 * Who may do what with an event's judging. Super admins see and manage judging anywhere, but only
 * people on the judge list score. Judging is not closed by archiving the event (no 409 here).
 */
export const judgingPolicy = definePolicy<EventStanding, JudgingRecord, JudgingAction>({
  view_judging: tableEntry('view_judging'),
  manage_judging: tableEntry('manage_judging'),
  judge: tableEntry('judge'),
  declare_conflicts: {
    allow: (actor) => (actor.viewer ? onJudgeList(actor) : loginRequired()),
    denied: DENIED.judge,
    key: JUDGING_ERROR_KEYS.notJudge,
  },
  take_part: {
    allow: (actor, record) => {
      if (!actor.viewer) return loginRequired();
      return onJudgeList(actor) || (record.viewRefusal ?? true);
    },
    // Never false: a refusal is the event's own (its access code, privacy or draft state).
    denied: DENIED.view_judging,
  },
});

/** Whether `take_part` reads the event's access: only for a caller off the judge list. */
export const needsViewCheck = (actor: EventStanding) => !onJudgeList(actor);

/** Judges' released comments on a project are for its team (and event staff), never public. */
export const teamFeedbackPolicy = definePolicy<ProjectActor, unknown, 'read_feedback'>({
  read_feedback: {
    allow: (actor) => {
      if (!actor.viewer) return loginRequired();
      return Boolean(actor.viewer.isSuperAdmin) || actor.teamRole !== null || isEventStaff(actor);
    },
    denied: "Only the project's team may read the judges' comments",
  },
});
