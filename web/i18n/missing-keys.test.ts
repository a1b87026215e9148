import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MISSING_KEY_PREFIX, missingKeyReporter } from './missing-keys';

/** An i18next instance set up as web/i18n/index.ts sets it up when the journeys ask for the report. */
async function reportingInstance() {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'es',
    fallbackLng: 'en',
    resources: { en: { translation: { live: { title: 'Live' } } }, es: { translation: {} } },
    saveMissing: true,
    saveMissingPlurals: false,
    saveMissingTo: 'current',
    missingKeyHandler: missingKeyReporter((namespace) => instance.hasLoadedNamespace(namespace)),
  });
  return instance;
}

describe('the missing text key report', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes a key found in no catalogue to the console, naming the language', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const instance = await reportingInstance();
    expect(instance.t('live.startsAt')).toBe('live.startsAt');
    expect(errors).toHaveBeenCalledWith(`${MISSING_KEY_PREFIX} "translation:live.startsAt" (es)`);
  });

  it('is quiet for a key the fallback language has, and for a lookup with its own fallback text', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const instance = await reportingInstance();
    expect(instance.t('live.title')).toBe('Live');
    expect(instance.t('server.message', { defaultValue: 'Not allowed' })).toBe('Not allowed');
    expect(errors).not.toHaveBeenCalled();
  });
});
