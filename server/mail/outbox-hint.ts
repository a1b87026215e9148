import { outboxRoutes } from '../../common/contract/routes/outbox';
import type { Config } from '../config';

/**
 * The line a development server prints at start when mail is not sent: where to read a verification
 * code or a reset link (the outbox), so signing up locally needs no command from the docs.
 */
export function outboxHint(
  config: Pick<Config, 'SMTP_URL' | 'NODE_ENV' | 'OUTBOX_API'>,
  base: string,
): string | null {
  if (config.SMTP_URL || config.NODE_ENV === 'production') return null;
  const address = `${base}/api-v2${outboxRoutes.routes.mails.path}?to=<e-mail address>`;
  return config.OUTBOX_API
    ? `Mail is not sent in development: read verification codes and reset links at ${address}`
    : `Mail is not sent in development: start with OUTBOX_API=true to read verification codes at ${address}`;
}
