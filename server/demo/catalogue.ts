import { z } from 'zod';
import ideas from './ideas.json';
import { MOTIFS, type MotifName } from './motifs';
import stories from './stories.json';

/** The demo fair's categories, in the order the gallery lists them. */
export const DEMO_CATEGORIES = [
  'Climate & Energy',
  'Health',
  'Education',
  'Games & Play',
  'Open Tools',
] as const;
export type DemoCategory = (typeof DEMO_CATEGORIES)[number];

export interface DemoIdea {
  title: string;
  summary: string;
  /** What the project is about: its first category, and the one its picture is drawn for. */
  categories: readonly [DemoCategory, ...DemoCategory[]];
  /** The picture's emblem: what the project is, at a glance. */
  motif: MotifName;
}

/**
 * The demo fair's projects, in the order they were created. The first thirty are approved; the rest
 * wait in review. Each has its own picture (drawn from its title, category and motif by the demo's
 * artwork routes), so the gallery looks like a real fair. The list itself is data (ideas.json), checked
 * here once at load so a typo in a category or motif fails the seed rather than drawing a blank picture.
 */
export const DEMO_IDEAS: readonly DemoIdea[] = z
  .array(
    z.object({
      title: z.string().min(1),
      summary: z.string().min(1),
      categories: z.tuple([z.enum(DEMO_CATEGORIES)]).rest(z.enum(DEMO_CATEGORIES)),
      motif: z.enum(Object.keys(MOTIFS) as [MotifName, ...MotifName[]]),
    }),
  )
  .parse(ideas);

/** The demo's sponsors, each with the emblem of its logo. */
export const DEMO_SPONSORS = [
  { name: 'Northwind Labs', motif: 'wind' },
  { name: 'Contoso Energy', motif: 'zap' },
  { name: 'Fabrikam Health', motif: 'heartPulse' },
] as const satisfies readonly { name: string; motif: MotifName }[];

const storySchema = z.object({
  /** The description's second paragraph: what happened when it was tried, in this team's words. */
  pitch: z.string().min(1),
  inspiration: z.string().min(1),
  whatItDoes: z.string().optional(),
  howBuilt: z.string().optional(),
  challenges: z.string().optional(),
  next: z.string().optional(),
  builtWith: z.array(z.string()).min(1),
  /** What the owner and the teammate did. */
  roles: z.tuple([z.string(), z.string()]),
  links: z.object({ demo: z.string().url(), source: z.string().url(), video: z.string().url() }).partial(),
});
export type DemoStory = z.infer<typeof storySchema>;

/**
 * Each demo project's page: its story sections (the featured ones tell all five), tags, links and who
 * did what. Every sentence is the project's own, so the plagiarism check finds the demo clean.
 */
export const DEMO_STORIES: Readonly<Record<string, DemoStory>> = z
  .record(z.string(), storySchema)
  .parse(stories);

export function storyOf(title: string): DemoStory {
  const story = DEMO_STORIES[title];
  if (!story) throw new Error(`The demo project ${title} has no story in stories.json`);
  return story;
}
