import type { apiTokensContract } from '../../common/contract/api-tokens';
import type { authContract } from '../../common/contract/auth';
import type { awardsContract, winnersContract } from '../../common/contract/awards';
import type { categoriesContract } from '../../common/contract/categories';
import type { commentsContract } from '../../common/contract/comments';
import type { membersContract, overviewContract } from '../../common/contract/event-staff';
import type { likesContract } from '../../common/contract/likes';
import type { notificationsContract } from '../../common/contract/notifications';
import type { postsContract } from '../../common/contract/posts';
import type { projectReadsContract, projectsContract } from '../../common/contract/projects';
import { apiTokenRoutes } from '../../common/contract/routes/api-tokens';
import { authRoutes } from '../../common/contract/routes/auth';
import { awardRoutes, winnerRoutes } from '../../common/contract/routes/awards';
import { categoryRoutes } from '../../common/contract/routes/categories';
import { commentRoutes } from '../../common/contract/routes/comments';
import { memberRoutes, overviewRoutes } from '../../common/contract/routes/event-staff';
import { likeRoutes } from '../../common/contract/routes/likes';
import { notificationRoutes } from '../../common/contract/routes/notifications';
import { postRoutes } from '../../common/contract/routes/posts';
import { projectReadRoutes } from '../../common/contract/routes/project-reads';
import { projectRoutes } from '../../common/contract/routes/projects';
import { teamRoutes } from '../../common/contract/routes/teams';
import { userRoutes } from '../../common/contract/routes/users';
import { webhookRoutes } from '../../common/contract/routes/webhooks';
import type { teamsContract } from '../../common/contract/teams';
import type { usersContract } from '../../common/contract/users';
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
  apiTokens: apiTokensApi,
  webhooks: webhooksApi,
  auth: authApi,
};
