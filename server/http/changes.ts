import type { FastifyInstance } from 'fastify';
import type { PublicChangeFeed } from '../db/change-feed';
import { type Change, parseChange } from './change-message';

/** A copy of database data kept in memory, which the database's announcements keep honest. */
export interface ChangeListener {
  hear(change: Change): void;
  /** Messages may have been missed: forget everything. */
  reset(): void;
}

/**
 * Opens the app server's one listening connection, parses each announcement once and hands it to the
 * `account` listener when it names an account, else to `public`. A lost connection resets them all.
 * Returns the function that announces a message to every server, this one included.
 */
export async function listenForChanges(
  app: FastifyInstance,
  feed: PublicChangeFeed,
  listeners: { public: ChangeListener; account?: ChangeListener },
): Promise<(message: string) => void> {
  const hear = (message: string) => {
    const change = parseChange(message);
    const listener = change.kind === 'account' ? listeners.account : listeners.public;
    listener?.hear(change);
  };
  const { stop, announce } = await feed(hear, () => {
    for (const listener of Object.values(listeners)) listener?.reset();
  });
  app.addHook('onClose', async () => stop());
  return (message) => {
    hear(message);
    announce(message);
  };
}

/** Hands each message to both listeners. */
export function bothListeners(first: ChangeListener, second: ChangeListener): ChangeListener {
  return {
    hear(change) {
      first.hear(change);
      second.hear(change);
    },
    reset() {
      first.reset();
      second.reset();
    },
  };
}
