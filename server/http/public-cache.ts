import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PublicChangeFeed } from '../db/client';
import { ACCESS_PASS_HEADER, PREVIEW_TOKEN_HEADER } from '../events/credentials';

/** Bounds memory: a gallery answer is a few tens of KB, so this stays well under 100 MB. */
const MAX_ENTRIES = 2_000;
/**
 * A safety net, not the invalidation: answers derived from the clock (what is open right now) and a
 * missed notification can be stale for at most this long. Writes invalidate at once.
 */
const MAX_AGE_MS = 10_000;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

interface Answer {
  body: string;
  etag: string;
  eventId: number;
  storedAt: number;
}

/**
 * Serialised public answers (what an anonymous visitor gets) per event and request, dropped when the
 * event's public data changes. `generation` rises with every drop: an answer computed before it may be
 * stale, so it is not stored.
 */
export class PublicAnswerCache {
  private readonly answers = new Map<string, Answer>();
  /** One database trip per missing answer: concurrent misses of the same request wait for the first. */
  private readonly pending = new Map<string, Promise<Answer | null>>();
  generation = 0;
  /** The last announcement heard, so tests can wait for one of their own to arrive. */
  lastHeard = '';

  get(key: string, now = Date.now()): Answer | undefined {
    const answer = this.answers.get(key);
    if (answer && now - answer.storedAt > MAX_AGE_MS) {
      this.answers.delete(key);
      return undefined;
    }
    return answer;
  }

  waitFor(key: string): Promise<Answer | null> | undefined {
    return this.pending.get(key);
  }

  /** Marks `key` as being computed; the returned function settles it (with the answer, or null). */
  lead(key: string): (answer: Answer | null) => void {
    let settle: (answer: Answer | null) => void = () => undefined;
    const promise = new Promise<Answer | null>((resolve) => {
      settle = resolve;
    });
    this.pending.set(key, promise);
    return (answer) => {
      if (this.pending.get(key) === promise) this.pending.delete(key);
      settle(answer);
    };
  }

  store(key: string, answer: Answer, generation: number): void {
    if (generation !== this.generation) return;
    if (this.answers.size >= MAX_ENTRIES) {
      const oldest = this.answers.keys().next().value;
      if (oldest !== undefined) this.answers.delete(oldest);
    }
    this.answers.set(key, answer);
  }

  /** Drops one event's answers, or every answer for '*'. */
  drop(eventId: string): void {
    this.lastHeard = eventId;
    this.generation++;
    this.pending.clear();
    if (eventId === '*') {
      this.answers.clear();
      return;
    }
    const id = Number(eventId);
    for (const [key, answer] of this.answers) if (answer.eventId === id) this.answers.delete(key);
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Anonymous answers of this GET route are cached per event (see registerPublicCache). */
    publicCache?: boolean;
  }
  interface FastifyInstance {
    /** The public answer cache, when turned on. */
    publicAnswers?: PublicAnswerCache;
  }
  interface FastifyRequest {
    /** The event whose public data the answer shows; set by the handler, it makes the answer cacheable. */
    publicEventId: number | null;
  }
}

/** Records which event a public answer belongs to (call it once the event is resolved). */
export function markPublicAnswer(request: FastifyRequest, eventId: number): void {
  request.publicEventId = eventId;
}

/** No login, no preview token, no access pass: the answer is the same for every such caller. */
function isAnonymous(request: FastifyRequest): boolean {
  const { headers } = request;
  return (
    request.viewer === null &&
    !headers.authorization &&
    !headers[PREVIEW_TOKEN_HEADER] &&
    !headers[ACCESS_PASS_HEADER] &&
    !request.url.includes('previewToken')
  );
}

const etagOf = (body: string) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * Serves anonymous GETs of `publicCache` routes from memory. Correctness rests on two rules: the
 * database announces every commit that changes an event's public data (triggers, see the decision record
 * on the public answer cache), and a state-changing request answered by this server drops the answers
 * before its reply leaves, so the writer's next read here is fresh even before the announcement arrives.
 * Cached answers skip the handler, the response schema and JSON serialisation.
 */
export async function registerPublicCache(app: FastifyInstance, feed: PublicChangeFeed): Promise<void> {
  const cache = new PublicAnswerCache();
  app.decorate('publicAnswers', cache);
  const stop = await feed(
    (eventId) => cache.drop(eventId),
    () => cache.drop('*'),
  );
  app.addHook('onClose', async () => stop());
  app.decorateRequest('publicEventId', null);

  const leaders = new WeakMap<
    FastifyRequest,
    { key: string; generation: number; settle(a: Answer | null): void }
  >();
  const served = new WeakSet<FastifyRequest>();
  const keyOf = (request: FastifyRequest) => `${request.headers['x-event'] ?? ''} ${request.url}`;

  const send = (request: FastifyRequest, reply: import('fastify').FastifyReply, answer: Answer) => {
    served.add(request);
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('etag', answer.etag)
      .send(answer.body);
  };

  // Runs after authentication (registered later), so the viewer is known.
  app.addHook('onRequest', async (request, reply) => {
    if (!request.routeOptions.config.publicCache || request.method !== 'GET' || !isAnonymous(request)) return;
    const key = keyOf(request);
    const hit = cache.get(key);
    if (hit) return send(request, reply, hit);
    const pending = cache.waitFor(key);
    if (pending) {
      const answer = await pending;
      if (answer) return send(request, reply, answer);
    }
    leaders.set(request, { key, generation: cache.generation, settle: cache.lead(key) });
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!SAFE_METHODS.has(request.method)) {
      if (request.url.startsWith('/api-v2')) cache.drop('*');
      return payload;
    }
    const leader = leaders.get(request);
    if (!leader || served.has(request)) return payload;
    leaders.delete(request);
    if (reply.statusCode !== 200 || typeof payload !== 'string' || request.publicEventId === null) {
      leader.settle(null);
      return payload;
    }
    // The ETag plugin (registered earlier) has already tagged the body; cached copies keep that tag.
    const etag = reply.getHeader('etag');
    const answer = {
      body: payload,
      etag: typeof etag === 'string' ? etag : etagOf(payload),
      eventId: request.publicEventId,
      storedAt: Date.now(),
    };
    cache.store(leader.key, answer, leader.generation);
    // Those waiting arrived while this answer was being computed, so it is as fresh for them as for
    // this request, even when a change heard meanwhile keeps it out of the cache; they never go to the
    // database themselves (a wave of misses after every like would otherwise swamp the pool).
    leader.settle(answer);
    return payload;
  });

  // A request that failed before onSend must not leave its followers waiting.
  const release = async (request: FastifyRequest) => {
    leaders.get(request)?.settle(null);
    leaders.delete(request);
  };
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
}
