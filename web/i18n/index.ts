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
  if ((SCREEN_NAMESPACES as readonly string[]).includes(namespace)) {
    const language = locale === 'es' || locale === 'fr' ? locale : 'en';
    return (await import(`./${namespace}/${language}.json`)).default;
  }
  if (locale === 'es') return (await import('./es.json')).default;
  if (locale === 'fr') return (await import('./fr.json')).default;
  return en;
};

/**
 * Namespaces of screens few visitors open (People's choice, judging): their text, in every language
 * including English, lives in `web/i18n/<namespace>/` and loads with those screens, so the public page
 * never downloads it (docs/decisions/014-judging-text-in-its-own-namespace.md).
 */
export const JUDGING_NAMESPACE = 'judging';
export const SCREEN_NAMESPACES = ['voting', JUDGING_NAMESPACE, 'notify'] as const;

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

/** Loads the judging namespace in the current language (and the fallback); later language changes load it too. */
export const loadJudgingTranslations = () => i18n.loadNamespaces(JUDGING_NAMESPACE);
