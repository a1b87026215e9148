import { type APIRequestContext, expect } from '@playwright/test';
import { DEMO_PASSWORD } from './session';

/** Logs a demo account in over the API and returns its bearer headers, for test setup. */
export async function apiLogin(request: APIRequestContext, userName: string, password = DEMO_PASSWORD) {
  const response = await request.post('/api-v2/auth/login', {
    data: { usernameOrEmail: userName, password },
  });
  expect(response.ok()).toBe(true);
  return { authorization: `Bearer ${response.headers().authorization}` };
}

/** Creates an event owned by the user behind `headers`. */
export async function createEvent(
  request: APIRequestContext,
  headers: Record<string, string>,
  data: { name: string; slug: string; status?: 'Draft' | 'Published'; privacy?: 'PUBLIC' | 'PRIVATE' },
) {
  const response = await request.post('/api-v2/partners/events', { headers, data });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { id: number; slug: string };
}
