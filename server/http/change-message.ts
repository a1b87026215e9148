/**
 * The announcements app servers hear on the public changes channel, in one typed form. The database's
 * triggers write the wire form (migrations 0011, 0013, 0015: an event id, '*', 'account:<id>'), and so does
 * a like's statement (server/projects/likes.ts: '<event>:<project>:<likes>:<likes version>'). The listening
 * connection parses each message once (server/http/changes.ts) and hands the listeners this union.
 */
export type Change =
  /** Every event may have changed ('*'): forget every answer. */
  | { kind: 'all' }
  /** One event's public data changed. */
  | { kind: 'event'; eventId: number }
  /** A project's like count; `version` orders counts that arrive out of order. */
  | { kind: 'likes'; eventId: number; projectId: number; likes: number; version: number }
  /** One account changed (its role, its password, its removal); `userId` null: any account may have. */
  | { kind: 'account'; userId: number | null }
  /**
   * A message of no form above. Tests send such markers to learn that what was sent before them has been
   * heard; a listener that cannot tell what it means forgets what it keeps.
   */
  | { kind: 'other'; message: string };

const ACCOUNT_PREFIX = 'account:';
const isId = (value: number) => Number.isSafeInteger(value) && value >= 0;

export function parseChange(message: string): Change {
  if (message === '*') return { kind: 'all' };
  if (message.startsWith(ACCOUNT_PREFIX)) {
    const tail = message.slice(ACCOUNT_PREFIX.length);
    const userId = Number(tail);
    return { kind: 'account', userId: tail !== '' && isId(userId) ? userId : null };
  }
  const parts = message.split(':').map(Number);
  if (parts.length === 1 && message !== '' && isId(parts[0]!)) return { kind: 'event', eventId: parts[0]! };
  if (parts.length === 4 && parts.every(isId)) {
    const [eventId, projectId, likes, version] = parts as [number, number, number, number];
    return { kind: 'likes', eventId, projectId, likes, version };
  }
  return { kind: 'other', message };
}

export function formatChange(change: Change): string {
  switch (change.kind) {
    case 'all':
      return '*';
    case 'event':
      return String(change.eventId);
    case 'likes':
      return [change.eventId, change.projectId, change.likes, change.version].join(':');
    case 'account':
      return `${ACCOUNT_PREFIX}${change.userId ?? '*'}`;
    case 'other':
      return change.message;
  }
}
