import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { judgingApi } from './api';
import { type OutboxEntry, ScoreOutbox } from './score-outbox';

/** One outbox per account on this device, shared by every screen (and kept in step across tabs). */
const outboxes = new Map<number, ScoreOutbox>();
let sentListener: ((entry: OutboxEntry) => void) | null = null;
/**
 * The outbox of the judge on screen. Only it sends: entries of an account that logged out wait for
 * that account, and are never sent with someone else's session.
 */
let active: ScoreOutbox | null = null;

function outboxOf(userId: number): ScoreOutbox {
  let outbox = outboxes.get(userId);
  if (!outbox) {
    const storageKey = `showcase.judging.outbox.${userId}`;
    const created: ScoreOutbox = new ScoreOutbox(storageKey, {
      storage: localStorage,
      send: (entry) =>
        entry.action === 'submit'
          ? judgingApi.submitLook(entry.eventId, entry.lookId, entry.body)
          : judgingApi.skipLook(entry.eventId, entry.lookId, entry.body),
      isOnline: (): boolean => navigator.onLine && active === created,
      schedule: (run, ms) => {
        const timer = window.setTimeout(run, ms);
        return () => window.clearTimeout(timer);
      },
      now: () => Date.now(),
      random: Math.random,
      onSent: (entry) => sentListener?.(entry),
    });
    window.addEventListener('online', () => void created.flush());
    window.addEventListener('storage', (event) => {
      if (event.key === storageKey) created.reload();
    });
    outboxes.set(userId, created);
    outbox = created;
  }
  return outbox;
}

/**
 * The judge's outbox and its state, plus whether the browser believes it is online. Sending starts
 * on mount (entries left from an earlier visit) and whenever the connection returns; each entry that
 * arrives refreshes the judge's queue, so the next project appears.
 */
export function useScoreOutbox(userId: number) {
  const queryClient = useQueryClient();
  const outbox = outboxOf(userId);
  const state = useSyncExternalStore(outbox.subscribe, outbox.getState);
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine);
  useEffect(() => {
    sentListener = (entry) => {
      void queryClient.invalidateQueries({ queryKey: judgingApi.next.key(entry.eventId, entry.roundId) });
      void queryClient.invalidateQueries({ queryKey: judgingApi.me.key(entry.eventId) });
    };
    active = outbox;
    void outbox.flush();
    return () => {
      sentListener = null;
      active = null;
    };
  }, [outbox, queryClient]);
  return { outbox, state, online };
}

function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}
