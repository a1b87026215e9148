import { executionAsyncResource } from 'node:async_hooks';

/**
 * Node builds the object of every `process.nextTick` as a literal with two symbol keys
 * (`lib/internal/process/task_queues.js`), and V8 holds the shapes that literal goes through only as long
 * as something uses them. A hit makes about ten ticks inside Node's HTTP server and nothing keeps one
 * between bursts of requests, so a full collection can drop those shapes; once they have been made again
 * a few times, nextTick's optimised code defines the object's properties the generic way, for the rest
 * of the process. Measured: 15–17 % of a server's CPU in nextTick, about 4.5 µs a cached read, in most
 * processes (docs/decisions/036-tick-shapes-kept.md). One tick object of each kind kept for the life of
 * the process, from its first moments (before the builds of `start.mjs` collect), keeps those shapes,
 * and nextTick stays at about 1 %.
 */
const kept = [];

/**
 * Keeps a tick object without and with arguments (Node stores `args` as undefined or an array).
 * @returns {Promise<readonly object[]>} what is kept
 */
export function keepTickShapes() {
  return new Promise((resolve) => {
    process.nextTick(() => kept.push(executionAsyncResource()));
    process.nextTick((_argument) => {
      kept.push(executionAsyncResource());
      resolve(kept);
    }, undefined);
  });
}
