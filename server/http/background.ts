import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that must not hold up an answer (mail whose sending time would tell whether an account exists).
 * Failures are logged; `settled()` waits for what is running, so shutdown and tests can let it finish.
 */
export interface Background {
  run(name: string, task: () => Promise<void>): void;
  settled(): Promise<void>;
}

export function createBackground(log: FastifyBaseLogger): Background {
  const running = new Set<Promise<void>>();
  return {
    run(name, task) {
      const done: Promise<void> = Promise.resolve()
        .then(task)
        .catch((error: unknown) => log.error({ err: error, task: name }, 'background task failed'))
        .finally(() => running.delete(done));
      running.add(done);
    },
    async settled() {
      while (running.size) await Promise.allSettled([...running]);
    },
  };
}
