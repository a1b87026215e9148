import { AppError } from '../errors';

/**
 * A resource's policy: one rule per action, each a pure function of who acts and the record they act
 * on (the shape of Outline's server/policies/*.ts allow() tables). A rule answers true, false (refused
 * with the action's message, 403) or the refusal itself when it is not a 403 (401 for nobody logged
 * in, 409 for archived content). Rules read no database and no request, so a table test can run every
 * role × action (server/policies/*.test.ts).
 */
export type Rule<Actor, Rec> = (actor: Actor, record: Rec) => boolean | AppError;

export interface Policy<Actor, Rec, Action extends string> {
  readonly actions: readonly Action[];
  /** Whether the rule allows it (a refusal of any status is false). */
  can(actor: Actor, action: Action, record: Rec): boolean;
  /** Throws the rule's refusal: 401, 403 with the action's message, or 409. */
  authorize(actor: Actor, action: Action, record: Rec): void;
}

export function definePolicy<Actor, Rec, Action extends string>(
  rules: Record<Action, { allow: Rule<Actor, Rec>; denied: string; key?: string }>,
): Policy<Actor, Rec, Action> {
  const verdict = (actor: Actor, action: Action, record: Rec) => {
    const rule = rules[action];
    const answer = rule.allow(actor, record);
    if (answer === true) return null;
    return answer === false ? new AppError('forbidden', rule.denied, rule.key) : answer;
  };
  return {
    actions: Object.keys(rules) as Action[],
    can: (actor, action, record) => verdict(actor, action, record) === null,
    authorize(actor, action, record) {
      const refusal = verdict(actor, action, record);
      if (refusal) throw refusal;
    },
  };
}

/** The refusal of every rule that needs someone logged in. */
export const loginRequired = () => new AppError('unauthorized', 'Login required');

/** A 403 with a message of its own, for a rule that refuses for more than one reason. */
export const forbidden = (message: string) => new AppError('forbidden', message);
