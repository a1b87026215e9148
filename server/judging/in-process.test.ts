import { describe, expect, it } from 'vitest';
import { createBatcher, createSingleFlight } from './in-process';

describe('createBatcher', () => {
  it('hands requests that arrive while a batch runs to the next batch, answering each in order', async () => {
    const batches: number[][] = [];
    const submit = createBatcher<number, number>(async (_key, batch) => {
      batches.push(batch);
      await new Promise((resolve) => setTimeout(resolve, 10));
      return batch.map((n) => n * 10);
    });
    const first = submit(1, 1);
    const rest = [2, 3, 4].map((n) => submit(1, n));
    const other = submit(2, 5);
    expect(await Promise.all([first, ...rest, other])).toEqual([10, 20, 30, 40, 50]);
    expect(batches).toEqual([[1], [5], [2, 3, 4]]);
  });

  it('fails only the batch that threw, and keeps going', async () => {
    const submit = createBatcher<number, number>(async (_key, batch) => {
      if (batch.includes(0)) throw new Error('boom');
      return batch;
    });
    await expect(submit(1, 0)).rejects.toThrow('boom');
    await expect(submit(1, 7)).resolves.toBe(7);
  });
});

describe('createSingleFlight', () => {
  it('shares one running call among callers of the same key, and starts afresh afterwards', async () => {
    const load = createSingleFlight<number>();
    let calls = 0;
    const work = async () => {
      const call = ++calls;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return call;
    };
    expect(await Promise.all([load(1, work), load(1, work), load(2, work)])).toEqual([1, 1, 2]);
    expect(await load(1, work)).toBe(3);
  });
});
