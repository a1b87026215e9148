import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { routeOf } from '../logger';
import { type Change, formatChange, parseChange } from './change-message';
import type { ChangeListener } from './changes';
import { apiKeyOf, isAnonymous, type SentAnswer, writeAnswer } from './fast-hits';

/** Bounds memory: a gallery answer is a few tens of KB, so this stays well under 100 MB. */
const MAX_ENTRIES = 2_000;
/**
 * A safety net, not the invalidation: answers derived from the clock (what is open right now) and a
 * missed notification can be stale for at most this long. Writes invalidate at once.
 */
export const MAX_AGE_MS = 10_000;
/**
 * How long past MAX_AGE_MS a server-rendered page may still be sent once while a fresh one is rendered
 * behind it (see `stale`): a visitor who arrives after a quiet spell gets the page at once instead of
 * waiting for a render. Announcements still drop a page at once; this only bounds the clock's share.
 */
export const STALE_PAGE_MS = 60_000;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface Answer extends SentAnswer {
  body: string;
  eventId: number;
  storedAt: number;
  /** Set when the body shows like counts that can be patched in place (see LikeSlots). */
  likes?: LikeSlots;
  /** The answer's order or content depends on like counts in a way patching cannot fix: a like drops it. */
  dependsOnLikes?: boolean;
}

/**
 * The body cut around each `"metadataLikes":` number: `parts[i]` precedes the count of project `ids[i]`,
 * which was `base[i]` at `versions[i]` of its likes_version when read. `counted` is the event's like
 * version the body was last put together for.
 */
interface LikeSlots {
  parts: string[];
  ids: number[];
  base: number[];
  versions: number[];
  counted: number;
}

/** The projects whose like counts an answer shows, in order, with their likes versions as read. */
export interface LikeMarks {
  ids: readonly number[];
  versions: readonly number[];
  /** Likes decide the answer's order, so a like drops it instead of patching it. */
  ordered: boolean;
}

/**
 * Per event: the newest like count heard for each project with the project's likes version (announcements
 * can arrive out of order), and a version of the whole that rises with each count taken.
 */
interface EventLikes {
  version: number;
  counts: Map<number, { likes: number; version: number }>;
}

/** Like counts kept before the maps are cleared (with every answer), bounding memory. */
const MAX_COUNTS = 200_000;
const LIKES_FIELD = /"metadataLikes":(-?\d+)/g;

export const etagOf = (body: string) => `W/"${createHash('sha1').update(body).digest('base64')}"`;

/** Cuts `body` at its like counts when they are exactly those of the marked projects, in order. */
export function likeSlotsOf(body: string, { ids, versions }: Omit<LikeMarks, 'ordered'>): LikeSlots | null {
  const parts: string[] = [];
  const base: number[] = [];
  let from = 0;
  for (const match of body.matchAll(LIKES_FIELD)) {
    const numberAt = match.index + match[0].length - (match[1]?.length ?? 0);
    parts.push(body.slice(from, numberAt));
    base.push(Number(match[1]));
    from = match.index + match[0].length;
  }
  if (base.length !== ids.length || versions.length !== ids.length) return null;
  parts.push(body.slice(from));
  return { parts, ids: [...ids], base, versions: [...versions], counted: 0 };
}

/**
 * Serialised public answers (what an anonymous visitor gets) per event and request, dropped when the
 * event's public data changes. `generation` rises with every drop: an answer computed before it may be
 * stale, so it is not stored. Like counts are the exception: a like changes one number, which is patched
 * into the answers from `likes` instead of dropping them.
 */
export class PublicAnswerCache implements ChangeListener {
  private readonly answers = new Map<string, Answer>();
  /** One database trip per missing answer: concurrent misses of the same request wait for the first. */
  private readonly pending = new Map<string, Promise<Answer | null>>();
  private readonly likes = new Map<number, EventLikes>();
  private countsHeld = 0;
  generation = 0;
  /** Rises with every like heard: an answer that depends on likes computed before it is not stored. */
  likesGeneration = 0;
  /** Hears a message here at once and sends it to every app server (see listenForChanges). */
  announce: (message: string) => void = (message) => this.hear(parseChange(message));
  /** The last announcements heard, so tests can wait for one of their own to arrive. */
  readonly lastHeard: string[] = [];

