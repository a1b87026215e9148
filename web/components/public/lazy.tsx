import { lazy } from 'react';
import { loadPublicTranslations } from '../../i18n';

/**
 * The gallery and the event home ship in the entry bundle; their search, sort and highlights, and their
 * text, load next to them so the public page's first download stays small.
 */
export const LazyGalleryToolbar = lazy(async () => {
  const [module] = await Promise.all([import('./gallery-toolbar'), loadPublicTranslations()]);
  return { default: module.GalleryToolbar };
});

export const LazyEventHighlights = lazy(async () => {
  const [module] = await Promise.all([import('./event-highlights'), loadPublicTranslations()]);
  return { default: module.EventHighlights };
});
