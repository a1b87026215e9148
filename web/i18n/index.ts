import i18next from 'i18next';
import ICU from 'i18next-icu';
import Cookies from 'js-cookie';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_DAYS,
  type Locale,
} from '../../common/constants';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';

/** SPEC §1: "ab" is listed with identical English text, so it shares the English catalogue. */
export const messages = { en, es, fr, ab: en } satisfies Record<Locale, unknown>;

export function savedLocale(): Locale {
  const saved = Cookies.get(LOCALE_COOKIE);
  return isLocale(saved) ? saved : DEFAULT_LOCALE;
}

export const i18n = i18next.createInstance();
void i18n
  .use(ICU)
  .use(initReactI18next)
  .init({
    resources: Object.fromEntries(
      Object.entries(messages).map(([locale, translation]) => [locale, { translation }]),
    ),
    lng: savedLocale(),
    fallbackLng: DEFAULT_LOCALE,
    interpolation: { escapeValue: false },
    returnNull: false,
  });

/** Switches the interface language and remembers it for a year (SPEC §9). */
export function applyLocale(locale: Locale): void {
  Cookies.set(LOCALE_COOKIE, locale, { expires: LOCALE_COOKIE_DAYS, sameSite: 'lax', path: '/' });
  document.documentElement.lang = locale;
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
}