  get(key: string, now = Date.now()): Answer | undefined {
    const answer = this.answers.get(key);
    if (!answer) return undefined;
    if (now - answer.storedAt > MAX_AGE_MS) {
      // Kept for `stale` while it may still be sent; no announcement has dropped it.
      if (now - answer.storedAt > MAX_AGE_MS + STALE_PAGE_MS) this.answers.delete(key);
      return undefined;
    }
    if (answer.likes) {
      const event = this.likes.get(answer.eventId);
      if (event && event.version !== answer.likes.counted) this.recount(answer, event);
    }
    return answer;
  }

  /** Puts the body back together with the newest counts heard; only when a like arrived since. */
  private recount(answer: Answer, event: EventLikes): void {
    const slots = answer.likes!;
    let body = slots.parts[0]!;
    for (let i = 0; i < slots.ids.length; i++) {
      // What was read from the database stands unless a newer count has been heard since.
      const heard = event.counts.get(slots.ids[i]!);
      const likes = heard && heard.version > slots.versions[i]! ? heard.likes : slots.base[i];
      body += String(likes) + slots.parts[i + 1];
    }
    slots.counted = event.version;
    if (body === answer.body) return;
    answer.body = body;
    answer.buffer = Buffer.from(body);
    answer.etag = etagOf(body);
    answer.wire = undefined;
  }

  /**
   * An answer past its age that no change has dropped, young enough to be sent once more while its
   * caller computes a fresh one (stale-while-revalidate); undefined when there is none or it is fresh.
   */
  stale(key: string, now = Date.now()): Answer | undefined {
    const answer = this.answers.get(key);
    if (!answer) return undefined;
    const age = now - answer.storedAt;
    return age > MAX_AGE_MS && age <= MAX_AGE_MS + STALE_PAGE_MS ? answer : undefined;
  }

