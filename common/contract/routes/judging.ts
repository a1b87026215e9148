import { defineRoutes } from '../endpoint';

/**
 * Judging (docs/judging.md, "API"): the organiser's set-up (settings, judges, tables, rubrics), rounds
 * and their results, the judge's phone, and a team's released feedback. Every read's key sits under
 * the one root, so a console change refreshes judging with one prefix.
 */
export const judgingRoutes = defineRoutes(['judging'], {
  settings: { method: 'GET', path: '/partners/events/:eventId/judging/settings' },
  saveSettings: { method: 'PUT', path: '/partners/events/:eventId/judging/settings' },
  judges: { method: 'GET', path: '/partners/events/:eventId/judging/judges' },
  invite: { method: 'POST', path: '/partners/events/:eventId/judging/judges' },
  acceptJudge: { method: 'POST', path: '/partners/events/:eventId/judging/judges/:judgeId/accept' },
  removeJudge: { method: 'DELETE', path: '/partners/events/:eventId/judging/judges/:judgeId' },
  setConflicts: { method: 'PUT', path: '/partners/events/:eventId/judging/judges/:judgeId/conflicts' },
  cancelInvitation: { method: 'DELETE', path: '/partners/events/:eventId/judging/invitations/:invitationId' },
  projects: { method: 'GET', path: '/partners/events/:eventId/judging/projects' },
  setTableNumbers: { method: 'PUT', path: '/partners/events/:eventId/judging/table-numbers' },
  rubrics: { method: 'GET', path: '/partners/events/:eventId/judging/rubrics' },
  saveRubric: { method: 'PUT', path: '/partners/events/:eventId/judging/rubrics/:rubricKey' },
  rounds: { method: 'GET', path: '/partners/events/:eventId/judging/rounds' },
  createRound: { method: 'POST', path: '/partners/events/:eventId/judging/rounds' },
  round: { method: 'GET', path: '/partners/events/:eventId/judging/rounds/:roundId' },
  editRound: { method: 'PATCH', path: '/partners/events/:eventId/judging/rounds/:roundId' },
  deleteRound: { method: 'DELETE', path: '/partners/events/:eventId/judging/rounds/:roundId' },
  openRound: { method: 'POST', path: '/partners/events/:eventId/judging/rounds/:roundId/open' },
  closeRound: { method: 'POST', path: '/partners/events/:eventId/judging/rounds/:roundId/close' },
  pin: { method: 'POST', path: '/partners/events/:eventId/judging/rounds/:roundId/pins' },
  unpin: {
    method: 'DELETE',
    path: '/partners/events/:eventId/judging/rounds/:roundId/pins/:judgeId/:projectId',
  },
  reassign: { method: 'POST', path: '/partners/events/:eventId/judging/rounds/:roundId/reassign' },
  releaseFeedback: { method: 'PUT', path: '/partners/events/:eventId/judging/rounds/:roundId/feedback' },
  leaderboard: { method: 'GET', path: '/partners/events/:eventId/judging/rounds/:roundId/leaderboard' },
  decideLateLook: {
    method: 'PUT',
    path: '/partners/events/:eventId/judging/rounds/:roundId/late-looks/:lookId',
  },
  progress: { method: 'GET', path: '/partners/events/:eventId/judging/rounds/:roundId/progress' },
  plan: { method: 'GET', path: '/partners/events/:eventId/judging/rounds/:roundId/plan' },
  review: { method: 'GET', path: '/partners/events/:eventId/judging/rounds/:roundId/judge-review' },
  makeAwards: { method: 'POST', path: '/partners/events/:eventId/judging/rounds/:roundId/awards' },
  me: { method: 'GET', path: '/partners/events/:eventId/judging/me' },
  register: { method: 'POST', path: '/partners/events/:eventId/judging/registrations' },
  declareConflicts: { method: 'PUT', path: '/partners/events/:eventId/judging/me/conflicts' },
  /** A POST that hands out a look, but asking again gives the same unfinished one: the phone reads it. */
  next: { method: 'POST', path: '/partners/events/:eventId/judging/rounds/:roundId/next', key: 'queue' },
  myLooks: { method: 'GET', path: '/partners/events/:eventId/judging/rounds/:roundId/my-looks' },
  submitLook: { method: 'POST', path: '/partners/events/:eventId/judging/looks/:lookId/submit' },
  skipLook: { method: 'POST', path: '/partners/events/:eventId/judging/looks/:lookId/skip' },
  undoLook: { method: 'POST', path: '/partners/events/:eventId/judging/looks/:lookId/undo' },
  teamFeedback: { method: 'GET', path: '/project/:idOrSlug/judging-feedback', key: 'feedback' },
});

/** The round's scores as a CSV file: downloaded, not read as JSON, so outside the contract's entries. */
export const judgingFileRoutes = defineRoutes(['judging'], {
  scores: { method: 'GET', path: '/partners/events/:eventId/judging/rounds/:roundId/scores.csv' },
});
