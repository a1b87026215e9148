import type { apiTokensContract } from '../../common/contract/api-tokens';
import type { authContract } from '../../common/contract/auth';
import type { awardsContract, winnersContract } from '../../common/contract/awards';
import type { categoriesContract } from '../../common/contract/categories';
import type { checkInContract } from '../../common/contract/check-in';
import type { collectionContracts } from '../../common/contract/collections';
import type { commentsContract } from '../../common/contract/comments';
import type { consentContract } from '../../common/contract/consent';
import type { eventAccessContract } from '../../common/contract/event-access';
import type { eventAdminContract } from '../../common/contract/event-admin';
import type { membersContract, overviewContract } from '../../common/contract/event-staff';
import type { filesContract } from '../../common/contract/files';
import type { formsContract } from '../../common/contract/forms';
import type { importsContract } from '../../common/contract/imports';
import type { judgingContract } from '../../common/contract/judging';
import type { likesContract } from '../../common/contract/likes';
import type { notificationsContract } from '../../common/contract/notifications';
import type { plansContract } from '../../common/contract/plans';
import type { postsContract } from '../../common/contract/posts';
import type { projectReadsContract, projectsContract } from '../../common/contract/projects';
import type { registrationContract } from '../../common/contract/registration';
import type { reviewContract } from '../../common/contract/review';
import { apiTokenRoutes } from '../../common/contract/routes/api-tokens';
import { authRoutes } from '../../common/contract/routes/auth';
import { awardRoutes, winnerRoutes } from '../../common/contract/routes/awards';
import { categoryRoutes } from '../../common/contract/routes/categories';
import { checkInRoutes } from '../../common/contract/routes/check-in';
import { collectionRoutes } from '../../common/contract/routes/collections';
import { commentRoutes } from '../../common/contract/routes/comments';
import { consentRoutes } from '../../common/contract/routes/consent';
import { eventAccessRoutes } from '../../common/contract/routes/event-access';
import { eventAdminRoutes } from '../../common/contract/routes/event-admin';
import { memberRoutes, overviewRoutes } from '../../common/contract/routes/event-staff';
import { fileRoutes } from '../../common/contract/routes/files';
import { formRoutes } from '../../common/contract/routes/forms';
import { importRoutes } from '../../common/contract/routes/imports';
import { judgingRoutes } from '../../common/contract/routes/judging';
import { likeRoutes } from '../../common/contract/routes/likes';
import { notificationRoutes } from '../../common/contract/routes/notifications';
import { planRoutes } from '../../common/contract/routes/plans';
import { postRoutes } from '../../common/contract/routes/posts';
import { projectReadRoutes } from '../../common/contract/routes/project-reads';
import { projectRoutes } from '../../common/contract/routes/projects';
import { registrationRoutes } from '../../common/contract/routes/registration';
import { reviewRoutes } from '../../common/contract/routes/review';
import { streamRoutes } from '../../common/contract/routes/streams';
import { supportRoutes } from '../../common/contract/routes/support';
import { teamFinderRoutes } from '../../common/contract/routes/team-finder';
import { teamRoutes } from '../../common/contract/routes/teams';
import { templateRoutes } from '../../common/contract/routes/templates';
import { userRoutes } from '../../common/contract/routes/users';
import { votingRoutes, votingStaffRoutes } from '../../common/contract/routes/voting';
import { webhookRoutes } from '../../common/contract/routes/webhooks';
import type { streamsContract } from '../../common/contract/streams';
import type { supportContract } from '../../common/contract/support';
import type { teamFinderContract } from '../../common/contract/team-finder';
import type { teamsContract } from '../../common/contract/teams';
import type { templatesContract } from '../../common/contract/templates';
import type { usersContract } from '../../common/contract/users';
import type { votingContract, votingStaffContract } from '../../common/contract/voting';
import type { webhooksContract } from '../../common/contract/webhooks';
import { contractClient } from './contract-client';

/**
 * The areas of the API the browser calls through the contract (common/contract/). The contracts are
 * imported for their types only: their zod schemas stay on the server.
 */
export const teamsApi = /* @__PURE__ */ contractClient<typeof teamsContract>(teamRoutes);
export const likesApi = /* @__PURE__ */ contractClient<typeof likesContract>(likeRoutes);
export const commentsApi = /* @__PURE__ */ contractClient<typeof commentsContract>(commentRoutes);
/** The event home reads winners by the entry's path and key (winners.ts), without this client. */
export const winnersApi = /* @__PURE__ */ contractClient<typeof winnersContract>(winnerRoutes);
export const categoriesApi = /* @__PURE__ */ contractClient<typeof categoriesContract>(categoryRoutes);
export const postsApi = /* @__PURE__ */ contractClient<typeof postsContract>(postRoutes);
export const projectReadsApi = /* @__PURE__ */ contractClient<typeof projectReadsContract>(projectReadRoutes);
export const projectsApi = /* @__PURE__ */ contractClient<typeof projectsContract>(projectRoutes);
export const awardsApi = /* @__PURE__ */ contractClient<typeof awardsContract>(awardRoutes);
export const notificationsApi =
  /* @__PURE__ */ contractClient<typeof notificationsContract>(notificationRoutes);