  /**
   * A rendered page to send now: the fresh one, or a stale one while its fresh copy is being rendered
   * (server/spa/ssr-pages.ts sends the stale page meanwhile, so hits ahead of Fastify may too).
   */
  pageToSend(key: string, now = Date.now()): Answer | undefined {
    return this.get(key, now) ?? (this.pending.has(key) ? this.stale(key, now) : undefined);
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

  store(key: string, answer: Answer, generation: number, likesGeneration = this.likesGeneration): void {
    if (generation !== this.generation) return;
    if (answer.dependsOnLikes && likesGeneration !== this.likesGeneration) return;
    if (this.answers.size >= MAX_ENTRIES) {
      const oldest = this.answers.keys().next().value;
      if (oldest !== undefined) this.answers.delete(oldest);
    }
    this.answers.set(key, answer);
  }

  hear(change: Change): void {
    this.lastHeard.push(formatChange(change));
    if (this.lastHeard.length > 100) this.lastHeard.shift();
    if (change.kind === 'likes') this.heardLike(change);
    else if (change.kind === 'event') this.drop(change.eventId);
    else if (change.kind === 'all') this.drop('*');
    else this.drop(null);
  }

  private heardLike({ eventId, projectId, likes, version }: Change & { kind: 'likes' }): void {
    let event = this.likes.get(eventId);
    if (!event) {
      event = { version: 0, counts: new Map() };
      this.likes.set(eventId, event);
    }
    const known = event.counts.get(projectId);
    if (known && known.version >= version) return;
    if (!known && ++this.countsHeld > MAX_COUNTS) {
      this.reset();
      return;
    }
    this.likesGeneration++;
    event.counts.set(projectId, { likes, version });
    event.version++;
    for (const [key, answer] of this.answers) {
      if (answer.dependsOnLikes && answer.eventId === eventId) this.answers.delete(key);
    }
  }

  /**
   * Drops one event's answers, or every answer for '*'; null drops none, but answers being computed are
   * not stored (what was heard may be news to them).
   */
  drop(eventId: number | '*' | null): void {
    this.generation++;
    this.pending.clear();
    if (eventId === '*') {
      this.answers.clear();
      return;
    }
    for (const [key, answer] of this.answers) if (answer.eventId === eventId) this.answers.delete(key);
  }

  /** Messages may have been missed: forget every answer and count. */
  reset(): void {
    this.likes.clear();
    this.countsHeld = 0;
    this.drop('*');
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Anonymous answers of this GET route are cached per event (see registerPublicCache). */
    publicCache?: boolean;
    /**
     * This write changes public pages only through like counts, which the cache patches from the
     * database's announcements: it does not drop this server's answers (the handler waits for its
     * announcement instead, see PublicAnswerCache.likeHeard).
     */
    changesOnlyLikeCounts?: boolean;
    /** This write changes nothing a public page shows (a project view count), so no answer is dropped. */
    changesNoPublicAnswer?: boolean;
  }
  interface FastifyInstance {
    /** The public answer cache, when turned on. */
    publicAnswers?: PublicAnswerCache;
  }
  interface FastifyRequest {
    /** The event whose public data the answer shows; set by the handler, it makes the answer cacheable. */
    publicEventId: number | null;
    /** The projects whose like counts the answer shows (see markLikeCounts). */
    publicLikes: LikeMarks | null;
    /** The rendered page this request sent from or into the cache (see server/spa/ssr-pages.ts). */
    publicPage: Answer | null;
  }
}

/** Records which event a public answer belongs to (call it once the event is resolved). */
export function markPublicAnswer(request: FastifyRequest, eventId: number): void {
  request.publicEventId = eventId;
}

/**
 * Records the projects whose like counts the answer shows, in the order it shows them, with their likes
 * versions as read, so a like patches the cached answer instead of dropping it.
 */
export function markLikeCounts(request: FastifyRequest, marks: LikeMarks): void {
  request.publicLikes = marks;
}

/** Headers that belong to one response, not to the answer: Node and Fastify set them per response. */
const PER_RESPONSE = new Set([
  'content-length',
  'etag',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
]);

/** The headers a leader's answer left with (security headers, cache-control, vary…), to send with copies. */
function answerHeaders(reply: FastifyReply): Record<string, string | string[]> | null {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (name === 'set-cookie') return null;
    if (value === undefined || PER_RESPONSE.has(name)) continue;
    headers[name] = typeof value === 'number' ? String(value) : value;
  }
  return headers;
}

/**
 * A page's answer stored by the page renderer is served from memory by Fastify's handler; once its first
 * copy has left with every hook's headers, hits can be answered ahead of Fastify with the same headers.
 */
function keepPageHeaders(request: FastifyRequest, reply: FastifyReply): void {
  const page = request.publicPage;
  if (!page || page.headers || request.method !== 'GET' || reply.statusCode !== 200) return;
  const headers = answerHeaders(reply);
  if (!headers) return;
  page.route = routeOf(request);
  page.headers = headers;
}

/**
 * Serves anonymous GETs of `publicCache` routes from memory. Correctness rests on two rules: the
 * database announces every commit that changes an event's public data (triggers, see the decision record
 * on the public answer cache), and a state-changing request answered by this server drops the answers
 * before its reply leaves, so the writer's next read here is fresh even before the announcement arrives
 * (likes: once it has arrived). Hits over HTTP are answered before Fastify (fast-hits.ts); those that
 * reach it (app.inject, server rendering's reads) are answered by the first hook of the request, with the
 * headers the answer was first sent with: the security headers, authentication, the handler, the
 * response schema and JSON serialisation are all skipped. Register it before the other hooks.
 */
