import type { LookResult, SkipLookInput, SubmitLookInput } from '../../../common/judging';
import { ApiError } from '../../api/client';

/**
 * A judge's finished looks wait here, on the device, until the server has them. A hall's wifi comes
 * and goes: a submission made offline is kept in local storage (so a reload or a flat battery loses
 * nothing), sent in order when the connection returns, and retried with a growing pause while the
 * server cannot be reached. Each entry carries the idempotency key made when the judge pressed the
 * button, so a retry of a call whose answer was lost is stored once (the server replays its answer).
 */
export type OutboxAction =
  | { action: 'submit'; body: SubmitLookInput }
  | { action: 'skip'; body: SkipLookInput };

export type OutboxEntry = OutboxAction & {
  eventId: number;
  roundId: number;
  lookId: number;
  projectTitle: string;
  queuedAt: number;
  attempts: number;
};

/**
 * An entry the server refused (the look was taken back, a conflict, …). It stays on the device, with the
 * server's reason, until the judge has read it and chosen to send it again or to let it go: a refusal
 * never makes a score disappear unseen, even across a reload.
 */
export interface RefusedEntry {
  entry: OutboxEntry;
  message: string;
  /** The server's error key, when it gave one. */
  key?: string;
}

export interface OutboxState {
  pending: readonly OutboxEntry[];
  refused: readonly RefusedEntry[];
  /** The key of the entry on its way to the server. */
  inFlight: string | null;
  /** When the last entry reached the server; null until one did. */
  lastSentAt: number | null;
  /** When the next try is due, while the server cannot be reached. */
  retryAt: number | null;
  /** Looks sent in this visit (newest last), so a screen that has not caught up yet does not offer them again. */
  recentlySent: readonly number[];
}

export interface OutboxDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  send: (entry: OutboxEntry) => Promise<LookResult>;
  isOnline: () => boolean;
  schedule: (run: () => void, ms: number) => () => void;
  now: () => number;
  random: () => number;
  /** Told about each entry the server stored (or had already stored). */
  onSent?: (entry: OutboxEntry, result: LookResult) => void;
}

export const RETRY_BASE_MS = 1000;
export const RETRY_MAX_MS = 30_000;

/** The pause before try `attempts + 1`: doubling from a second up to half a minute, with jitter so a hall of phones does not retry in step. */
export function retryDelay(attempts: number, random: number): number {
  const ceiling = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling * (0.5 + random / 2));
}