export const usersApi = /* @__PURE__ */ contractClient<typeof usersContract>(userRoutes);
export const overviewApi = /* @__PURE__ */ contractClient<typeof overviewContract>(overviewRoutes);
export const membersApi = /* @__PURE__ */ contractClient<typeof membersContract>(memberRoutes);
export const eventAdminApi = /* @__PURE__ */ contractClient<typeof eventAdminContract>(eventAdminRoutes);
export const eventAccessApi = /* @__PURE__ */ contractClient<typeof eventAccessContract>(eventAccessRoutes);

/* @__NO_SIDE_EFFECTS__ */
function listClient<P extends keyof typeof collectionContracts>(path: P) {
  return contractClient<(typeof collectionContracts)[P]>(collectionRoutes[path]);
}
/** The lists an organiser edits on an event, one client each: `collectionsApi.awards.add(eventId, award)`. */
export const collectionsApi = {
  timelines: listClient('timelines'),
  categories: listClient('categories'),
  sponsors: listClient('sponsors'),
  awards: listClient('awards'),
  banners: listClient('banners'),
  faqs: listClient('faqs'),
  resources: listClient('resources'),
};
/** The judging console, the judge's phone and a team's released feedback. */
export const judgingApi = /* @__PURE__ */ contractClient<typeof judgingContract>(judgingRoutes);
/** The gallery reads the voting state by the entry's path and key (voting.ts), without this client. */
export const votingApi = /* @__PURE__ */ contractClient<typeof votingContract>(votingRoutes);
export const votingStaffApi = /* @__PURE__ */ contractClient<typeof votingStaffContract>(votingStaffRoutes);
export const reviewApi = /* @__PURE__ */ contractClient<typeof reviewContract>(reviewRoutes);
export const templatesApi = /* @__PURE__ */ contractClient<typeof templatesContract>(templateRoutes);
export const supportApi = /* @__PURE__ */ contractClient<typeof supportContract>(supportRoutes);
export const formsApi = /* @__PURE__ */ contractClient<typeof formsContract>(formRoutes);
export const streamsApi = /* @__PURE__ */ contractClient<typeof streamsContract>(streamRoutes);
export const plansApi = /* @__PURE__ */ contractClient<typeof plansContract>(planRoutes);
/** The console's import and export (web/features/imports/api.ts gives the screen its calls and downloads). */
export const importExportApi = /* @__PURE__ */ contractClient<typeof importsContract>(importRoutes);
/** Uploads go by XMLHttpRequest for their progress (web/features/projects/upload.ts): only the path is used. */
export const filesApi = /* @__PURE__ */ contractClient<typeof filesContract>(fileRoutes);
export const registrationApi =
  /* @__PURE__ */ contractClient<typeof registrationContract>(registrationRoutes);
/** The volunteer's phone at the door imports this one area. */
export const checkInApi = /* @__PURE__ */ contractClient<typeof checkInContract>(checkInRoutes);
export const consentApi = /* @__PURE__ */ contractClient<typeof consentContract>(consentRoutes);
export const teamFinderApi = /* @__PURE__ */ contractClient<typeof teamFinderContract>(teamFinderRoutes);
export const apiTokensApi = /* @__PURE__ */ contractClient<typeof apiTokensContract>(apiTokenRoutes);
export const webhooksApi = /* @__PURE__ */ contractClient<typeof webhooksContract>(webhookRoutes);
/** The session's own calls (refresh, logout) go by the entries' paths (session.ts): every page loads them. */
export const authApi = /* @__PURE__ */ contractClient<typeof authContract>(authRoutes);

/**
 * Every area at hand (`api.teams.invite(id, body)`). Code on the public page imports the one area it
 * needs (`likesApi`), so the others' routes stay out of its bundle.
 */
export const api = {
  teams: teamsApi,
  likes: likesApi,
  comments: commentsApi,
  awards: awardsApi,
  winners: winnersApi,
  categories: categoriesApi,
  posts: postsApi,
  projectReads: projectReadsApi,
  projects: projectsApi,
  notifications: notificationsApi,
  users: usersApi,
  overview: overviewApi,
  members: membersApi,
  collections: collectionsApi,
  eventAdmin: eventAdminApi,
  eventAccess: eventAccessApi,
  judging: judgingApi,
  voting: votingApi,
  votingStaff: votingStaffApi,
  review: reviewApi,
  templates: templatesApi,
  support: supportApi,
  forms: formsApi,
  streams: streamsApi,
  plans: plansApi,
  importExport: importExportApi,
  files: filesApi,
  registration: registrationApi,
  checkIn: checkInApi,
  consent: consentApi,
  teamFinder: teamFinderApi,
  apiTokens: apiTokensApi,
  webhooks: webhooksApi,
  auth: authApi,
};
