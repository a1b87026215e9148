import { defineRoutes } from '../endpoint';

/**
 * The four calls of one list an organiser edits on an event, under /partners/events/{eventId}/{path};
 * each list's read is keyed under the console's lists (`['organiser', 'collection', path, eventId]`).
 */
/* @__NO_SIDE_EFFECTS__ */
function listRoutes<const P extends string>(path: P) {
  return defineRoutes(['organiser', 'collection'], {
    list: { method: 'GET', path: `/partners/events/:eventId/${path}`, key: path },
    add: { method: 'POST', path: `/partners/events/:eventId/${path}` },
    edit: { method: 'PATCH', path: `/partners/events/:eventId/${path}/:itemId` },
    remove: { method: 'DELETE', path: `/partners/events/:eventId/${path}/:itemId` },
  });
}

/** Any one list's routes, whatever its path. */
export type CollectionRouteArea = ReturnType<typeof listRoutes<string>>;

/** The lists of common/schemas/collections.ts, one area each. */
export const collectionRoutes = {
  timelines: listRoutes('timelines'),
  categories: listRoutes('categories'),
  sponsors: listRoutes('sponsors'),
  awards: listRoutes('awards'),
  banners: listRoutes('banners'),
  faqs: listRoutes('faqs'),
  resources: listRoutes('resources'),
};
