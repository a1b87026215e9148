/** Coordination of concurrent requests inside one app server (assignment's hot path). */

/**
 * Gathers requests for one key while a batch of that key is being handled, and hands them to `handle`
 * together once it is done: a burst of a hundred judges becomes a few batches, each taking the round's
 * lock once, instead of a hundred waits for it (each holding a pooled connection). `handle` answers
 * each request of its batch, in order; if it throws, every request of that batch gets the error.
 */
export function createBatcher<Req, Res>(handle: (key: number, batch: Req[]) => Promise<Res[]>) {
  const waiting = new Map<
    number,
    { request: Req; resolve(value: Res): void; reject(error: unknown): void }[]
  >();
  const draining = new Set<number>();
  async function drain(key: number) {
    draining.add(key);
    try {
      for (let batch = waiting.get(key) ?? []; batch.length; batch = waiting.get(key) ?? []) {
        waiting.delete(key);
        try {
          const answers = await handle(
            key,
            batch.map((item) => item.request),
          );
          for (const [i, item] of batch.entries()) item.resolve(answers[i]!);
        } catch (error) {
          for (const item of batch) item.reject(error);
        }
      }
    } finally {
      draining.delete(key);
    }
  }
  return function submit(key: number, request: Req): Promise<Res> {
    return new Promise<Res>((resolve, reject) => {
      waiting.set(key, [...(waiting.get(key) ?? []), { request, resolve, reject }]);
      if (!draining.has(key)) void drain(key);
    });
  };
}

/**
 * Calls for one key made while one is under way share its answer ("single flight"): a hundred judges
 * asking at once cause one load of the round, not a hundred. The answer is as fresh as the load that
 * was already running, so use it only for what may lag a moment behind.
 */
export function createSingleFlight<V>() {
  const inFlight = new Map<number, Promise<V>>();
  return function load(key: number, work: () => Promise<V>): Promise<V> {
    const running = inFlight.get(key);
    if (running) return running;
    const started = work().finally(() => inFlight.delete(key));
    inFlight.set(key, started);
    return started;
  };
}
