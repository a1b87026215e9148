import { createContext, type ReactNode, useContext, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../../common/constants';
import { localeOf, saveLocale, showLocale } from '../i18n';

interface LocaleContextValue {
  locale: Locale;
  /** '' when the URL has no locale prefix, else '/es' and so on. */
  prefix: string;
}

const LocaleContext = createContext<LocaleContextValue>({ locale: DEFAULT_LOCALE, prefix: '' });

/**
 * The server renders a page without a prefix in the language the request asks for (the saved choice's
 * cookie, else Accept-Language): the same rule as the browser's, read from the request instead.
 */
export const RequestLocaleContext = createContext<Locale | null>(null);

/**
 * The locale comes from the optional path prefix, else from the language the user saved in the menu,
 * else from the browser's languages. Only the menu saves a choice.
 */
export function LocaleRoot({ locale, children }: { locale: Locale | null; children: ReactNode }) {
  const requested = useContext(RequestLocaleContext);
  const effective = locale ?? requested ?? localeOf(null);
  useEffect(() => showLocale(effective), [effective]);
  return (
    <LocaleContext.Provider value={{ locale: effective, prefix: locale ? `/${locale}` : '' }}>
      {children}
    </LocaleContext.Provider>
  );
}

export const useLocale = () => useContext(LocaleContext);

/** Builds links that keep the visitor's locale prefix. */
export function useLocalePath(): (path: string) => string {
  const { prefix } = useLocale();
  return (path) => `${prefix}${path.startsWith('/') ? path : `/${path}`}`;
}

export function stripLocale(pathname: string): string {
  const [, first, ...rest] = pathname.split('/');
  return isLocale(first) ? `/${rest.join('/')}` : pathname;
}

export function useSwitchLocale(): (locale: Locale) => void {
  const location = useLocation();
  const navigate = useNavigate();
  return (locale) => {
    saveLocale(locale);
    const bare = stripLocale(location.pathname);
    const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`;
    navigate(`${prefix}${bare === '/' && prefix ? '' : bare}${location.search}`);
  };
}

export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  ab: 'AB',
};
export { LOCALES };
