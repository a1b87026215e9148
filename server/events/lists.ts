import { banners, faqs, sponsors } from '../db/schema';
import type { CollectionSpec } from './collections';

/** The lists that belong to the event page itself: sponsors, banners and the FAQ. */
export const sponsorList: CollectionSpec = {
  path: 'sponsors',
  table: sponsors,
  id: sponsors.id,
  eventId: sponsors.eventId,
  orderBy: [sponsors.position, sponsors.id],
};

export const bannerList: CollectionSpec = {
  path: 'banners',
  table: banners,
  id: banners.id,
  eventId: banners.eventId,
  orderBy: [banners.position, banners.id],
};

export const faqList: CollectionSpec = {
  path: 'faqs',
  table: faqs,
  id: faqs.id,
  eventId: faqs.eventId,
  orderBy: [faqs.position, faqs.id],
};
