import { useMemo, useSyncExternalStore } from 'react';
import { i18n } from './index';
import { DEFAULT_NAMESPACE } from './translator';

/**
 * The text of a component in the language shown. With several namespaces, unprefixed keys come from the
 * first, or from each in turn with `nsMode: 'fallback'`. A namespace not yet loaded suspends the
 * component until it arrives, so its screen renders inside a Suspense boundary.
 */
export function useTranslation(
  namespaces: string | readonly string[] = DEFAULT_NAMESPACE,
  options: { nsMode?: 'default' | 'fallback' } = {},
) {
  const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
  const version = useSyncExternalStore(i18n.subscribe, () => i18n.version);
  const key = list.join(',');
  const fallback = options.nsMode === 'fallback';
  // biome-ignore lint/correctness/useExhaustiveDependencies: version and language change the text
  const t = useMemo(
    () => i18n.fixedT(fallback ? key.split(',') : [key.split(',')[0]!]),
    [key, fallback, version, i18n.language],
  );
  if (!i18n.hasLoaded(list)) throw i18n.loadNamespaces(list);
  return { t, i18n };
}
