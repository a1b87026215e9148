/**
 * The React binding of the interface text. Components import it from here rather than from the library, so
 * the whole app reads text through one door (web/i18n/index.ts configures the instance).
 */
export { useTranslation } from 'react-i18next';
