import { i18n } from '../../i18n';
import { lazyPart } from '../../lib/lazy-part';

/**
 * The gallery ships in the entry bundle; its voting pieces, and their text, load only for events whose
 * People's choice is on, keeping the public page's JavaScript within budget (docs/performance.md).
 */
const load = async () => {
  const [module] = await Promise.all([import('./gallery-voting'), i18n.loadNamespaces('voting')]);
  return module;
};
export const LazyVotingBar = lazyPart('voting-bar', () => load().then((module) => module.VotingBar));
export const LazyVoteButton = lazyPart('vote-button', () => load().then((module) => module.VoteButton));
