import { describe, expect, it } from 'vitest';
import { LIMIT_KEYS } from '../../common/schemas/plans';
import { i18n, loadPlansTranslations } from './index';
import { namespaceOfKey, serverMessageText } from './server-keys';

describe('server message keys', () => {
  it('finds the namespace of a key by its prefix; other keys are in the main catalogue', () => {
    expect(namespaceOfKey('plan.limit.events')).toBe('plans');
    expect(namespaceOfKey('plan.locked.eventName')).toBe('plans');
    expect(namespaceOfKey('archive.eventReadOnly')).toBe('plans');
    expect(namespaceOfKey('login.invalidCredentials')).toBe('translation');
    expect(namespaceOfKey('planner.x')).toBe('translation');
    expect(namespaceOfKey(undefined)).toBe('translation');
  });

  it("words a plan refusal in the reader's language with the server's number, English until it loads", async () => {
    const refusal = {
      message: 'Your plan allows 3 events; upgrade to create more',
      key: LIMIT_KEYS.events,
      values: { count: 3 },
    };
    await i18n.changeLanguage('es');
    expect(i18n.hasLoadedNamespace('plans')).toBe(false);
    expect(serverMessageText(i18n.t, refusal)).toBe(refusal.message);
    await loadPlansTranslations();
    expect(serverMessageText(i18n.t, refusal)).toBe('Tu plan permite 3 eventos; mejóralo para crear más');
    expect(serverMessageText(i18n.t, { ...refusal, values: { count: 1 } })).toBe(
      'Tu plan permite 1 evento; mejóralo para crear más',
    );
    await i18n.changeLanguage('fr');
    expect(serverMessageText(i18n.t, { message: 'locked', key: LIMIT_KEYS.eventSlug })).toBe(
      "L'offre de cet événement n'inclut pas le changement d'adresse",
    );
    await i18n.changeLanguage('en');
    // No key: the message is shown as it is, or as the main-catalogue key it is.
    expect(serverMessageText(i18n.t, { message: 'Something odd' })).toBe('Something odd');
    expect(serverMessageText(i18n.t, { message: 'common.cancel' })).toBe('Cancel');
  });
});
