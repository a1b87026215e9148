import type { awardsContract, winnersContract } from '../../common/contract/awards';
import type { categoriesContract } from '../../common/contract/categories';
import type { checkInContract } from '../../common/contract/check-in';
import type { commentsContract } from '../../common/contract/comments';
import type { consentContract } from '../../common/contract/consent';
import type { membersContract, overviewContract } from '../../common/contract/event-staff';
import type { likesContract } from '../../common/contract/likes';
import type { notificationsContract } from '../../common/contract/notifications';
import type { postsContract } from '../../common/contract/posts';
import type { projectReadsContract, projectsContract } from '../../common/contract/projects';
import type { registrationContract } from '../../common/contract/registration';
import { awardRoutes, winnerRoutes } from '../../common/contract/routes/awards';
import { categoryRoutes } from '../../common/contract/routes/categories';
import { checkInRoutes } from '../../common/contract/routes/check-in';
import { commentRoutes } from '../../common/contract/routes/comments';
import { consentRoutes } from '../../common/contract/routes/consent';
import { memberRoutes, overviewRoutes } from '../../common/contract/routes/event-staff';
import { likeRoutes } from '../../common/contract/routes/likes';
import { notificationRoutes } from '../../common/contract/routes/notifications';
import { postRoutes } from '../../common/contract/routes/posts';
import { projectReadRoutes } from '../../common/contract/routes/project-reads';
import { projectRoutes } from '../../common/contract/routes/projects';
import { registrationRoutes } from '../../common/contract/routes/registration';
import { teamFinderRoutes } from '../../common/contract/routes/team-finder';
import { teamRoutes } from '../../common/contract/routes/teams';
import { userRoutes } from '../../common/contract/routes/users';
import type { teamFinderContract } from '../../common/contract/team-finder';
import type { teamsContract } from '../../common/contract/teams';
import type { usersContract } from '../../common/contract/users';
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
export const registrationApi =
  /* @__PURE__ */ contractClient<typeof registrationContract>(registrationRoutes);
/** The volunteer's phone at the door imports this one area. */
export const checkInApi = /* @__PURE__ */ contractClient<typeof checkInContract>(checkInRoutes);
export const consentApi = /* @__PURE__ */ contractClient<typeof consentContract>(consentRoutes);
export const teamFinderApi = /* @__PURE__ */ contractClient<typeof teamFinderContract>(teamFinderRoutes);

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
  registration: registrationApi,
  checkIn: checkInApi,
  consent: consentApi,
  teamFinder: teamFinderApi,
};
