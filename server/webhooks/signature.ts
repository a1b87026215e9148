import { createHmac, randomBytes } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '../../common/webhooks';

/**
 * Signing as the Standard Webhooks convention has it (docs/integrations.md): the secret is `whsec_` and
 * the base64 of 24 random bytes; the signature is `v1,` and the base64 HMAC-SHA256, keyed with those
 * bytes, of `${webhook-id}.${webhook-timestamp}.${body}`.
 */
export const newWebhookSecret = () => `${WEBHOOK_SECRET_PREFIX}${randomBytes(24).toString('base64')}`;

export const newMessageId = () => `msg_${randomBytes(12).toString('base64url')}`;

export function signWebhook(secret: string, messageId: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.slice(WEBHOOK_SECRET_PREFIX.length), 'base64');
  const mac = createHmac('sha256', key).update(`${messageId}.${timestamp}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/** The headers of one signed attempt; the timestamp is the attempt's, so a retry is signed anew. */
export function signedHeaders(secret: string, messageId: string, body: string, now = new Date()) {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signWebhook(secret, messageId, timestamp, body),
  };
}
