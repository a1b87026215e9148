import { beforeEach, describe, expect, it, vi } from 'vitest';

const sendRequest = vi.fn(async () => new Response(null, { status: 204 }));
vi.mock('../../api/client', () => ({ sendRequest }));
const { recordView } = await import('./record-view');

describe('recordView', () => {
  beforeEach(() => {
    sendRequest.mockClear();
    const store = new Map<string, string>();
    globalThis.sessionStorage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    } as Storage;
  });

  it('sends one view per project and browser session', () => {
    recordView(7);
    recordView(7);
    recordView(8);
    expect(sendRequest.mock.calls).toEqual([
      ['/projects/7/views', { method: 'POST' }],
      ['/projects/8/views', { method: 'POST' }],
    ]);
  });

  it('sends nothing when session storage is turned off, rather than one view per page load', () => {
    globalThis.sessionStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    recordView(7);
    expect(sendRequest).not.toHaveBeenCalled();
  });
});
