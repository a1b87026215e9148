import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './client';
import * as t from './schema';

const DAY_MS = 86_400_000;
export const DEMO_CONSENT_TEXT =
  'Photos taken at the expo and the projects shown there may be published on this site and in the school newsletter. Participants work in teams under the supervision of teachers.';
/** Where the seeded parents' mail goes (a demo address, read from the outbox in tests). */
export const demoParentEmail = (userName: string) => `parent-of-${userName}@demo.showcase.test`;

/**
 * The expo's parent consent: the organiser's text, one registrant waiting for a parent and one whose
 * parent agreed. The age setting stays off so the demo's own registration journey is unchanged.
 */
export async function seedConsentDemo(
  tx: Db,
  eventId: number,
  pending: { id: number; userName: string },
  given: { id: number; userName: string },
) {
  const now = Date.now();
  await tx
    .insert(t.consentSettings)
    .values({ eventId, ageUnder: null, text: DEMO_CONSENT_TEXT, textVersion: 1 });
  const hash = () => createHash('sha256').update(randomBytes(24).toString('base64url')).digest('hex');
  await tx.insert(t.parentConsents).values([
    {
      registrationId: pending.id,
      parentEmail: demoParentEmail(pending.userName),
      tokenHash: hash(),
      expiresAt: new Date(now + 10 * DAY_MS),
    },
    {
      registrationId: given.id,
      parentEmail: demoParentEmail(given.userName),
      tokenHash: hash(),
      expiresAt: new Date(now + 10 * DAY_MS),
      parentName: 'Marta Student',
      relationship: 'Mother',
      decision: 'given',
      textVersion: 1,
      decidedAt: new Date(now - DAY_MS),
    },
  ]);
  await tx
    .update(t.registrations)
    .set({ consentStatus: 'pending', birthDate: '2013-05-14' })
    .where(eq(t.registrations.id, pending.id));
  await tx
    .update(t.registrations)
    .set({ consentStatus: 'given', consentAt: new Date(now - DAY_MS), birthDate: '2012-09-02' })
    .where(eq(t.registrations.id, given.id));
}
