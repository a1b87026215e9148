import { createHash, createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import type { TokenKeys } from '../auth/tokens';
import type { Viewer } from '../context';

/**
 * Who is asking, with the event credentials they carry besides their login: a partner's preview token
 * (draft events) and the access pass earned by entering an event's access code.
 */
export interface Caller {
  viewer: Viewer | null;
  previewToken?: string;
  accessPass?: string;
}

export const PREVIEW_TOKEN_HEADER = 'x-preview-token';
export const ACCESS_PASS_HEADER = 'x-access-pass';

const headerValue = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  const single = Array.isArray(value) ? value[0] : value;
  return single && single.length <= 1024 ? single : undefined;
};

/** Requests that only read: the only ones a preview token opens anything for. */
const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * The request's caller. A preview token is a read-only credential: it is dropped from every request
 * that may write (any method but GET and HEAD), so a like, a comment, a support message or a new
 * project (which would make its author a participant, a lasting seat in a private event) needs the
 * access the caller has without it.
 */
export function callerOf(request: FastifyRequest, previewToken?: string): Caller {
  const reads = READ_METHODS.has(request.method);
  return {
    viewer: request.viewer,
    previewToken: reads ? (previewToken ?? headerValue(request, PREVIEW_TOKEN_HEADER)) : undefined,
    accessPass: headerValue(request, ACCESS_PASS_HEADER),
  };
}

const PASS_AUDIENCE = 'showcase-access-pass';
export const ACCESS_PASS_TTL_SECONDS = 30 * 24 * 60 * 60;

/**
 * What a pass says of the code it was issued for: a keyed hash of the code's hash. A pass's payload is
 * readable by whoever holds it, and access codes are short, so a plain hash of the code would let one
 * pass be tried against every possible code offline; without the server's secret this reveals nothing.
 */
const codeMark = (keys: TokenKeys, codeHash: string) =>
  createHmac('sha256', keys.secret).update(`access-pass:${codeHash}`).digest('base64url');

/** A signed, expiring proof that the holder entered the event's current access code. */
export async function issueAccessPass(keys: TokenKeys, eventId: number, codeHash: string, expiresAt: Date) {
  return new SignJWT({ code: codeMark(keys, codeHash) })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(`event:${eventId}`)
    .setAudience(PASS_AUDIENCE)
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(keys.secret);
}

/** Valid only for this event and only while the code it was issued for is still the event's code. */
export async function isValidAccessPass(
  keys: TokenKeys,
  pass: string,
  eventId: number,
  codeHash: string | null,
) {
  if (!codeHash) return false;
  try {
    const { payload } = await jwtVerify(pass, keys.secret, {
      algorithms: ['HS256'],
      audience: PASS_AUDIENCE,
      // Every pass is issued with an expiry; one without it was not issued here.
      requiredClaims: ['exp'],
    });
    return payload.sub === `event:${eventId}` && payload.code === codeMark(keys, codeHash);
  } catch {
    return false;
  }
}

/** Access codes are short; the hash is salted with the event id so equal codes differ across events. */
export const hashAccessCode = (eventId: number, code: string) =>
  createHash('sha256').update(`${eventId}:${code.trim()}`).digest('hex');
