import type { Db } from './client';
import * as t from './schema';

/** People on no team of the demo, each with a card on the team board. */
const LOOKING = [
  {
    userName: 'hedy',
    firstName: 'Hedy',
    lastName: 'Lamarr',
    skills: ['electronics', 'radio', '3d printing'],
    interests: 'Wireless gadgets, inventions',
    pitch: 'I solder, print parts and make things talk over the air. Looking for a team with a big idea.',
  },
  {
    userName: 'claude',
    firstName: 'Claude',
    lastName: 'Shannon',
    skills: ['python', 'maths', 'video editing'],
    interests: 'Games, puzzles, juggling robots',
    pitch: 'Good with numbers and with a camera: I can make your demo video.',
  },
  {
    userName: 'barbara',
    firstName: 'Barbara',
    lastName: 'Liskov',
    skills: ['javascript', 'design'],
    interests: 'Apps for school, accessibility',
    pitch: 'I build web apps and care about how they look and feel.',
  },
] as const;

/**
 * The demo's team board: on, and open to visitors who are not signed in (so a visitor sees how it
 * works), three people looking for a team and one team looking for members.
 */
export async function seedTeamFinder(
  tx: Db,
  demo: { eventId: number; passwordHash: string; lookingProjectId: number; now: Date },
) {
  const { eventId, now } = demo;
  await tx.insert(t.teamFinderSettings).values({ eventId, enabled: true, publicListing: true });
  const people = await tx
    .insert(t.users)
    .values(
      LOOKING.map(({ userName, firstName, lastName }) => ({
        userName,
        firstName,
        lastName,
        email: `${userName}@demo.showcase.test`,
        isVerified: true,
        passwordHash: demo.passwordHash,
      })),
    )
    .returning();
  await tx.insert(t.teamFinderCards).values(
    LOOKING.map((person, index) => ({
      eventId,
      userId: people[index]!.id,
      skills: [...person.skills],
      interests: person.interests,
      pitch: person.pitch,
      // Newest first on the board: the first person posted last.
      updatedAt: new Date(now.getTime() - (index + 1) * 3_600_000),
      createdAt: new Date(now.getTime() - (index + 1) * 3_600_000),
    })),
  );
  await tx.insert(t.teamOpenings).values({
    projectId: demo.lookingProjectId,
    eventId,
    skills: ['3d printing', 'video editing'],
    note: 'We need someone to print the enclosure and someone to film our demo.',
  });
}
