import type { MediaItem, ProjectLink } from '../../common/project-page';
import { slugify } from '../../common/slug';
import { storyOf } from '../demo/catalogue';
import { addStoryTemplate } from '../forms/service';
import type { Db } from './client';
import * as t from './schema';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

type ProjectRow = Pick<typeof t.projects.$inferSelect, 'id' | 'title' | 'slug'>;
type UserRow = typeof t.users.$inferSelect;

const SHOT_CAPTIONS = ['The app on a laptop', 'On a phone', 'How it works'];

/** The projects whose pages tell the whole story (the winners and a few more). */
const isFeatured = (story: ReturnType<typeof storyOf>) => Boolean(story.whatItDoes);

/**
 * A demo project's gallery and links, set as it is inserted: featured projects show all three
 * pictures, the others one or two.
 */
export function demoPageOf(title: string, index: number): { media: MediaItem[]; links: ProjectLink[] } {
  const story = storyOf(title);
  const count = isFeatured(story) ? 3 : 1 + (index % 2);
  const slug = slugify(title);
  return {
    media: Array.from({ length: count }, (_, n) => ({
      url: `/demo-assets/shot/${slug}-${((index + n) % 3) + 1}.svg`,
      caption: SHOT_CAPTIONS[(index + n) % 3]!,
    })),
    links: (['demo', 'source', 'video'] as const).flatMap((kind) =>
      story.links[kind] ? [{ kind, url: story.links[kind]!, label: '' }] : [],
    ),
  };
}

/** What the owner and the teammate of a demo project did. */
export const demoRolesOf = (title: string) => storyOf(title).roles;

/**
 * Fills the demo projects' stories as teams a few weeks in would have: the story template on the
 * submission form with each team's answers and tags, a few updates and comments.
 */
export async function seedProjectPages(
  tx: Db,
  options: { eventId: number; projects: ProjectRow[]; people: UserRow[]; now: Date },
): Promise<void> {
  const { eventId, projects, people, now } = options;
  const fields = await addStoryTemplate(tx, eventId);
  const field = (label: string) => fields.find((f) => f.label === label)!.id;
  const sections = [
    ['Inspiration', 'inspiration'],
    ['What it does', 'whatItDoes'],
    ['How we built it', 'howBuilt'],
    ['Challenges we ran into', 'challenges'],
    ["What's next", 'next'],
  ] as const;
  const answers: (typeof t.submissionAnswers.$inferInsert)[] = [];
  for (const project of projects) {
    const story = storyOf(project.title);
    for (const [label, key] of sections) {
      const text = story[key];
      if (text) answers.push({ projectId: project.id, fieldId: field(label), value: text });
    }
    answers.push({ projectId: project.id, fieldId: field('Built with'), value: story.builtWith });
  }
  await tx.insert(t.submissionAnswers).values(answers);

  const byTitle = (title: string) => projects.find((project) => project.title === title)!;
  const at = (daysAgo: number, hour: number) => {
    const day = new Date(now.getTime() - daysAgo * DAY);
    day.setUTCHours(hour, 0, 0, 0);
    return day;
  };
  const sprout = byTitle('Solar Sprout');
  await tx.insert(t.posts).values([
    {
      projectId: sprout.id,
      body: '<p>Week one: the first probes corroded, so we switched to capacitive ones. Photos of both, and the source code.</p>',
      attachments: [
        `/demo-assets/shot/${sprout.slug}-3.svg`,
        `/demo-assets/project/${slugify('Pulse Pal')}.svg`,
        'https://github.com/showcase-demo/solar-sprout',
      ],
      createdAt: at(12, 16),
    },
    {
      projectId: sprout.id,
      body: '<p>The basil survived the holidays! The log shows 31 waterings in 14 days and a full tank to spare.</p>',
      attachments: [`/demo-assets/shot/${sprout.slug}-2.svg`],
      createdAt: at(3, 9),
    },
    {
      projectId: byTitle('Mood Board').id,
      body: '<p>Five classes have now used Mood Board for a whole term. The counsellor presented our results at the staff meeting.</p>',
      attachments: [],
      createdAt: at(5, 14),
    },
    {
      projectId: byTitle('Pixel Quest').id,
      body: '<p>Levels 31 to 42 are out, with coloured filters. Thanks to everyone who played at the open day!</p>',
      attachments: [`/demo-assets/shot/${byTitle('Pixel Quest').slug}-1.svg`],
      createdAt: at(6, 18),
    },
    {
      projectId: byTitle('Water Watch').id,
      body: '<p>Buoy three caught a muddy outflow after Tuesday’s storm; the council’s team found a broken drain the same day.</p>',
      attachments: ['https://example.com/water-watch/dashboard'],
      createdAt: at(8, 11),
    },
  ]);
  const comment = (title: string, author: number, body: string, daysAgo: number, hour: number) => ({
    projectId: byTitle(title).id,
    authorId: people[author]!.id,
    body,
    createdAt: at(daysAgo, hour),
  });
  await tx
    .insert(t.projectComments)
    .values([
      comment(
        'Solar Sprout',
        1,
        'Great idea! Did you try it on a north-facing window? Our notes: https://example.com/light-tests',
        9,
        13,
      ),
      comment('Solar Sprout', 2, 'The time-lapse in the video is lovely.', 4, 17),
      comment('Mood Board', 4, 'Our school would love this. Does it work without the internet?', 6, 10),
      comment('Mood Board', 5, 'Seat numbers instead of names is such a good idea.', 2, 15),
      comment('Pixel Quest', 6, 'Level 17 took us forty minutes and we loved every one of them.', 5, 19),
      comment(
        'Grid Balance',
        7,
        'Could you add heat pumps turning on at six? That is our street exactly.',
        3,
        12,
      ),
      comment(
        'Water Watch',
        0,
        'Is the data available as a CSV? I would like to use it in geography class.',
        7,
        9,
      ),
    ]);
}