export function registerPublicCache(
  app: FastifyInstance,
  /** The cache, made before the app when hits are also answered ahead of Fastify (see fast-hits.ts). */
  cache: PublicAnswerCache,
  /** Also dropped, with every answer, when this server changes public data. */
  alsoDropped?: ChangeListener,
): PublicAnswerCache {
  app.decorate('publicAnswers', cache);
  app.decorateRequest('publicEventId', null);
  app.decorateRequest('publicLikes', null);
  app.decorateRequest('publicPage', null);

  interface Leader {
    key: string;
    generation: number;
    likesGeneration: number;
    settle(a: Answer | null): void;
    answer?: Answer;
  }
  const leaders = new WeakMap<FastifyRequest, Leader>();
  const served = new WeakSet<FastifyRequest>();

  // Written straight to the socket: Fastify's send, its onSend and onResponse hooks (and the log line of
  // the response) are skipped; its onResponse hooks and access line are not.
  const send = (request: FastifyRequest, reply: FastifyReply, answer: Answer) => {
    served.add(request);
    reply.hijack();
    writeAnswer(request.raw, reply.raw, answer);
    return reply;
  };

  app.addHook('onRequest', async (request, reply) => {
    if (
      !request.routeOptions.config.publicCache ||
      request.method !== 'GET' ||
      !isAnonymous(request.headers, request.url)
    )
      return;
    const key = apiKeyOf(request.headers, request.url);
    const hit = cache.get(key);
    if (hit?.headers) return send(request, reply, hit);
    const pending = cache.waitFor(key);
    if (pending) {
      const answer = await pending;
      if (answer?.headers) return send(request, reply, answer);
    }
    leaders.set(request, {
      key,
      generation: cache.generation,
      likesGeneration: cache.likesGeneration,
      settle: cache.lead(key),
    });
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!SAFE_METHODS.has(request.method)) {
      const { changesOnlyLikeCounts, changesNoPublicAnswer } = request.routeOptions.config;
      if (request.url.startsWith('/api-v2') && !changesOnlyLikeCounts && !changesNoPublicAnswer) {
        cache.drop('*');
        alsoDropped?.reset();
      }
      return payload;
    }
    const leader = leaders.get(request);
    if (!leader || served.has(request)) return payload;
    if (reply.statusCode !== 200 || typeof payload !== 'string' || request.publicEventId === null)
      return payload;
    // The ETag plugin (registered earlier) has already tagged the body with the same hash as etagOf.
    const etag = reply.getHeader('etag');
    const marked = request.publicLikes;
    const likes = marked && !marked.ordered ? likeSlotsOf(payload, marked) : null;
    leader.answer = {
      body: payload,
      buffer: Buffer.from(payload),
      etag: typeof etag === 'string' ? etag : etagOf(payload),
      eventId: request.publicEventId,
      storedAt: Date.now(),
      ...(likes ? { likes } : {}),
      // Counts the handler did not account for cannot be patched: such an answer goes with any like.
      dependsOnLikes: !likes && (marked !== null || payload.includes('"metadataLikes":')),
    };
    return payload;
  });

  // Stored once sent, when every hook has set its headers; a request that failed settles with null, so
  // its followers do not wait forever.
  const settle = async (request: FastifyRequest, reply: FastifyReply) => {
    keepPageHeaders(request, reply);
    const leader = leaders.get(request);
    if (!leader) return;
    leaders.delete(request);
    const { answer } = leader;
    const headers = answer && reply.statusCode === 200 ? answerHeaders(reply) : null;
    if (!answer || !headers) return leader.settle(null);
    answer.headers = headers;
    answer.route = routeOf(request);
    cache.store(leader.key, answer, leader.generation, leader.likesGeneration);
    // Those waiting arrived while this answer was being computed, so it is as fresh for them as for
    // this request, even when a change heard meanwhile keeps it out of the cache; they never go to the
    // database themselves (a wave of misses after every like would otherwise swamp the pool).
    leader.settle(answer);
  };
  app.addHook('onResponse', settle);
  app.addHook('onRequestAbort', async (request) => {
    leaders.get(request)?.settle(null);
    leaders.delete(request);
  });
  return cache;
}
