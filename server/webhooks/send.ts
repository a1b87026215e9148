import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { WEBHOOK_RESPONSE_KEEP } from '../../common/webhooks';
import { type ResolvedAddress, type Resolver, resolveTarget, TargetRefused } from './target';

export interface SendOptions {
  allowPrivate: boolean;
  timeoutMs: number;
  resolve?: Resolver;
}

export interface SendResult {
  /** The receiver's HTTP status; null when there was no answer. */
  status: number | null;
  ok: boolean;
  /** The start of the receiver's answer, kept for the delivery log. */
  body: string | null;
  /** Why there was no usable answer: refused address, timeout, connection error, redirect. */
  error: string | null;
  durationMs: number;
}

/** A lookup that answers with the address already checked, whatever DNS would say now. */
const pinnedLookup =
  (target: ResolvedAddress): LookupFunction =>
  (_hostname, options, callback) => {
    if (options?.all) (callback as (e: null, a: ResolvedAddress[]) => void)(null, [target]);
    else callback(null, target.address, target.family);
  };

/**
 * POSTs a body once. Plain node:http(s) rather than fetch: Node's fetch follows redirects unless told not
 * to and offers no way to pin the connection to a checked address without a separate undici package,
 * while http.request never follows a redirect and takes a `lookup`. TLS still verifies the certificate
 * against the host name (the name is kept as the server name). The whole attempt, connecting included,
 * is cut at the timeout.
 */
export async function postOnce(
  rawUrl: string,
  body: string,
  headers: Record<string, string>,
  options: SendOptions,
): Promise<SendResult> {
  const started = Date.now();
  const done = (partial: Omit<SendResult, 'durationMs' | 'ok'>): SendResult => ({
    ...partial,
    ok: partial.status !== null && partial.status >= 200 && partial.status < 300,
    durationMs: Date.now() - started,
  });
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return done({ status: null, body: null, error: 'Not a valid address' });
  }
  let target: ResolvedAddress;
  try {
    target = await resolveTarget(url, options);
  } catch (error) {
    if (error instanceof TargetRefused) return done({ status: null, body: null, error: error.message });
    throw error;
  }
  const client = url.protocol === 'https:' ? https : http;
  const signal = AbortSignal.timeout(options.timeoutMs);
  return new Promise<SendResult>((resolve) => {
    let settled = false;
    const finish = (result: Omit<SendResult, 'durationMs' | 'ok'>) => {
      if (settled) return;
      settled = true;
      resolve(done(result));
    };
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'Showcase-Webhooks/1',
          ...headers,
        },
        // A fresh connection each time: a pooled socket could belong to an earlier, other answer of DNS.
        agent: false,
        lookup: pinnedLookup(target),
        signal,
      },
      (response) => {
        const status = response.statusCode ?? null;
        const chunks: Buffer[] = [];
        let kept = 0;
        response.on('data', (chunk: Buffer) => {
          if (kept < WEBHOOK_RESPONSE_KEEP) {
            chunks.push(chunk);
            kept += chunk.length;
          }
          if (kept >= WEBHOOK_RESPONSE_KEEP) response.destroy();
        });
        const end = () => {
          const text = Buffer.concat(chunks).toString('utf8').slice(0, WEBHOOK_RESPONSE_KEEP);
          const redirect =
            status !== null && status >= 300 && status < 400
              ? `Redirect to ${response.headers.location ?? '(no location)'} not followed`
              : null;
          finish({ status, body: text || null, error: redirect });
        };
        response.on('end', end);
        response.on('close', end);
        response.on('error', end);
      },
    );
    request.on('error', (error: Error & { code?: string }) => {
      const timedOut = signal.aborted;
      finish({
        status: null,
        body: null,
        error: timedOut
          ? `No answer within ${Math.round(options.timeoutMs / 1000)} s`
          : `Connection failed (${error.code ?? error.message})`,
      });
    });
    request.end(body);
  });
}
