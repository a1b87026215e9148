import { lazy } from 'react';
import { loadProjectTranslations, loadPublicTranslations } from '../../i18n';

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

/** The chips of a filter a project page led to (a built-with tag, a team member), with a way out. */
export const LazyGalleryFilterChips = lazy(async () => {
  const [module] = await Promise.all([import('./gallery-filter-chips'), loadProjectTranslations()]);
  return { default: module.GalleryFilterChips };
});
