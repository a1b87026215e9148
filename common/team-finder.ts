import { z } from 'zod';
import { publicUserSchema } from './api';

/**
 * The team finder (docs/product.md#team-finder): people looking for a team post a card, teams looking for
 * members mark their project, and each side asks or invites. The rules and limits live here, once, for
 * the server that enforces them and the board that shows them.
 */
export const TEAM_FINDER_LIMITS = {
  skillsMax: 12,
  skillMax: 40,
  interestsMax: 300,
  pitchMax: 500,
  linksMax: 3,
  linkMax: 300,
  noteMax: 500,
  messageMax: 500,
  /** A person asks to join at most this many teams an hour… */
  joinRequestsPerHour: 5,
  /** …and has at most this many requests waiting for an answer at once. */
  openJoinRequestsMax: 3,
  /**
   * Accepting a request never grows a team past this size (invitations of the team editor are not
   * capped: the finder only keeps strangers from swelling a team unasked).
   */
  teamSizeMax: 8,
  /** Suggestions shown to a team or a person. */
  suggestionsMax: 6,
} as const;

/** A skill as stored and compared: trimmed, single spaces, lower case ("Machine  Learning" → "machine learning"). */
export const normaliseSkill = (skill: string): string => skill.trim().replace(/\s+/g, ' ').toLowerCase();

/** Skills as typed → distinct normalised skills in their first order, blanks dropped. */
export function normaliseSkills(skills: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const skill of skills) {
    const clean = normaliseSkill(skill);
    if (clean) seen.add(clean);
  }
  return [...seen];
}

/** What a team needs and nobody on it offers yet, in the team's order. */
export function missingSkills(needed: readonly string[], offered: readonly string[]): string[] {
  const have = new Set(offered.map(normaliseSkill));
  return needed.filter((skill) => !have.has(normaliseSkill(skill)));
}

/** How many of `wanted` a candidate's skills cover: the suggestion rank before recency. */
export function coverage(wanted: readonly string[], skills: readonly string[]): string[] {
  const have = new Set(skills.map(normaliseSkill));
  return wanted.filter((skill) => have.has(normaliseSkill(skill)));
}

const plain = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine((value) => !/<[a-z!/?]/i.test(value), 'must be plain text, without HTML');

const skillList = z
  .array(plain(TEAM_FINDER_LIMITS.skillMax))
  .max(TEAM_FINDER_LIMITS.skillsMax, `at most ${TEAM_FINDER_LIMITS.skillsMax} skills`)
  .transform(normaliseSkills);

const link = z
  .string()
  .trim()
  .max(TEAM_FINDER_LIMITS.linkMax)
  .url('must be a web address')
  .refine((value) => /^https?:\/\//i.test(value), 'must start with http:// or https://');

/** POST/PUT /events/{slug}/team-finder/card: the caller's own card. */
export const cardBody = z.object({
  skills: skillList.refine((skills) => skills.length > 0, 'add at least one skill'),
  interests: plain(TEAM_FINDER_LIMITS.interestsMax).default(''),
  pitch: plain(TEAM_FINDER_LIMITS.pitchMax).default(''),
  links: z.array(link).max(TEAM_FINDER_LIMITS.linksMax).default([]),
  /** false hides the card from the board without deleting it. */
  visible: z.boolean().default(true),
});
export type CardInput = z.input<typeof cardBody>;

/** PUT /project/{id}/team-finder: the team looks for members with these skills. */
export const openingBody = z.object({
  skills: skillList.refine((skills) => skills.length > 0, 'add at least one skill'),
  note: plain(TEAM_FINDER_LIMITS.noteMax).default(''),
});
export type OpeningInput = z.input<typeof openingBody>;

export const joinRequestBody = z.object({ message: plain(TEAM_FINDER_LIMITS.messageMax).default('') });
export const inviteCardBody = z.object({ cardId: z.coerce.number().int().positive() });

export const teamFinderSettingsSchema = z.object({
  /** The board is on: its link shows in the event's navigation. */
  enabled: z.boolean(),
  /** Visitors who are not signed in see the cards (names and skills); otherwise signed-in users only. */
  publicListing: z.boolean(),
});
export type TeamFinderSettings = z.infer<typeof teamFinderSettingsSchema>;

export const cardSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  user: publicUserSchema,
  skills: z.array(z.string()),
  interests: z.string(),
  pitch: z.string(),
  links: z.array(z.string()),
  visible: z.boolean(),
  /** Set when the card left the board because its author joined a team. */
  hiddenReason: z.enum(['joined', 'request']).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TeamFinderCard = z.infer<typeof cardSchema>;

export const openingSchema = z.object({
  projectId: z.number().int(),
  projectTitle: z.string(),
  projectSlug: z.string().nullable(),
  skills: z.array(z.string()),
  /** Needed skills no member's card offers yet. */
  missing: z.array(z.string()),
  note: z.string(),
  teamSize: z.number().int(),
  updatedAt: z.string(),
});
export type TeamOpening = z.infer<typeof openingSchema>;

export const JOIN_REQUEST_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
export type JoinRequestStatus = (typeof JOIN_REQUEST_STATUSES)[number];

export const joinRequestSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  projectTitle: z.string(),
  user: publicUserSchema,
  message: z.string(),
  status: z.enum(JOIN_REQUEST_STATUSES),
  createdAt: z.string(),
});
export type JoinRequest = z.infer<typeof joinRequestSchema>;

export const cardSuggestionSchema = cardSchema.extend({ matched: z.array(z.string()) });
export const openingSuggestionSchema = openingSchema.extend({ matched: z.array(z.string()) });
export type CardSuggestion = z.infer<typeof cardSuggestionSchema>;
export type OpeningSuggestion = z.infer<typeof openingSuggestionSchema>;

/** A team the caller manages (Owner or CoOwner) in the event, as the board's "your team" panel shows it. */
export const managedTeamSchema = z.object({
  projectId: z.number().int(),
  projectTitle: z.string(),
  opening: openingSchema.nullable(),
  requests: z.array(joinRequestSchema),
  suggestions: z.array(cardSuggestionSchema),
});
export type ManagedTeam = z.infer<typeof managedTeamSchema>;

/** GET /events/{slug}/team-finder: the board, and the caller's own side of it. */
export const boardResponse = z.object({
  settings: teamFinderSettingsSchema,
  /** false: the caller may see the board but not act (not signed in). */
  canAct: z.boolean(),
  /** The caller may post a card (see mayUseTeamFinder). */
  canPost: z.boolean(),
  /** The caller may remove anyone's card (organisers). */
  canModerate: z.boolean(),
  /** false: cards are for signed-in users only and the caller is not signed in. */
  cardsShown: z.boolean(),
  cards: z.array(cardSchema),
  openings: z.array(openingSchema),
  me: z
    .object({
      card: cardSchema.nullable(),
      /** Projects of the event the caller is on. */
      teamProjectIds: z.array(z.number().int()),
      requests: z.array(joinRequestSchema),
      suggestions: z.array(openingSuggestionSchema),
      teams: z.array(managedTeamSchema),
    })
    .nullable(),
});
export type TeamFinderBoard = z.infer<typeof boardResponse>;
