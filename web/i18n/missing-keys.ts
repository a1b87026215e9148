/**
 * A text key with no translation shows as its raw name (`live.startsAt`). The Playwright journeys switch
 * on this report before the page loads (e2e/support/test.ts); every key looked up without a fallback
 * and found in no catalogue is then written to the console under this prefix, and the journey fails.
 * Visitors never pay for it: without the switch nothing is reported.
 */
export const MISSING_KEY_SWITCH = '__showcaseReportMissingKeys';
export const MISSING_KEY_PREFIX = 'Missing translation key';

interface MissingKeyOptions {
  defaultValue?: unknown;
}

type HasLoaded = (namespace: string) => boolean;

export function isMissingKeyReportOn(): boolean {
  return (
    typeof window !== 'undefined' &&
    (window as unknown as Record<string, unknown>)[MISSING_KEY_SWITCH] === true
  );
}

/**
 * i18next's `missingKeyHandler`. A lookup that carries its own fallback (a server message shown in English
 * until its namespace arrives) is not a missing key, and neither is one made before its namespace loaded.
 */
export function missingKeyReporter(hasLoaded: HasLoaded) {
  return (
    languages: readonly string[],
    namespace: string,
    key: string,
    _fallback: string,
    _update: boolean,
    options: MissingKeyOptions,
  ) => {
    if (options?.defaultValue !== undefined || !hasLoaded(namespace)) return;
    console.error(`${MISSING_KEY_PREFIX} "${namespace}:${key}" (${languages.join(', ')})`);
  };
}
