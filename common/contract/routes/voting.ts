import { defineRoutes } from '../endpoint';

/**
 * People's choice for visitors: the state of the vote with the caller's ballot, votes, and the counts.
 * The gallery reads the state in its first render (common/first-reads.ts).
 */
export const votingRoutes = defineRoutes(['voting'], {
  state: { method: 'GET', path: '/partners/events/:idOrSlug/peoples-choice' },
  vote: { method: 'POST', path: '/partners/events/:idOrSlug/peoples-choice/awards/:awardId/votes' },
  withdraw: {
    method: 'DELETE',
    path: '/partners/events/:idOrSlug/peoples-choice/awards/:awardId/votes/:projectId',
  },
  results: { method: 'GET', path: '/partners/events/:idOrSlug/peoples-choice/results' },
});

/** People's choice for organisers: settings, publishing the results, and the winner in one step. */
export const votingStaffRoutes = defineRoutes(['voting'], {
  saveSettings: { method: 'PUT', path: '/partners/events/:idOrSlug/peoples-choice' },
  publish: { method: 'PUT', path: '/partners/events/:idOrSlug/peoples-choice/publication' },
  giveToLeaders: { method: 'POST', path: '/partners/events/:idOrSlug/peoples-choice/awards/:awardId/winner' },
});
