import type { Ballot, PeoplesChoice } from '../../common/voting';
import type { VotingSetup } from './settings';

/** The voting state as the API sends it: settings, window and, for a logged-in caller, their ballot. */
export function presentPeoplesChoice(setup: VotingSetup, ballot: Ballot | null): PeoplesChoice {
  return {
    isEnabled: setup.isEnabled,
    votesPerAward: setup.votesPerAward,
    strictVoters: setup.voterRule.strict,
    window: {
      state: setup.window.state,
      opensAt: setup.window.opensAt?.toISOString() ?? null,
      closesAt: setup.window.closesAt?.toISOString() ?? null,
    },
    resultsPublished: setup.resultsPublished,
    awards: setup.awards,
    ballot,
  };
}