/** Worth trying again: the network failed, the server was down or busy, or the session needs a refresh. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status >= 500 || [401, 408, 429].includes(error.status);
}

/** A key the server accepts (letters and digits, 32 of them), from the browser's random source. */
export function newIdempotencyKey(random: Crypto = crypto): string {
  const bytes = random.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const EMPTY: OutboxState = {
  pending: [],
  refused: [],
  inFlight: null,
  lastSentAt: null,
  retryAt: null,
  recentlySent: [],
};
const RECENT_MAX = 20;

export class ScoreOutbox {
  private state: OutboxState;
  private readonly listeners = new Set<() => void>();
  private cancelRetry: (() => void) | null = null;
  private flushing: Promise<void> | null = null;

  constructor(
    private readonly storageKey: string,
    private readonly deps: OutboxDeps,
  ) {
    this.state = { ...EMPTY, ...this.read() };
  }

  getState = (): OutboxState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Keeps a finished look on the device and starts sending it. */
  enqueue(entry: Omit<OutboxEntry, 'queuedAt' | 'attempts'>): OutboxEntry {
    const queued = { ...entry, queuedAt: this.deps.now(), attempts: 0 } as OutboxEntry;
    this.update({ pending: [...this.state.pending, queued] });
    void this.flush();
    return queued;
  }

  /**
   * Takes back an entry that has not left the device (the judge's undo while offline). An entry on
   * its way cannot be taken back here: the server has to undo it.
   */
  withdraw(key: string): OutboxEntry | null {
    if (this.state.inFlight === key) return null;
    const entry = this.state.pending.find((candidate) => candidate.body.idempotencyKey === key) ?? null;
    if (entry) this.update({ pending: this.state.pending.filter((candidate) => candidate !== entry) });
    return entry;
  }

  /** The server reopened a look (undo): it may be scored again. */
  forget(lookId: number): void {
    this.update({ recentlySent: this.state.recentlySent.filter((id) => id !== lookId) }, false);
  }

  /** The judge read the refusals and lets those scores go. */
  dismissRefused(): void {
    this.update({ refused: [] });
  }

  /** The judge sends a refused entry again (after fixing what the server said, or to try once more). */
  retryRefused(key: string): void {
    const refused = this.state.refused.find((item) => item.entry.body.idempotencyKey === key);
    if (!refused) return;
    this.update({
      refused: this.state.refused.filter((item) => item !== refused),
      pending: [...this.state.pending, { ...refused.entry, attempts: 0 }],
    });
    void this.flush();
  }

  /** Another tab changed the stored entries. */
  reload(): void {
    if (!this.state.inFlight) this.update(this.read(), false);
  }

  /** Sends the waiting entries oldest first; one run at a time. Resolves when it stops. */
  flush(): Promise<void> {
    if (this.flushing) return this.flushing;
    this.cancelRetry?.();
    this.cancelRetry = null;
    this.flushing = this.run().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async run(): Promise<void> {
    this.update({ retryAt: null }, false);
    for (let entry = this.state.pending[0]; entry; entry = this.state.pending[0]) {
      if (!this.deps.isOnline()) return;
      const key = entry.body.idempotencyKey;
      this.update({ inFlight: key }, false);
      try {
        const result = await this.deps.send(entry);
        this.update({
          inFlight: null,
          lastSentAt: this.deps.now(),
          pending: this.without(key),
          recentlySent: [...this.state.recentlySent, entry.lookId].slice(-RECENT_MAX),
        });
        this.deps.onSent?.(entry, result);
      } catch (error) {
        if (isRetryable(error)) {
          const attempts = entry.attempts + 1;
          const delay = retryDelay(attempts, this.deps.random());
          this.update({
            inFlight: null,
            retryAt: this.deps.now() + delay,
            pending: this.state.pending.map((candidate) =>
              candidate.body.idempotencyKey === key ? { ...candidate, attempts } : candidate,
            ),
          });
          this.cancelRetry = this.deps.schedule(() => void this.flush(), delay);
          return;
        }
        const message = error instanceof Error ? error.message : String(error);
        const errorKey = error instanceof ApiError ? error.key : undefined;
        this.update({
          inFlight: null,
          pending: this.without(key),
          refused: [...this.state.refused, { entry, message, ...(errorKey ? { key: errorKey } : {}) }],
        });
      }
    }
  }

  private without(key: string) {
    return this.state.pending.filter((candidate) => candidate.body.idempotencyKey !== key);
  }

  private update(change: Partial<OutboxState>, persist = 'pending' in change || 'refused' in change): void {
    this.state = { ...this.state, ...change };
    if (persist) this.write();
    for (const listener of this.listeners) listener();
  }

  /** What the device holds: waiting and refused entries (an older device stored the waiting list alone). */
  private read(): Pick<OutboxState, 'pending' | 'refused'> {
    try {
      const stored = JSON.parse(this.deps.storage.getItem(this.storageKey) ?? '[]') as unknown;
      if (Array.isArray(stored)) return { pending: stored as OutboxEntry[], refused: [] };
      const held = stored as Partial<Pick<OutboxState, 'pending' | 'refused'>> | null;
      return {
        pending: Array.isArray(held?.pending) ? held.pending : [],
        refused: Array.isArray(held?.refused) ? held.refused : [],
      };
    } catch {
      return { pending: [], refused: [] };
    }
  }

  private write(): void {
    const { pending, refused } = this.state;
    this.deps.storage.setItem(this.storageKey, JSON.stringify({ pending, refused }));
  }
}
