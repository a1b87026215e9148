import { COLLECTION_SCHEMAS } from '../../common/schemas/collections';
import { banners, faqs, sponsors } from '../db/schema';
import type { CollectionSpec } from './collection-routes';

/** The lists that belong to the event page itself: sponsors, banners and the FAQ. */
export const sponsorList: CollectionSpec = {
  path: 'sponsors',
  summary: 'sponsors (logo, link, order)',
  table: sponsors,
  id: sponsors.id,
  eventId: sponsors.eventId,
  orderBy: [sponsors.position, sponsors.id],
  ...COLLECTION_SCHEMAS.sponsors,
  feature: 'enable_sponsor',
};

export const bannerList: CollectionSpec = {
  path: 'banners',
  summary: 'banners (the first is shown)',
  table: banners,
  id: banners.id,
  eventId: banners.eventId,
  orderBy: [banners.position, banners.id],
  ...COLLECTION_SCHEMAS.banners,
  feature: 'enable_custom_banner',
};

export const faqList: CollectionSpec = {
  path: 'faqs',
  summary: 'frequently asked questions',
  table: faqs,
  id: faqs.id,
  eventId: faqs.eventId,
  orderBy: [faqs.position, faqs.id],
  ...COLLECTION_SCHEMAS.faqs,
};
