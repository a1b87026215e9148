import { useSyncExternalStore } from 'react';
import { PREVIEW_TOKEN_LIFETIME_MS } from '../../../common/constants';

/**
 * Per-event credentials kept in local storage (docs/product.md): the preview token a partner opened (one hour)
 * and the access pass earned with the event's access code (until it expires or is reset).
 */
interface StoredCredential {
  token: string;
  expireAt: string;
}

const PREVIEW_PREFIX = 'showcase.preview.';
const ACCESS_PREFIX = 'showcase.access.';
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

function read(key: string): string | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const stored = JSON.parse(raw) as StoredCredential;
    if (new Date(stored.expireAt).getTime() <= Date.now()) {
      localStorage.removeItem(key);
      return null;
    }
    return stored.token;
  } catch {
    return null;
  }
}

function write(key: string, token: string | null, expireAt?: Date) {
  if (token && expireAt)
    localStorage.setItem(key, JSON.stringify({ token, expireAt: expireAt.toISOString() }));
  else localStorage.removeItem(key);
  notify();
}

export const previewTokenFor = (slug: string) => read(PREVIEW_PREFIX + slug);
export const storePreviewToken = (slug: string, token: string) =>
  write(PREVIEW_PREFIX + slug, token, new Date(Date.now() + PREVIEW_TOKEN_LIFETIME_MS));
/** docs/product.md: exiting preview removes the token for that slug. */
export const exitPreview = (slug: string) => write(PREVIEW_PREFIX + slug, null);

export const accessPassFor = (slug: string) => read(ACCESS_PREFIX + slug);
export const storeAccessPass = (slug: string, pass: string, expireAt: string) =>
  write(ACCESS_PREFIX + slug, pass, new Date(expireAt));
/** docs/product.md: reset clears the validated access code. */
export const resetAccessPass = (slug: string) => write(ACCESS_PREFIX + slug, null);

/** Re-renders when a credential of any event changes. */
export function useEventCredentials(slug: string) {
  const preview = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => previewTokenFor(slug),
    // Kept in this browser only: the server renders without them, and hydration must match it.
    () => null,
  );
  const accessPass = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => accessPassFor(slug),
    () => null,
  );
  return { preview, accessPass };
}

/** Headers that carry the current event's credentials on every api-v2 call. */
export function credentialHeaders(slug: string | null): Record<string, string> {
  if (!slug) return {};
  const headers: Record<string, string> = {};
  const preview = previewTokenFor(slug);
  const pass = accessPassFor(slug);
  if (preview) headers['x-preview-token'] = preview;
  if (pass) headers['x-access-pass'] = pass;
  return headers;
}
