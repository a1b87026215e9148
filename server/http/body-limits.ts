import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';

/**
 * The limits every request body meets, in one place: its size (Fastify's bodyLimit), how deeply its
 * JSON may nest (below), and how long it may take to arrive (the REQUEST_TIMEOUT_SECONDS setting,
 * server/config.ts). Free-form JSON fields also have a size of their own (common/schemas/free-form.ts).
 */
export const BODY_LIMIT_BYTES = 1024 * 1024;
export const JSON_DEPTH_MAX = 32;

/** How deeply a parsed value nests, counted without recursion (a hostile body may nest thousands deep). */
export function nestingDepth(value: unknown, stopAbove = JSON_DEPTH_MAX): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== 'object' || Buffer.isBuffer(item)) continue;
    const level = depth + 1;
    if (level > deepest) deepest = level;
    if (deepest > stopAbove) return deepest;
    for (const child of Object.values(item as Record<string, unknown>)) stack.push([child, level]);
  }
  return deepest;
}

/** Refuses a JSON body nested past JSON_DEPTH_MAX with a 400, before any schema or service sees it. */
export async function rejectDeepJson(request: FastifyRequest): Promise<void> {
  if (nestingDepth(request.body) > JSON_DEPTH_MAX) {
    throw new AppError('bad_request', `JSON may be nested at most ${JSON_DEPTH_MAX} levels deep`);
  }
}

/**
 * Cuts a request whose body has not fully arrived `timeoutMs` after its headers: Node's own
 * requestTimeout does not end a request already handed to the server, so a client sending a byte
 * now and then would hold its socket and its request for ever.
 */
export function cutSlowBodies(timeoutMs: number) {
  return async (request: FastifyRequest): Promise<void> => {
    const { raw } = request;
    const length = raw.headers['content-length'];
    const hasBody =
      (length !== undefined && length !== '0') || raw.headers['transfer-encoding'] !== undefined;
    // Only the body's arrival is timed: an answer that streams for long (a live feed) is never cut.
    if (raw.complete || !hasBody) return;
    const timer = setTimeout(() => {
      if (!raw.complete) raw.destroy();
    }, timeoutMs);
    timer.unref();
    const stop = () => clearTimeout(timer);
    raw.once('end', stop);
    raw.once('close', stop);
  };
}
