import { describe, expect, it } from 'vitest';
import type { LookResult } from '../../../common/judging';
import { idempotencyKey } from '../../../common/judging';
import { ApiError } from '../../api/client';
import {
  isRetryable,
  newIdempotencyKey,
  type OutboxDeps,
  type OutboxEntry,
  RETRY_MAX_MS,
  retryDelay,
  ScoreOutbox,
} from './score-outbox';

/** A phone in a hall: storage that survives a reload, a switchable connection and a server that counts. */
function hall() {
  const stored = new Map<string, string>();
  const server = { stored: new Map<string, number>(), calls: [] as string[] };
  const net = { online: true, failNext: 0, loseAnswerOfNext: 0, refuseNext: null as ApiError | null };
  const timers: { run: () => void; at: number; cancelled: boolean }[] = [];
  let clock = 1000;
  const deps: OutboxDeps = {
    storage: { getItem: (key) => stored.get(key) ?? null, setItem: (key, value) => stored.set(key, value) },
    isOnline: () => net.online,
    now: () => clock,
    random: () => 0.5,
    schedule: (run, ms) => {
      const timer = { run, at: clock + ms, cancelled: false };
      timers.push(timer);
      return () => {
        timer.cancelled = true;
      };
    },
    send: async (entry: OutboxEntry): Promise<LookResult> => {
      const key = entry.body.idempotencyKey;
      server.calls.push(key);
      if (!net.online || net.failNext > 0) {
        net.failNext = Math.max(0, net.failNext - 1);
        throw new TypeError('Failed to fetch');
      }
      if (net.refuseNext) {
        const error = net.refuseNext;
        net.refuseNext = null;
        throw error;
      }
      const replayed = server.stored.has(key);
      if (!replayed) server.stored.set(key, entry.lookId);
      if (net.loseAnswerOfNext > 0) {
        net.loseAnswerOfNext -= 1;
        throw new TypeError('Failed to fetch');
      }
      return {
        lookId: entry.lookId,
        status: 'done',
        finishedAt: new Date(clock).toISOString(),
        replayed,
        late: false,
      };
    },
  };
  /** Lets time pass, running the retries that fall due. */
  const advance = async (ms: number) => {
    clock += ms;
    for (const timer of timers.splice(0)) {
      if (timer.cancelled) continue;
      if (timer.at <= clock) timer.run();
      else timers.push(timer);
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { deps, stored, server, net, advance, timers };
}

const look = (lookId: number, key = newIdempotencyKey()) => ({
  action: 'submit' as const,
  body: { idempotencyKey: key, scores: [{ criterionId: 1, score: 4 }], note: null },
  eventId: 7,
  roundId: 3,
  lookId,
  projectTitle: `Project ${lookId}`,
});

describe('the score outbox', () => {
  it('makes keys the server accepts, different every time', () => {
    const keys = new Set(Array.from({ length: 200 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(200);
    for (const key of keys) expect(idempotencyKey.safeParse(key).success).toBe(true);
  });

  it('sends at once when online and remembers when the last one arrived', async () => {
    const { deps, server } = hall();
    const outbox = new ScoreOutbox('box', deps);
    outbox.enqueue(look(1));
    await outbox.flush();
    expect(server.stored.size).toBe(1);
    expect(outbox.getState().pending).toEqual([]);
    expect(outbox.getState().lastSentAt).toBe(1000);
  });

  it('keeps offline scores on the device, across a reload, and sends each once when back online', async () => {
    const { deps, server, net } = hall();
    net.online = false;
    const before = new ScoreOutbox('box', deps);
    before.enqueue(look(1));
    before.enqueue(look(2));
    await before.flush();
    expect(server.calls).toEqual([]);
    expect(before.getState().pending).toHaveLength(2);

    // The page reloads while still offline: the entries are read back from storage.
    const after = new ScoreOutbox('box', deps);
    expect(after.getState().pending.map((entry) => entry.lookId)).toEqual([1, 2]);
    net.online = true;
    await after.flush();
    expect([...server.stored.values()]).toEqual([1, 2]);
    expect(server.calls).toHaveLength(2);
    expect(new ScoreOutbox('box', deps).getState().pending).toEqual([]);
  });

  it('keeps a graded pairwise answer whole across a reload, "about the same" without a choice', async () => {
    const { deps, server, net } = hall();
    net.online = false;
    const before = new ScoreOutbox('box', deps);
    const graded = (lookId: number, body: object) => ({
      ...look(lookId),
      body: { idempotencyKey: newIdempotencyKey(), ...body },
    });
    before.enqueue(graded(1, { preferred: 'previous', margin: 'much' }));
    before.enqueue(graded(2, { margin: 'same' }));
    await before.flush();
    const after = new ScoreOutbox('box', deps);
    expect(after.getState().pending.map(({ body }) => body)).toMatchObject([
      { preferred: 'previous', margin: 'much' },
      { margin: 'same' },
    ]);
    expect(after.getState().pending[1]!.body).not.toHaveProperty('preferred');
    net.online = true;
    await after.flush();
    expect(server.stored.size).toBe(2);
  });

  it('retries with the same key after a lost answer, so the server stores the score once', async () => {
    const { deps, server, net, advance } = hall();
    const sent: boolean[] = [];
    const outbox = new ScoreOutbox('box', {
      ...deps,
      onSent: (_entry, result) => sent.push(result.replayed),
    });
    net.loseAnswerOfNext = 1;
    const entry = outbox.enqueue(look(1));
    await outbox.flush();
    expect(outbox.getState().pending).toHaveLength(1);
    expect(outbox.getState().retryAt).not.toBeNull();
    await advance(RETRY_MAX_MS);
    expect(server.calls).toEqual([entry.body.idempotencyKey, entry.body.idempotencyKey]);
    expect(server.stored.size).toBe(1);
    expect(sent).toEqual([true]);
    expect(outbox.getState().pending).toEqual([]);
  });

  it('waits longer after each failure, up to half a minute, and keeps the order', async () => {
    const { deps, server, net, advance, timers } = hall();
    const outbox = new ScoreOutbox('box', deps);
    net.failNext = 3;
    const first = outbox.enqueue(look(1));
    outbox.enqueue(look(2));
    await outbox.flush();
    const waits: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const timer = timers.find((candidate) => !candidate.cancelled);
      waits.push((timer?.at ?? 0) - deps.now());
      // The retry runs when its time comes, without anyone asking.
      await advance(RETRY_MAX_MS);
    }
    expect(waits).toEqual([750, 1500, 3000]);
    expect(server.calls.slice(0, 4).every((key) => key === first.body.idempotencyKey)).toBe(true);
    expect([...server.stored.values()]).toEqual([1, 2]);
  });

  it('sets aside what the server refuses for good and goes on with the rest', async () => {
    const { deps, server, net } = hall();
    const outbox = new ScoreOutbox('box', deps);
    net.refuseNext = new ApiError(409, 'The round is not open', 'judging.roundNotOpen');
    outbox.enqueue(look(1));
    outbox.enqueue(look(2));
    await outbox.flush();
    expect(outbox.getState().refused.map(({ entry, message }) => [entry.lookId, message])).toEqual([
      [1, 'The round is not open'],
    ]);
    expect([...server.stored.values()]).toEqual([2]);
    outbox.dismissRefused();
    expect(outbox.getState().refused).toEqual([]);
  });

  it('keeps a refused score on the device, with the reason, across a reload, until the judge decides', async () => {
    const { deps, server, net } = hall();
    const outbox = new ScoreOutbox('box', deps);
    net.refuseNext = new ApiError(400, 'Score 11 is above 10', 'judging.invalidScoreSheet');
    outbox.enqueue(look(1));
    await outbox.flush();
    expect(server.stored.size).toBe(0);
    // A reload (or a flat battery) does not lose it: a new outbox reads it back from storage.
    const reloaded = new ScoreOutbox('box', deps);
    expect(reloaded.getState().refused).toEqual([
      expect.objectContaining({ message: 'Score 11 is above 10', key: 'judging.invalidScoreSheet' }),
    ]);
    const refusedKey = reloaded.getState().refused[0]!.entry.body.idempotencyKey;
    reloaded.retryRefused(refusedKey);
    await reloaded.flush();
    expect(reloaded.getState().refused).toEqual([]);
    expect([...server.stored.values()]).toEqual([1]);
  });

  it('reads the waiting list an older version stored', () => {
    const { deps } = hall();
    deps.storage.setItem('box', JSON.stringify([{ ...look(3), queuedAt: 0, attempts: 0 }]));
    expect(new ScoreOutbox('box', deps).getState().pending.map((entry) => entry.lookId)).toEqual([3]);
  });

  it('gives back an entry that has not left the device', async () => {
    const { deps, server, net } = hall();
    net.online = false;
    const outbox = new ScoreOutbox('box', deps);
    const entry = outbox.enqueue(look(1));
    expect(outbox.withdraw(entry.body.idempotencyKey)?.lookId).toBe(1);
    expect(outbox.withdraw(entry.body.idempotencyKey)).toBeNull();
    net.online = true;
    await outbox.flush();
    expect(server.calls).toEqual([]);
  });

  it('tells network and server trouble from a refusal', () => {
    expect(isRetryable(new TypeError('Failed to fetch'))).toBe(true);
    expect(isRetryable(new ApiError(503, 'down'))).toBe(true);
    expect(isRetryable(new ApiError(401, 'token is expired'))).toBe(true);
    expect(isRetryable(new ApiError(429, 'slow down'))).toBe(true);
    expect(isRetryable(new ApiError(400, 'bad sheet'))).toBe(false);
    expect(isRetryable(new ApiError(409, 'finished'))).toBe(false);
    expect(retryDelay(1, 1)).toBe(1000);
    expect(retryDelay(10, 1)).toBe(RETRY_MAX_MS);
  });
});
