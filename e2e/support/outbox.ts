import { type APIRequestContext, expect } from '@playwright/test';

/** The newest mail to an address, read from the server's local outbox (OUTBOX_API=true in e2e). */
export async function newestMail(request: APIRequestContext, to: string) {
  let text = '';
  await expect
    .poll(async () => {
      const response = await request.get(`/api-v2/dev/outbox?to=${encodeURIComponent(to)}&limit=1`);
      const body = (await response.json()) as { mails: { subject: string; text: string }[] };
      text = body.mails[0]?.text ?? '';
      return text;
    })
    .not.toBe('');
  return text;
}
