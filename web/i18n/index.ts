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
import { isMissingKeyReportOn, missingKeyReporter } from './missing-keys';

/**
 * English (the default and fallback) ships with the page; the other catalogues load when their
 * language is chosen, so a visitor only downloads the text they read. docs/product.md: "ab" is listed with
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
/** The directory, the gallery's search and sort, the event home's highlights and the winners' podiums. */
export const PUBLIC_NAMESPACE = 'public';
/** Plan features shown on public pages (comments, archive marks, the house ad) and in the console. */
export const PLANS_NAMESPACE = 'plans';
/** Newer organiser console text (copy buttons, preview lifetimes, overview charts and checklist). */
export const CONSOLE_NAMESPACE = 'console';
/** The project page's gallery, story, links and team, and the editor's page section. */
export const PROJECT_NAMESPACE = 'project';
/** The team finder's board and its console section. */
export const TEAMS_NAMESPACE = 'teams';
export const SCREEN_NAMESPACES = [
  'voting',
  PROJECT_NAMESPACE,
  JUDGING_NAMESPACE,
  PUBLIC_NAMESPACE,
  PLANS_NAMESPACE,
  CONSOLE_NAMESPACE,
  'notify',
  'tokens',
  'imports',
  TEAMS_NAMESPACE,
  /** Registration: the person's screens and the console section. */
  'registration',
] as const;

/** The language the user chose in the language menu, if any. */
export function savedLocale(): Locale | null {
  const saved = Cookies.get(LOCALE_COOKIE);
  return isLocale(saved) ? saved : null;
}

/** The first of the browser's languages (its Accept-Language) that the interface speaks. */
export function browserLocale(): Locale {
  const languages = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const language of languages) {
    const base = language?.toLowerCase().split('-')[0];
    if (base === 'en' || base === 'es' || base === 'fr') return base;
  }
  return DEFAULT_LOCALE;
}

/**
 * The language of a page: an explicit prefix (/fr/…) wins for that page only; unprefixed pages follow
 * the user's saved choice, else the browser's languages.
 */
export function localeOf(prefix: Locale | null): Locale {
  return prefix ?? savedLocale() ?? browserLocale();
}

const prefixOfLocation = (): Locale | null => {
  if (typeof window === 'undefined') return null;
  const first = window.location.pathname.split('/')[1];
  return isLocale(first) ? first : null;
};

export const i18n = i18next.createInstance();
void i18n
  .use(resourcesToBackend((locale: string, namespace: string) => loadCatalogue(locale, namespace)))
  .use(initReactI18next)
  .init({
    resources: { en: { translation: en }, ab: { translation: en } },
    partialBundledLanguages: true,
    lng: localeOf(prefixOfLocation()),
    fallbackLng: DEFAULT_LOCALE,
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: isMissingKeyReportOn(),
    saveMissingPlurals: false,
    saveMissingTo: 'current',
    missingKeyHandler: missingKeyReporter((namespace) => i18n.hasLoadedNamespace(namespace)),
  });

/** Shows the interface in a language without remembering it: visiting /fr/… must not make / French. */
export function showLocale(locale: Locale): void {
  document.documentElement.lang = locale;
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
}

/** The user's choice in the language menu: shown now and remembered for a year. */
export function saveLocale(locale: Locale): void {
  Cookies.set(LOCALE_COOKIE, locale, { expires: LOCALE_COOKIE_DAYS, sameSite: 'lax', path: '/' });
  showLocale(locale);
}

/** Loads the judging namespace in the current language (and the fallback); later language changes load it too. */
export const loadJudgingTranslations = () => i18n.loadNamespaces(JUDGING_NAMESPACE);

/** Loads the text of the public screens that arrive with their own code (directory, highlights, podiums). */
export const loadPublicTranslations = () => i18n.loadNamespaces(PUBLIC_NAMESPACE);
/** Loads the text of plan features (comments, archive, ads, limits) in the current language. */
export const loadPlansTranslations = () => i18n.loadNamespaces(PLANS_NAMESPACE);
export const loadProjectTranslations = () => i18n.loadNamespaces(PROJECT_NAMESPACE);
/** Loads the team finder's text (the board and its console section). */
export const loadTeamsTranslations = () => i18n.loadNamespaces(TEAMS_NAMESPACE);
