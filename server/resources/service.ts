import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { faqs, resources } from '../db/schema';

/** An event's resources in the organiser's order, at most `limit`. */
export async function listResources(db: Db, eventId: number, limit: number) {
  return db
    .select({
      id: resources.id,
      title: resources.title,
      description: resources.description,
      url: resources.url,
      type: resources.type,
    })
    .from(resources)
    .where(eq(resources.eventId, eventId))
    .orderBy(asc(resources.position), asc(resources.id))
    .limit(limit);
}

/** An event's frequently asked questions in the organiser's order. */
export async function listFaqs(db: Db, eventId: number) {
  return db
    .select({ id: faqs.id, question: faqs.question, answer: faqs.answer })
    .from(faqs)
    .where(eq(faqs.eventId, eventId))
    .orderBy(asc(faqs.position), asc(faqs.id));
}
