import type { FastifyInstance } from 'fastify';
import type { PublicChangeFeed } from '../db/change-feed';

/** A copy of database data kept in memory, which the database's announcements keep honest. */
export interface ChangeListener {
  hear(message: string): void;
  /** Messages may have been missed: forget everything. */
  reset(): void;
}

/**
 * Opens the app server's one listening connection and hands each announcement to the listener named by
 * its prefix ('account:12' to `account`), every other one to `public`. A lost connection resets them
 * all. Returns the function that announces a message to every server, this one included.
 */
export async function listenForChanges(
  app: FastifyInstance,
  feed: PublicChangeFeed,
  listeners: { public: ChangeListener } & Record<string, ChangeListener>,
): Promise<(message: string) => void> {
  const listenerOf = (message: string): ChangeListener => {
    const colon = message.indexOf(':');
    const prefix = message.slice(0, colon);
    return colon > 0 && Object.hasOwn(listeners, prefix) ? listeners[prefix]! : listeners.public;
  };
  const { stop, announce } = await feed(
    (message) => listenerOf(message).hear(message),
    () => {
      for (const listener of Object.values(listeners)) listener.reset();
    },
  );
  app.addHook('onClose', async () => stop());
  return (message) => {
    listenerOf(message).hear(message);
    announce(message);
  };
}

/** Hands each message to both listeners. */
export function bothListeners(first: ChangeListener, second: ChangeListener): ChangeListener {
  return {
    hear(message) {
      first.hear(message);
      second.hear(message);
    },
    reset() {
      first.reset();
      second.reset();
    },
  };
}
