import { useTranslation } from './react';

/**
 * Which namespace holds the text of a server message key, by the key's prefix: plan limits and archived
 * content are worded in the lazily loaded `plans` namespace (web/i18n/plans/), so the public page's entry
 * catalogue does not carry them. Keys without a listed prefix are in the main catalogue. The one place
 * this mapping lives; FormError and the toasts of API errors go through it.
 */
export const KEY_NAMESPACES: readonly (readonly [prefix: string, namespace: string])[] = [
  ['plan.', 'plans'],
  ['archive.', 'plans'],
  ['page.error.', 'project'],
  ['webhooks.', 'console'],
  ['apiTokens.', 'tokens'],
  ['imports.', 'imports'],
  ['registration.', 'registration'],
  ['consent.', 'registration'],
  ['voting.', 'voting'],
  ['support.', 'notify'],
  ['checkIn.', 'registration'],
  ['judging.', 'judging'],
];

export const MAIN_NAMESPACE = 'translation';

export function namespaceOfKey(key: string | undefined): string {
  if (!key) return MAIN_NAMESPACE;
  return KEY_NAMESPACES.find(([prefix]) => key.startsWith(prefix))?.[1] ?? MAIN_NAMESPACE;
}

/** A refusal from the server, `{message, key?, values?}` (common/api.ts `errorResponse`). */
export interface ServerMessage {
  message: string;
  key?: string;
  values?: Record<string, string | number>;
  /** Plain-words keys of the fields the server refused, by field name (common/field-errors.ts). */
  fields?: Record<string, string>;
}

type Translate = ReturnType<typeof useTranslation>['t'];

/**
 * The text of a server message: its key in the namespace that holds it, with the answer's values (a plan
 * limit's number), else the English message. A message without a key may itself be a main-catalogue key.
 */
export function serverMessageText(t: Translate, error: ServerMessage): string {
  if (!error.key) return t(error.message, { ns: MAIN_NAMESPACE, defaultValue: error.message });
  return t(error.key, { ...error.values, ns: namespaceOfKey(error.key), defaultValue: error.message });
}

/**
 * The reader's text for a server message. The key's namespace loads on first use without suspending:
 * the English message shows until it has arrived, then the translation replaces it.
 */
export function useServerMessage(error: ServerMessage | null | undefined): string | undefined {
  const { t } = useTranslation(namespaceOfKey(error?.key), { useSuspense: false });
  return error ? serverMessageText(t, error) : undefined;
}
