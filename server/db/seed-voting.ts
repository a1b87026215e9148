import type { Db } from './client';
import * as t from './schema';

interface DemoProject {
  id: number;
  submissionStatus: string;
}

/** Indices (in the demo's project list) the demo people like best, in order of preference. */
const FAVOURITES = [1, 4, 9, 16, 21, 25];

/**
 * People's choice in the demo: on, two votes per visitor for the overall award, and a category award
 * ("Games & Play") with its own votes. A few demo people have voted (never for their own team), so the
 * console's live count has something to show; the results stay hidden until the organiser publishes.
 */
export async function seedPeoplesChoice(
  tx: Db,
  demo: {
    eventId: number;
    people: { id: number }[];
    projects: DemoProject[];
    teams: { projectId: number; userId: number }[];
    gamesCategoryId: number;
    gamesProjectIds: number[];
  },
) {
  const { eventId } = demo;
  const [overall, games] = await tx
    .insert(t.awards)
    .values([
      {
        eventId,
        name: "People's Choice",
        description: 'Chosen by the visitors during the showcase: every verified account has two votes.',
        rank: 15,
      },
      {
        eventId,
        name: "People's Choice: Games & Play",
        description: 'The visitors’ favourite game.',
        rank: 5,
        categoryId: demo.gamesCategoryId,
      },
    ])
    .returning();
  await tx.insert(t.peoplesChoiceSettings).values({ eventId, isEnabled: true, votesPerAward: 2 });
  await tx.insert(t.peoplesChoiceAwards).values([
    { eventId, awardId: overall!.id },
    { eventId, awardId: games!.id },
  ]);

  const isOnTeam = (userId: number, projectId: number) =>
    demo.teams.some((member) => member.userId === userId && member.projectId === projectId);
  const votes = demo.people.slice(0, 5).flatMap((person, index) => {
    const overallPicks = [...new Set([...FAVOURITES.slice(index % 3), ...FAVOURITES])]
      .map((position) => demo.projects[position]!)
      .filter((project) => project.submissionStatus === 'APPROVED' && !isOnTeam(person.id, project.id))
      .slice(0, index === 4 ? 1 : 2);
    const gamesPick = demo.gamesProjectIds.find((projectId) => !isOnTeam(person.id, projectId));
    return [
      ...overallPicks.map((project, slot) => ({
        eventId,
        awardId: overall!.id,
        voterId: person.id,
        slot,
        projectId: project.id,
      })),
      ...(gamesPick && index < 3
        ? [{ eventId, awardId: games!.id, voterId: person.id, slot: 0, projectId: gamesPick }]
        : []),
    ];
  });
  if (votes.length) await tx.insert(t.peoplesChoiceVotes).values(votes);
}
