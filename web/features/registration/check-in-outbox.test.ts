import { describe, expect, it } from 'vitest';
import type { CheckInResult } from '../../../common/check-in';
import { ApiError } from '../../api/client';
import { type CheckInEntry, CheckInOutbox } from './check-in-outbox';

const memory = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, v: string) => void items.set(key, v),
  };
};
const entry = (token: string): CheckInEntry => ({
  token,
  clientId: `c-${token}`,
  at: '2026-11-27T00:00:00Z',
  label: token,
});
const result = { alreadyCheckedIn: false, registrant: { name: 'Ada' } } as unknown as CheckInResult;

describe('the check-in outbox', () => {
  it('keeps taps offline, across a reload, and sends them once online', async () => {
    const storage = memory();
    let online = false;
    const sent: string[] = [];
    const send = async (e: CheckInEntry) => {
      sent.push(e.clientId);
      return result;
    };
    const outbox = new CheckInOutbox('k', send, storage, () => online);
    outbox.enqueue(entry('a'));
    outbox.enqueue(entry('a')); // a double tap before it left
    await outbox.flush();
    expect(outbox.getState().pending).toHaveLength(1);
    const reloaded = new CheckInOutbox('k', send, storage, () => online);
    online = true;
    await reloaded.flush();
    expect(sent).toEqual(['c-a']);
    expect(reloaded.getState()).toMatchObject({ pending: [], done: [{ entry: { token: 'a' } }] });
  });

  it('retries after a network failure or 5xx and keeps a refusal with its reason until dismissed', async () => {
    let answer: Error | null = new TypeError('Failed to fetch');
    const outbox = new CheckInOutbox(
      'k',
      async () => {
        if (answer) throw answer;
        return result;
      },
      memory(),
      () => true,
    );
    outbox.enqueue(entry('a'));
    await outbox.flush();
    expect(outbox.getState().pending).toHaveLength(1);
    answer = new ApiError(404, 'No registration of this event has that code', 'checkIn.error.unknownCode');
    await outbox.flush();
    expect(outbox.getState()).toMatchObject({
      pending: [],
      refused: [{ entry: { token: 'a' }, key: 'checkIn.error.unknownCode' }],
    });
    outbox.dismiss('c-a');
    expect(outbox.getState().refused).toEqual([]);
  });
});
