import { defineRoutes } from '../endpoint';

/** The local outbox, read over HTTP by developers and browser tests (never with a mail server). */
export const outboxRoutes = defineRoutes(['development'], {
  mails: { method: 'GET', path: '/dev/outbox' },
});
