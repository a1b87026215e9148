import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
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

/**
 * English (the default and fallback) ships with the page; the other catalogues load when their
 * language is chosen, so a visitor only downloads the text they read. SPEC §1: "ab" is listed with
 * identical English text, so it shares the English catalogue.
 */
const loadCatalogue = async (locale: string, namespace: string) => {
  if (namespace === 'voting') return loadVotingCatalogue(locale);
  if (locale === 'es') return (await import('./es.json')).default;
  if (locale === 'fr') return (await import('./fr.json')).default;
  return en;
};

/** People's choice text, in every language, loads with the voting screens (components/voting/i18n.ts). */
const loadVotingCatalogue = async (locale: string) => {
  if (locale === 'es') return (await import('./voting/es.json')).default;
  if (locale === 'fr') return (await import('./voting/fr.json')).default;
  return (await import('./voting/en.json')).default;
};

export function savedLocale(): Locale {
  const saved = Cookies.get(LOCALE_COOKIE);
  return isLocale(saved) ? saved : DEFAULT_LOCALE;
}

export const i18n = i18next.createInstance();
void i18n
  .use(resourcesToBackend((locale: string, namespace: string) => loadCatalogue(locale, namespace)))
  .use(initReactI18next)
  .init({
    resources: { en: { translation: en }, ab: { translation: en } },
    partialBundledLanguages: true,
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
