import type { Change } from '../http/change-message';
import type { ChangeListener } from '../http/changes';
import type { Viewer } from './viewer';

/** What every authenticated call checks of its account: who it is and which sessions are still valid. */
export interface AccountSession {
  viewer: Viewer;
  sessionVersion: number;
}

const MAX_ACCOUNTS = 10_000;
/** Only matters for a message lost without the connection noticing; a lost connection forgets all. */
const MAX_AGE_MS = 60_000;

/**
 * The session details of recent callers, kept by each app server so an authenticated call does not
 * wait for a query before its own work. Kept honest the way the public answer cache is: the database
 * announces every change at commit, the server that made a change forgets it before answering, and a
 * lost listening connection forgets everything.
 */
export class AccountCache implements ChangeListener {
  private readonly sessions = new Map<number, { session: AccountSession; storedAt: number }>();
  /** Rises with every change heard, so a read that raced with one is not kept. */
  private changes = 0;

  get generation(): number {
    return this.changes;
  }

  get(userId: number): AccountSession | undefined {
    const entry = this.sessions.get(userId);
    if (!entry) return undefined;
    if (Date.now() - entry.storedAt > MAX_AGE_MS) {
      this.sessions.delete(userId);
      return undefined;
    }
    return entry.session;
  }

  /** Keeps what a call read, unless a change was heard since it started reading (`generation`). */
  store(userId: number, session: AccountSession, generation: number): void {
    if (generation !== this.changes) return;
    if (this.sessions.size >= MAX_ACCOUNTS) {
      const oldest = this.sessions.keys().next().value;
      if (oldest !== undefined) this.sessions.delete(oldest);
    }
    this.sessions.set(userId, { session, storedAt: Date.now() });
  }

  forget(userId: number): void {
    this.changes++;
    this.sessions.delete(userId);
  }

  hear(change: Change): void {
    if (change.kind === 'account' && change.userId !== null) this.forget(change.userId);
    else this.reset();
  }

  reset(): void {
    this.changes++;
    this.sessions.clear();
  }
}
