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
  if (namespace === JUDGING_NAMESPACE) return loadJudgingCatalogue(locale);
  if (locale === 'es') return (await import('./es.json')).default;
  if (locale === 'fr') return (await import('./fr.json')).default;
  return en;
};

/**
 * The judging screens' text is a namespace of its own, in every language including English, so the
 * public page never downloads it (docs/decisions/008-lazy-translation-namespaces.md). Their routes
 * load it with `loadJudgingTranslations()` before they render.
 */
export const JUDGING_NAMESPACE = 'judging';
const loadJudgingCatalogue = async (locale: string) => {
  if (locale === 'es') return (await import('./judging/es.json')).default;
  if (locale === 'fr') return (await import('./judging/fr.json')).default;
  return (await import('./judging/en.json')).default;
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

/** Loads the judging namespace in the current language (and the fallback); later language changes load it too. */
export const loadJudgingTranslations = () => i18n.loadNamespaces(JUDGING_NAMESPACE);
