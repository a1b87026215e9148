import type { CheckInResult } from '../../../common/check-in';
import { ApiError } from '../../api/client';
import { isRetryable } from '../judging/score-outbox';

/**
 * The door's check-ins wait here until the server has them, as the judge's scores do (score-outbox.ts):
 * kept in local storage so a reload or a dead battery loses none, sent in order when the phone is back
 * online, each with the client id made at the tap so a resend of a lost answer checks in once. A refusal
 * (an unknown code, a cancelled registration) is kept with the server's reason until the volunteer reads
 * it and lets it go: nothing is dropped unseen.
 */
export interface CheckInEntry {
  token: string;
  clientId: string;
  at: string;
  /** The name the volunteer saw, or the code when the tap was made offline without a lookup. */
  label: string;
}
export interface RefusedCheckIn {
  entry: CheckInEntry;
  message: string;
  key?: string;
}
export interface CheckInOutboxState {
  pending: readonly CheckInEntry[];
  refused: readonly RefusedCheckIn[];
  /** The last answers, newest first, so the screen can say "checked in" or "already in since …". */
  done: readonly { entry: CheckInEntry; result: CheckInResult }[];
}

const EMPTY: CheckInOutboxState = { pending: [], refused: [], done: [] };
const DONE_MAX = 10;

export class CheckInOutbox {
  private state: CheckInOutboxState;
  private readonly listeners = new Set<() => void>();
  private flushing: Promise<void> | null = null;

  constructor(
    private readonly storageKey: string,
    private readonly send: (entry: CheckInEntry) => Promise<CheckInResult>,
    private readonly storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage,
    private readonly isOnline: () => boolean = () => navigator.onLine,
  ) {
    this.state = { ...EMPTY, ...this.read() };
  }

  getState = () => this.state;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  enqueue(entry: CheckInEntry) {
    // A second tap on the same person before the first left the device is the same check-in.
    if (this.state.pending.some((queued) => queued.token === entry.token)) return;
    this.update({ pending: [...this.state.pending, entry] });
    void this.flush();
  }

  dismiss(clientId: string) {
    this.update({ refused: this.state.refused.filter((refused) => refused.entry.clientId !== clientId) });
  }

  /** Sends what waits, oldest first; stops at the first failure worth retrying (the network, a 5xx). */
  flush(): Promise<void> {
    if (this.flushing) return this.flushing;
    this.flushing = (async () => {
      while (this.state.pending.length > 0 && this.isOnline()) {
        const entry = this.state.pending[0]!;
        try {
          const result = await this.send(entry);
          this.update({
            pending: this.state.pending.slice(1),
            done: [{ entry, result }, ...this.state.done].slice(0, DONE_MAX),
          });
        } catch (error) {
          if (isRetryable(error)) break;
          const refused: RefusedCheckIn = {
            entry,
            message: error instanceof Error ? error.message : String(error),
            key: error instanceof ApiError ? error.key : undefined,
          };
          this.update({ pending: this.state.pending.slice(1), refused: [...this.state.refused, refused] });
        }
      }
    })().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private read(): Partial<CheckInOutboxState> {
    try {
      const raw = this.storage.getItem(this.storageKey);
      return raw ? (JSON.parse(raw) as Partial<CheckInOutboxState>) : {};
    } catch {
      return {};
    }
  }

  private update(change: Partial<CheckInOutboxState>) {
    this.state = { ...this.state, ...change };
    try {
      this.storage.setItem(this.storageKey, JSON.stringify(this.state));
    } catch {
      // A full or blocked storage still leaves the queue in memory for this visit.
    }
    for (const listener of this.listeners) listener();
  }
}
