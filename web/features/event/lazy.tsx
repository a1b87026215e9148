import { loadProjectTranslations, loadPublicTranslations } from '../../i18n';
import { lazyPart } from '../../lib/lazy-part';

/**
 * The gallery and the event home ship in the entry bundle; their search, sort and highlights, and their
 * text, load next to them so the public page's first download stays small.
 */
export const LazyGalleryToolbar = lazyPart('gallery-toolbar', async () => {
  const [module] = await Promise.all([import('../projects/gallery-toolbar'), loadPublicTranslations()]);
  return module.GalleryToolbar;
});

export const LazyEventHighlights = lazyPart('event-highlights', async () => {
  const [module] = await Promise.all([import('./event-highlights'), loadPublicTranslations()]);
  return module.EventHighlights;
});

/** The chips of a filter a project page led to (a built-with tag, a team member), with a way out. */
export const LazyGalleryFilterChips = lazyPart('gallery-filter-chips', async () => {
  const [module] = await Promise.all([import('../projects/gallery-filter-chips'), loadProjectTranslations()]);
  return module.GalleryFilterChips;
});
