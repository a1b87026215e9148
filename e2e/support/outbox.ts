import { type APIRequestContext, expect } from '@playwright/test';

/**
 * The newest mail to an address (that matches `matching`, when given), read from the server's local
 * outbox (OUTBOX_API=true in e2e). Mail is sent after the answer, so this waits for it to arrive.
 */
export async function newestMail(request: APIRequestContext, to: string, matching?: RegExp) {
  let text = '';
  await expect
    .poll(async () => {
      const response = await request.get(`/api-v2/dev/outbox?to=${encodeURIComponent(to)}&limit=1`);
      const body = (await response.json()) as { mails: { subject: string; text: string }[] };
      text = body.mails[0]?.text ?? '';
      return Boolean(text) && (!matching || matching.test(text));
    })
    .toBe(true);
  return text;
}
