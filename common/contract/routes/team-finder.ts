import { defineRoutes } from '../endpoint';

/** The team finder: the board, people's cards, teams' openings and requests to join. */
export const teamFinderRoutes = defineRoutes(['team-finder'], {
  board: { method: 'GET', path: '/events/:idOrSlug/team-finder' },
  settings: { method: 'GET', path: '/events/:idOrSlug/team-finder/settings' },
  saveSettings: { method: 'PUT', path: '/events/:idOrSlug/team-finder/settings' },
  postCard: { method: 'POST', path: '/events/:idOrSlug/team-finder/card' },
  editCard: { method: 'PUT', path: '/events/:idOrSlug/team-finder/card' },
  removeOwnCard: { method: 'DELETE', path: '/events/:idOrSlug/team-finder/card' },
  removeCard: { method: 'DELETE', path: '/events/:idOrSlug/team-finder/cards/:id' },
  saveOpening: { method: 'PUT', path: '/project/:id/team-finder' },
  closeOpening: { method: 'DELETE', path: '/project/:id/team-finder' },
  inviteFromCard: { method: 'POST', path: '/project/:id/team-finder/invite' },
  askToJoin: { method: 'POST', path: '/project/:id/join-requests' },
  acceptRequest: { method: 'POST', path: '/project/:id/join-requests/:requestId/accept' },
  declineRequest: { method: 'POST', path: '/project/:id/join-requests/:requestId/decline' },
  withdrawRequest: { method: 'DELETE', path: '/join-requests/:id' },
});
