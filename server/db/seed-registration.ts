import { eq } from 'drizzle-orm';
import { TIMELINE_TYPES } from '../../common/constants';
import type { RegistrationStatus } from '../../common/registration';
import { newQrToken, queueOutcome } from '../registration/service';
import type { Db } from './client';
import * as t from './schema';
import { seedConsentDemo } from './seed-consent';

const DAY = 86_400_000;
export const DEMO_EXPO_SLUG = 'demo-expo';

/** The demo people's registrations to the expo: one in every state; radia is left to register herself. */
const DEMO_REGISTRANTS: [string, RegistrationStatus][] = [
  ['ada', 'applied'],
  ['grace', 'applied'],
  ['alan', 'waitlisted'],
  ['katherine', 'accepted'],
  ['linus', 'confirmed'],
  ['margaret', 'declined'],
  ['tim', 'cancelled'],
];

/** A seeded registrant's badge photo: the demo's generated portrait for their user name. */
export const demoPortrait = (userName: string) => `/demo-assets/portrait/${userName}.svg`;

const SCHOOLS = ['Hill High', 'Lakeside Academy', 'Riverside School', 'Northgate College'];
const FIRST_NAMES = ['Maya', 'Leo', 'Zara', 'Omar', 'Ines', 'Kai', 'Nora', 'Theo', 'Amara', 'Hugo'];

/**
 * A second demo event that asks people to register (review mode, 40 places, a week to confirm), so the
 * registration screens have something to show; the main demo keeps open participation.
 */
export async function seedRegistrationDemo(
  tx: Db,
  demo: {
    planId: number;
    organiserId: number;
    people: { id: number; userName: string }[];
    passwordHash: string;
  },
  now = new Date(),
) {
  const [event] = await tx
    .insert(t.events)
    .values({
      slug: DEMO_EXPO_SLUG,
      name: 'Showcase Demo Expo',
      description:
        'A one-day expo for student makers. Places are limited: register, and confirm once the organisers ' +
        'accept you.',
      eventImage: '/demo-assets/project/demo-event.svg',
      status: 'Published',
      privacy: 'PUBLIC',
      primaryColor: '#0f766e',
      secondaryColor: '#f59e0b',
      planId: demo.planId,
    })
    .returning();
  const eventId = event!.id;
  await tx.insert(t.eventMemberships).values({ eventId, userId: demo.organiserId, role: 'ss_event_owner' });
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  await tx.insert(t.timelines).values([
    {
      eventId,
      timelineType: TIMELINE_TYPES.STUDENT_REGISTRATION,
      description: 'Register for a place at the expo: 40 places, reviewed by the organisers.',
      startAt: at(-10),
      endAt: at(20),
    },
    {
      eventId,
      timelineType: TIMELINE_TYPES.PROJECT_SUBMISSION,
      description: 'Accepted teams submit their projects.',
      startAt: at(-5),
      endAt: at(30),
    },
  ]);
  await tx
    .insert(t.registrationSettings)
    .values({ eventId, required: true, mode: 'review', capacity: 40, rsvpDays: 7 });
  const [school, grade, , , photo] = await tx
    .insert(t.registrationFields)
    .values([
      {
        eventId,
        type: 'short_text',
        label: 'School',
        helpText: 'The full name of your school.',
        required: true,
        position: 0,
      },
      {
        eventId,
        type: 'single_choice',
        label: 'Grade',
        options: ['6', '7', '8', '9', '10', '11', '12'],
        required: true,
        position: 1,
      },
      { eventId, type: 'single_choice', label: 'T-shirt size', options: ['S', 'M', 'L', 'XL'], position: 2 },
      {
        eventId,
        type: 'long_text',
        label: 'Anything we should know?',
        helpText: 'Allergies, access needs…',
        position: 3,
      },
      {
        eventId,
        type: 'file',
        label: 'Photo for your badge',
        helpText: 'Shown only to the volunteers at the door, so they recognise you at check-in.',
        position: 4,
      },
    ])
    .returning();

  const students = await tx
    .insert(t.users)
    .values(
      FIRST_NAMES.map((firstName, index) => ({
        userName: `expo${index + 1}`,
        firstName,
        lastName: 'Student',
        email: `expo${index + 1}@demo.showcase.test`,
        isVerified: true,
        passwordHash: demo.passwordHash,
      })),
    )
    .returning();
  const byName = new Map(demo.people.map((person) => [person.userName, person.id]));
  const entries: { userId: number; userName: string; status: RegistrationStatus }[] = [
    ...DEMO_REGISTRANTS.map(([userName, status]) => ({ userId: byName.get(userName)!, userName, status })),
    ...students.map((student, index) => ({
      userId: student.id,
      userName: student.userName,
      status: (['applied', 'accepted', 'confirmed', 'waitlisted', 'applied'] as const)[index % 5]!,
    })),
  ];
  const rows = await tx
    .insert(t.registrations)
    .values(
      entries.map(({ userId, userName, status }, index) => {
        const decided = status !== 'applied' && status !== 'cancelled';
        const answers: Record<string, string> = {
          [school!.id]: SCHOOLS[index % SCHOOLS.length]!,
          [grade!.id]: String(6 + (index % 7)),
        };
        // Most give a photo (a generated portrait); one in four does not, and the door shows initials.
        if (index % 4 !== 3) answers[photo!.id] = demoPortrait(userName);
        return {
          eventId,
          userId,
          status,
          qrToken: newQrToken(),
          answers,
          appliedAt: at(-9 + index * 0.3),
          decidedAt: decided ? at(-2) : null,
          decidedBy: decided ? demo.organiserId : null,
          rsvpDueAt: status === 'accepted' ? at(5) : null,
          confirmedAt: status === 'confirmed' ? at(-1) : null,
          cancelledAt: status === 'cancelled' ? at(-1) : null,
          cancelReason: status === 'cancelled' ? ('person' as const) : null,
          note: status === 'declined' ? 'We are full for your grade this year, sorry.' : null,
        };
      }),
    )
    .returning();
  const registrationOf = (index: number) => ({
    id: rows.find((row) => row.userId === students[index]!.id)!.id,
    userName: students[index]!.userName,
  });
  await seedConsentDemo(tx, eventId, registrationOf(0), registrationOf(1));
  // A volunteer at the door, who has already checked in the first two confirmed students.
  const [volunteer] = await tx
    .insert(t.users)
    .values({
      userName: 'volunteer',
      firstName: 'Vera',
      lastName: 'Volunteer',
      email: 'volunteer@demo.showcase.test',
      isVerified: true,
      passwordHash: demo.passwordHash,
    })
    .returning();
  await tx.insert(t.eventMemberships).values({ eventId, userId: volunteer!.id, role: 'ss_event_volunteer' });
  const studentIds = new Set(students.map((student) => student.id));
  const arrived = rows.filter((row) => row.status === 'confirmed' && studentIds.has(row.userId)).slice(0, 2);
  for (const [index, row] of arrived.entries()) {
    await tx
      .update(t.registrations)
      .set({
        checkedInAt: at(-0.1 + index * 0.01),
        checkedInBy: volunteer!.id,
        checkedInClientId: `seed-${row.id}`,
      })
      .where(eq(t.registrations.id, row.id));
  }
  // The accepted people's confirmation deadlines are watched like any other.
  await queueOutcome(tx, eventId, {
    mails: [],
    rsvp: rows.filter((row) => row.rsvpDueAt).map((row) => ({ id: row.id, dueAt: row.rsvpDueAt! })),
  });
  return { eventId };
}
