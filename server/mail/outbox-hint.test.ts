import { describe, expect, it } from 'vitest';
import { outboxHint } from './outbox-hint';

describe('the outbox hint at start', () => {
  const base = 'http://127.0.0.1:3000';

  it('gives the outbox address in development when mail is not sent', () => {
    expect(outboxHint({ NODE_ENV: 'development', OUTBOX_API: true, SMTP_URL: undefined }, base)).toBe(
      'Mail is not sent in development: read verification codes and reset links at http://127.0.0.1:3000/api-v2/dev/outbox?to=<e-mail address>',
    );
    expect(outboxHint({ NODE_ENV: 'development', OUTBOX_API: false, SMTP_URL: undefined }, base)).toContain(
      'start with OUTBOX_API=true',
    );
  });

  it('says nothing when mail is sent or in production', () => {
    expect(
      outboxHint({ NODE_ENV: 'development', OUTBOX_API: true, SMTP_URL: 'smtp://mail' }, base),
    ).toBeNull();
    expect(outboxHint({ NODE_ENV: 'production', OUTBOX_API: false, SMTP_URL: undefined }, base)).toBeNull();
  });
});
