import { z } from 'zod';
import { publicUserSchema } from './api';
import { key } from './validation';

/**
 * The judging API contract (docs/judging.md, "API"): constants, error keys and the zod shape of every
 * request and answer, shared by the server (validation, serialisation, OpenAPI) and the web app
 * (types and forms). Paths live under /api-v2/partners/events/{eventId}/judging.
 */

/** The event role of a judge (also listed in EVENT_ROLES). */
export const JUDGE_ROLE = 'ss_event_judge' as const;

/** Rubric scores only, pairwise comparisons only ("this one or the previous one?"), or both. */
export const ROUND_MODES = ['rubric', 'pairwise', 'both'] as const;
export type RoundMode = (typeof ROUND_MODES)[number];
export const roundUsesRubric = (mode: RoundMode) => mode !== 'pairwise';
export const roundUsesPairwise = (mode: RoundMode) => mode !== 'rubric';

/** Which projects a round judges: every approved one, those of one category, or an earlier round's top N. */
export const PROJECT_SETS = ['approved', 'category', 'finalists'] as const;
export type ProjectSet = (typeof PROJECT_SETS)[number];

/**
 * `draft`: never opened; `scheduled`: tied to a timeline entry that has not started; `open`: judges
 * score; `closed`: by hand or because its timeline entry ended.
 */
export const ROUND_STATES = ['draft', 'scheduled', 'open', 'closed'] as const;
export type RoundState = (typeof ROUND_STATES)[number];

export const JUDGE_STATUSES = ['pending', 'active'] as const;
export type JudgeStatus = (typeof JUDGE_STATUSES)[number];
/** How someone became a judge: a mailed invitation they accepted, or their own registration. */
export const JUDGE_SOURCES = ['invitation', 'registration'] as const;

export const LOOK_STATUSES = ['in-progress', 'done', 'skipped'] as const;
export type LookStatusName = (typeof LOOK_STATUSES)[number];
/** Why a judge skipped a project. `conflict` also records a conflict of interest. */
export const SKIP_REASONS = ['absent', 'conflict', 'other'] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];
/**
 * Why a stored look ended unscored: the judge's reasons, or `moved` when an organiser handed the project
 * to another judge (the look stays so the first judge is not given the project again).
 */
export const STORED_SKIP_REASONS = [...SKIP_REASONS, 'moved'] as const;
export type StoredSkipReason = (typeof STORED_SKIP_REASONS)[number];
/**
 * A score that arrived after its round closed is kept and marked late; the organiser decides whether
 * it counts (`pending` until then, and not counted).
 */
export const LATE_DECISIONS = ['pending', 'counted', 'excluded'] as const;
export type LateDecision = (typeof LATE_DECISIONS)[number];
/** The pairwise answer: the project in front of the judge now, or the one they saw before. */
export const PAIRWISE_CHOICES = ['current', 'previous'] as const;
export type PairwiseChoice = (typeof PAIRWISE_CHOICES)[number];
/**
 * How far apart the two projects are, beside `preferred`: much better, a bit better, or about the same
 * (then without `preferred`). An answer without a margin is a plain "better" (the older sheet).
 */
export const PAIRWISE_MARGINS = ['much', 'little', 'same'] as const;
export type PairwiseMargin = (typeof PAIRWISE_MARGINS)[number];
export const CONFIDENCE_LEVELS = [0.8, 0.9, 0.95, 0.99] as const;
export const DEFAULT_CONFIDENCE = 0.95;
/** Beyond this many more looks an unsettled place is called a near tie: more looks are unlikely to settle it soon. */
export const MAX_LOOKS_TO_SETTLE = 20;

export const JUDGING_LIMITS = {
  criteriaMax: 20,
  criterionNameMax: 120,
  criterionDescriptionMax: 1000,
  weightMax: 100,
  /** Scales are whole numbers within 0..100, minimum below maximum. */
  scaleLowest: 0,
  scaleHighest: 100,
  roundNameMax: 120,
  targetLooksMax: 20,
  targetLooksDefault: 3,
  finalistsMax: 500,
  noteMax: 4000,
  commentMax: 4000,
  tableNumberMax: 32,
  idempotencyKeyMin: 8,
  idempotencyKeyMax: 128,
  conflictsMax: 500,
  placesMax: 50,
  tableNumbersPerCall: 2000,
} as const;

/**
 * Error keys of judging answers (`{message, key}`), for translated messages in the web app. The
 * plan gate answers 403 with key `enable_judging`, like other plan features.
 */
export const JUDGING_ERROR_KEYS = {
  /** 403: the caller is not an active judge of this event. */
  notJudge: 'judging.notJudge',
  /** 403: self-registration is off or outside the judge-registration window. */
  registrationClosed: 'judging.registrationClosed',
  /** 409: already a judge (or already registered and waiting) of this event. */
  alreadyJudge: 'judging.alreadyJudge',
  /** 400: a rubric with no criteria, a bad weight or a bad scale (message says which). */
  invalidRubric: 'judging.invalidRubric',
  /**
   * 400: a criterion's highest score is not above its lowest: the body's own rule, so the rubric form
   * shows it under that criterion's highest score (its text is in the judging namespace).
   */
  scaleOrder: 'judging.scaleOrder',
  /** 409: a score arrived for this rubric, so its criteria can no longer change. */
  rubricLocked: 'judging.rubricLocked',
  /** 409: the round is not open (draft, scheduled or closed). */
  roundNotOpen: 'judging.roundNotOpen',
  /** 409: the round already has looks, so its mode or project set can no longer change (or it be deleted). */
  roundStarted: 'judging.roundStarted',
  /** 400: a score sheet that does not fit the rubric (message lists every problem). */
  invalidScoreSheet: 'judging.invalidScoreSheet',
  /**
   * 400: a pairwise round needs `preferred` on a look that has a previous project (or `margin: same`,
   * which takes no `preferred`).
   */
  pairwiseAnswerRequired: 'judging.pairwiseAnswerRequired',
  /** 409: the look was already submitted or skipped with another idempotency key. */
  lookFinished: 'judging.lookFinished',
  /** 409: the idempotency key was already used for another look or action. */
  idempotencyKeyReused: 'judging.idempotencyKeyReused',
  /** 409: the idempotency key was already used for this look with different answers. */
  idempotencyKeyMismatch: 'judging.idempotencyKeyMismatch',
  /** 409: the judge has (now) a conflict of interest with this project; it cannot be scored. */
  conflictOfInterest: 'judging.conflictOfInterest',
  /** 409: only the judge's last submission of the round, while the round is open, can be undone. */
  cannotUndo: 'judging.cannotUndo',
  /** 409: a pin or reassignment that breaks a hard rule (team member, conflict, already seen). */
  assignmentBreaksRule: 'judging.assignmentBreaksRule',
  /** 409: fewer ranked projects than award places. */
  notEnoughResults: 'judging.notEnoughResults',
  /** 400: a judge declared more conflicts than the event lets judges declare themselves. */
  tooManyConflicts: 'judging.tooManyConflicts',
} as const;
export type JudgingErrorKey = (typeof JUDGING_ERROR_KEYS)[keyof typeof JUDGING_ERROR_KEYS];

// ---------------------------------------------------------------- shared pieces

const id = z.number().int();
const positiveId = z.number().int().positive();
const isoDate = z.string();
const trimmed = (max: number) => z.string().trim().max(max);
/** A client-made key (a UUID suits) that makes a retried write land once. */
export const idempotencyKey = z
  .string()
  .min(JUDGING_LIMITS.idempotencyKeyMin)
  .max(JUDGING_LIMITS.idempotencyKeyMax)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, - or _');

export const judgingProjectSummarySchema = z.object({
  id,
  slug: z.string(),
  title: z.string(),
  imageUrl: z.string().nullable(),
  tableNumber: z.string().nullable(),
  categoryIds: z.array(id),
});
export type JudgingProjectSummary = z.infer<typeof judgingProjectSummarySchema>;

// ---------------------------------------------------------------- settings

export const judgingSettingsSchema = z.object({
  /** The organiser lets people register themselves as judges (during the judge-registration window). */
  judgeRegistration: z.boolean(),
  /** The timeline's judge-registration window (type 1); `none` without such an entry. */
  registrationWindow: z.object({
    opensAt: isoDate.nullable(),
    closesAt: isoDate.nullable(),
    state: z.enum(['none', 'not_open', 'open', 'closed']),
  }),
  /** Both together: someone could register now. */
  registrationOpen: z.boolean(),
  /** The share of the approved projects (percent) a judge may declare conflicts with themselves. */
  selfConflictPercent: z.number().int(),
});
export type JudgingSettings = z.infer<typeof judgingSettingsSchema>;
export const SELF_CONFLICT_PERCENT_DEFAULT = 10;
export const judgingSettingsInput = z.object({
  judgeRegistration: z.boolean(),
  /** Left out: unchanged. 0: judges declare no conflicts themselves (organisers still record them). */
  selfConflictPercent: z.number().int().min(0).max(100).optional(),
});
export type JudgingSettingsInput = z.infer<typeof judgingSettingsInput>;

/** A judge may always declare this many (unless the share is 0): a small event's friends and family. */
export const SELF_CONFLICT_FLOOR = 3;

/** How many conflicts a judge may declare themselves among `approvedProjects` projects. */
export const selfConflictCap = (approvedProjects: number, percent: number): number =>
  percent <= 0 ? 0 : Math.max(SELF_CONFLICT_FLOOR, Math.floor((approvedProjects * percent) / 100));

// ---------------------------------------------------------------- judges

export const judgeSchema = z.object({
  id,
  userId: id,
  user: publicUserSchema,
  status: z.enum(JUDGE_STATUSES),
  source: z.enum(JUDGE_SOURCES),
  conflictProjectIds: z.array(id),
  /** Those of conflictProjectIds the judge declared themselves (an organiser may overrule them). */
  selfDeclaredConflictIds: z.array(id),
  createdAt: isoDate,
});
export type Judge = z.infer<typeof judgeSchema>;

/** A mailed judge invitation not yet accepted; invitations by user name never show the address. */
export const judgeInvitationSchema = z.object({
  id,
  email: z.string().nullable(),
  userName: z.string().nullable(),
  expiresAt: isoDate.nullable(),
});
export type JudgeInvitation = z.infer<typeof judgeInvitationSchema>;
export const judgesResponse = z.object({
  judges: z.array(judgeSchema),
  invitations: z.array(judgeInvitationSchema),
});
export type JudgesResponse = z.infer<typeof judgesResponse>;

/** Invite by e-mail address or by user name (exactly one). */
export const judgeInvitationInput = z
  .object({ email: z.string().trim().max(320).optional(), userName: z.string().trim().max(20).optional() })
  .refine((value) => Boolean(value.email) !== Boolean(value.userName), {
    message: key('staffInvitation.inviteeRequired'),
  });
export type JudgeInvitationInput = z.infer<typeof judgeInvitationInput>;
export const judgeInvitationSent = z.object({ invited: z.string(), pending: z.literal(true) });

export const conflictsInput = z.object({
  projectIds: z.array(positiveId).max(JUDGING_LIMITS.conflictsMax),
});

/** What the judging screens need to know about the caller. */
export const myJudgingSchema = z.object({
  /** `none`: not a judge (may register when `registration.open`). */
  status: z.enum(['none', ...JUDGE_STATUSES]),
  judgeId: id.nullable(),
  registration: z.object({ open: z.boolean(), opensAt: isoDate.nullable(), closesAt: isoDate.nullable() }),
  conflictProjectIds: z.array(id),
  /** How many conflicts the judge may declare themselves (0 when not a judge). */
  selfConflictCap: id,
  /** Open rounds with the caller's progress (active judges only). */
  rounds: z.array(
    z.object({
      id,
      name: z.string(),
      mode: z.enum(ROUND_MODES),
      state: z.enum(ROUND_STATES),
      done: z.number().int(),
      skipped: z.number().int(),
    }),
  ),
});
export type MyJudging = z.infer<typeof myJudgingSchema>;

// ---------------------------------------------------------------- rubric

export const criterionSchema = z.object({
  id,
  name: z.string(),
  description: z.string().nullable(),
  weight: z.number(),
  min: z.number().int(),
  max: z.number().int(),
});
export type JudgingCriterion = z.infer<typeof criterionSchema>;

export const criterionInput = z.object({
  /** Keep an existing criterion (its scores stay attached); omit for a new one. */
  id: positiveId.optional(),
  name: trimmed(JUDGING_LIMITS.criterionNameMax).min(1),
  description: trimmed(JUDGING_LIMITS.criterionDescriptionMax).nullable().optional(),
  weight: z.number().positive().max(JUDGING_LIMITS.weightMax),
  min: z.number().int().min(JUDGING_LIMITS.scaleLowest).max(JUDGING_LIMITS.scaleHighest),
  max: z.number().int().min(JUDGING_LIMITS.scaleLowest).max(JUDGING_LIMITS.scaleHighest),
});
export type CriterionInput = z.infer<typeof criterionInput>;

/**
 * The event's general rubric (`categoryId: null`) or a category's own. `locked` once a score sheet
 * was stored against it. A category without criteria uses the general rubric.
 */
export const rubricSchema = z.object({
  categoryId: id.nullable(),
  criteria: z.array(criterionSchema),
  locked: z.boolean(),
});
export type JudgingRubric = z.infer<typeof rubricSchema>;
export const rubricsResponse = z.object({ rubrics: z.array(rubricSchema) });
/** Replaces a rubric's criteria, in order; an empty list removes a category's rubric. */
export const rubricInput = z.object({
  criteria: z.array(criterionInput).max(JUDGING_LIMITS.criteriaMax),
});

/**
 * The rubric form's rules: the body's, and a scale whose highest score is above its lowest, shown under
 * that criterion's highest score. The service refuses such a scale too (400 `judging.invalidRubric`, the
 * published answer), after the body has passed.
 */
export const rubricForm = rubricInput.extend({
  criteria: z
    .array(
      criterionInput.refine((criterion) => criterion.min < criterion.max, {
        message: JUDGING_ERROR_KEYS.scaleOrder,
        path: ['max'],
      }),
    )
    .max(JUDGING_LIMITS.criteriaMax),
});

/** Path segment naming a rubric: `general` or a category id. */
export const rubricKey = z.union([z.literal('general'), z.coerce.number().int().positive()]);

// ---------------------------------------------------------------- rounds

export const roundSchema = z.object({
  id,
  eventId: id,
  name: z.string(),
  mode: z.enum(ROUND_MODES),
  projectSet: z.enum(PROJECT_SETS),
  /** The category of a `category` set (or the category a `finalists` set is drawn from, if any). */
  categoryId: id.nullable(),
  /** `finalists`: the earlier round and how many of its top projects. */
  sourceRoundId: id.nullable(),
  finalistCount: z.number().int().nullable(),
  targetLooks: z.number().int(),
  state: z.enum(ROUND_STATES),
  /** When set, the round is open while this timeline entry is. */
  timelineId: id.nullable(),
  opensAt: isoDate.nullable(),
  closesAt: isoDate.nullable(),
  /** Judges' comments of this round are shown to each team. */
  feedbackReleased: z.boolean(),
  projectCount: z.number().int(),
  /** Finished (done) looks so far. */
  lookCount: z.number().int(),
  createdAt: isoDate,
});
export type JudgingRound = z.infer<typeof roundSchema>;
export const pinSchema = z.object({ judgeId: id, projectId: id });
export const roundDetailSchema = roundSchema.extend({
  pins: z.array(pinSchema),
  projects: z.array(judgingProjectSummarySchema),
});
export type JudgingRoundDetail = z.infer<typeof roundDetailSchema>;
export const roundsResponse = z.object({ rounds: z.array(roundSchema) });

export const roundInput = z.object({
  name: trimmed(JUDGING_LIMITS.roundNameMax).min(1),
  mode: z.enum(ROUND_MODES),
  projectSet: z.enum(PROJECT_SETS).default('approved'),
  categoryId: positiveId.nullable().optional(),
  sourceRoundId: positiveId.nullable().optional(),
  finalistCount: z.number().int().min(1).max(JUDGING_LIMITS.finalistsMax).nullable().optional(),
  targetLooks: z
    .number()
    .int()
    .min(1)
    .max(JUDGING_LIMITS.targetLooksMax)
    .default(JUDGING_LIMITS.targetLooksDefault),
  timelineId: positiveId.nullable().optional(),
});
export type RoundInput = z.input<typeof roundInput>;
export type RoundValues = z.output<typeof roundInput>;
/** Every field optional; mode and project set only while the round has no looks. */
export const roundPatch = z.object({
  name: trimmed(JUDGING_LIMITS.roundNameMax).min(1).optional(),
  mode: z.enum(ROUND_MODES).optional(),
  projectSet: z.enum(PROJECT_SETS).optional(),
  categoryId: positiveId.nullable().optional(),
  sourceRoundId: positiveId.nullable().optional(),
  finalistCount: z.number().int().min(1).max(JUDGING_LIMITS.finalistsMax).nullable().optional(),
  targetLooks: z.number().int().min(1).max(JUDGING_LIMITS.targetLooksMax).optional(),
  timelineId: positiveId.nullable().optional(),
});
export type RoundPatch = z.infer<typeof roundPatch>;

export const pinInput = z.object({ judgeId: positiveId, projectId: positiveId });
/** Takes a project from one judge (their unfinished look is released) and pins it to another. */
export const reassignInput = z.object({
  projectId: positiveId,
  fromJudgeId: positiveId,
  toJudgeId: positiveId,
});
export const feedbackInput = z.object({ released: z.boolean() });

export const tableNumbersInput = z.object({
  tableNumbers: z
    .array(
      z.object({
        projectId: positiveId,
        tableNumber: trimmed(JUDGING_LIMITS.tableNumberMax).nullable(),
      }),
    )
    .min(1)
    .max(JUDGING_LIMITS.tableNumbersPerCall),
});
export const judgingProjectsResponse = z.object({ projects: z.array(judgingProjectSummarySchema) });

// ---------------------------------------------------------------- the judge's queue

/** The project in front of a judge, with everything the phone page shows. */
export const judgedProjectSchema = z.object({
  id,
  slug: z.string(),
  title: z.string(),
  tableNumber: z.string().nullable(),
  imageUrl: z.string().nullable(),
  description: z.string(),
  videoUrl: z.string().nullable(),
  /** Links and files the team attached to its posts. */
  links: z.array(z.string()),
  categories: z.array(z.object({ id, name: z.string() })),
});
export type JudgedProject = z.infer<typeof judgedProjectSchema>;

export const criterionScoreSchema = z.object({
  criterionId: positiveId,
  score: z.number(),
});
export type CriterionScoreInput = z.infer<typeof criterionScoreSchema>;

/** What the judge entered before an undo (or nothing yet): the form starts from it. */
export const lookDraftSchema = z.object({
  scores: z.array(criterionScoreSchema).nullable(),
  preferred: z.enum(PAIRWISE_CHOICES).nullable(),
  /** Graded pairwise answer; absent for a plain one. */
  margin: z.enum(PAIRWISE_MARGINS).optional(),
  note: z.string().nullable(),
  comment: z.string().nullable(),
});

export const judgeLookSchema = z.object({
  id,
  roundId: id,
  project: judgedProjectSchema,
  /** Pairwise: the project to compare with (the judge's previous one); null at the start of a chain. */
  comparedWith: judgedProjectSchema
    .pick({ id: true, title: true, tableNumber: true, imageUrl: true })
    .nullable(),
  /** The criteria to score (rubric and both modes); null in pairwise mode. */
  rubric: z.array(criterionSchema).nullable(),
  draft: lookDraftSchema.nullable(),
  /** Why this project: the judge's unfinished look, an organiser's pin, or the neediest project. */
  reason: z.enum(['in-progress', 'pinned', 'needs-looks']),
  startedAt: isoDate,
});
export type JudgeLook = z.infer<typeof judgeLookSchema>;

export const judgeQueueSchema = z.object({
  round: z.object({
    id,
    name: z.string(),
    mode: z.enum(ROUND_MODES),
    state: z.enum(ROUND_STATES),
    targetLooks: z.number().int(),
  }),
  /** Null when nothing is left for this judge in this round. */
  look: judgeLookSchema.nullable(),
  progress: z.object({ done: z.number().int(), skipped: z.number().int() }),
  /** The judge's last finished look in this round, which `undo` can reopen. */
  undoableLookId: id.nullable(),
});
export type JudgeQueue = z.infer<typeof judgeQueueSchema>;

/** Rubric sheet and/or pairwise answer, as the round's mode asks; note is private, comment goes to the team once released. */
export const submitLookInput = z.object({
  idempotencyKey,
  scores: z.array(criterionScoreSchema).max(JUDGING_LIMITS.criteriaMax).optional(),
  preferred: z.enum(PAIRWISE_CHOICES).optional(),
  /** How much better `preferred` is, or `same` (then without `preferred`); absent: a plain "better". */
  margin: z.enum(PAIRWISE_MARGINS).optional(),
  note: trimmed(JUDGING_LIMITS.noteMax).nullable().optional(),
  comment: trimmed(JUDGING_LIMITS.commentMax).nullable().optional(),
});
export type SubmitLookInput = z.infer<typeof submitLookInput>;
export const skipLookInput = z.object({
  idempotencyKey,
  reason: z.enum(SKIP_REASONS),
  note: trimmed(JUDGING_LIMITS.noteMax).nullable().optional(),
});
export type SkipLookInput = z.infer<typeof skipLookInput>;
export const lookResultSchema = z.object({
  lookId: id,
  status: z.enum(LOOK_STATUSES),
  finishedAt: isoDate.nullable(),
  /** True when this answer repeats one already stored under the same idempotency key. */
  replayed: z.boolean(),
  /** The round had closed: the score is kept, and counts only if the organisers decide so. */
  late: z.boolean(),
});
export type LookResult = z.infer<typeof lookResultSchema>;

export const myLooksResponse = z.object({
  looks: z.array(
    z.object({
      id,
      project: judgingProjectSummarySchema.pick({ id: true, title: true, tableNumber: true }),
      status: z.enum(LOOK_STATUSES),
      scores: z.array(criterionScoreSchema).nullable(),
      preferred: z.enum(PAIRWISE_CHOICES).nullable(),
      margin: z.enum(PAIRWISE_MARGINS).nullable(),
      note: z.string().nullable(),
      comment: z.string().nullable(),
      skipReason: z.enum(STORED_SKIP_REASONS).nullable(),
      finishedAt: isoDate.nullable(),
      late: z.boolean(),
    }),
  ),
});

// ---------------------------------------------------------------- results

export const leaderboardQuery = z.object({
  categoryId: z.coerce.number().int().positive().optional(),
  confidence: z.coerce
    .number()
    .refine(
      (value) => (CONFIDENCE_LEVELS as readonly number[]).includes(value),
      'must be 0.8, 0.9, 0.95 or 0.99',
    )
    .default(DEFAULT_CONFIDENCE),
});

export const leaderboardEntrySchema = z.object({
  /** Order on the board; null for a project without any finished look (not enough data to rank). */
  rank: z.number().int().nullable(),
  /**
   * The places the intervals allow among judged projects: settled when best = worst; a range is a tie
   * (the data cannot order those projects yet). Null without looks.
   */
  rankRange: z.object({ best: z.number().int(), worst: z.number().int() }).nullable(),
  /**
   * Null when the project's side of every prize cut (after places 1, 3, 5) is settled. Else the nearest
   * cut its interval still holds, and about how many more looks at it would settle that (null: more
   * than MAX_LOOKS_TO_SETTLE, a near tie). docs/judging.md, "Which places are unsettled".
   */
  unsettled: z.object({ cutoff: z.number().int(), looksToSettle: z.number().int().nullable() }).nullable(),
  project: judgingProjectSummarySchema,
  /** The ranking score: normalised rubric score, pairwise strength μ, or the rubric score in `both`. */
  score: z.number(),
  ciLow: z.number(),
  ciHigh: z.number(),
  /** Finished looks (rubric sheets or comparisons) at this project. */
  looks: z.number().int(),
  rubric: z.object({ score: z.number(), rank: z.number().int(), meanZ: z.number() }).nullable(),
  pairwise: z.object({ score: z.number(), rank: z.number().int(), comparisons: z.number().int() }).nullable(),
  /** Combined mode: pairwise moved this project within a near-tie of rubric scores. */
  reorderedByPairwise: z.boolean(),
});
export type LeaderboardEntryView = z.infer<typeof leaderboardEntrySchema>;

export const needsLooksSchema = z.object({
  projectId: id,
  title: z.string(),
  reason: z.enum(['under-target', 'overlaps-neighbour']),
  looks: z.number().int(),
  overlap: z.number(),
});

export const lateLookSchema = z.object({
  lookId: id,
  projectId: id,
  title: z.string(),
  judge: publicUserSchema,
  finishedAt: isoDate,
  decision: z.enum(LATE_DECISIONS),
});
export type LateLook = z.infer<typeof lateLookSchema>;
/** The organiser's decision on a late score. */
export const lateDecisionInput = z.object({ counted: z.boolean() });

export const leaderboardResponse = z.object({
  roundId: id,
  mode: z.enum(ROUND_MODES),
  categoryId: id.nullable(),
  confidence: z.number(),
  entries: z.array(leaderboardEntrySchema),
  needsMoreLooks: z.array(needsLooksSchema),
  /** Scores that arrived after the round closed: they count only once an organiser decides so. */
  lateLooks: z.array(lateLookSchema),
});
export type LeaderboardResponse = z.infer<typeof leaderboardResponse>;

export const judgeProgressSchema = z.object({
  judgeId: id,
  user: publicUserSchema,
  done: z.number().int(),
  skipped: z.number().int(),
  inProgressProjectId: id.nullable(),
  /** Looks the balanced plan still gives this judge. */
  planned: z.number().int(),
  /** done + in progress + planned. */
  assigned: z.number().int(),
});
export const progressResponse = z.object({
  roundId: id,
  judges: z.array(judgeProgressSchema),
  projects: z.object({ total: z.number().int(), atTarget: z.number().int() }),
  /** Projects that cannot reach the target: too few judges may see them. */
  shortfalls: z.array(z.object({ projectId: id, missing: z.number().int() })),
});
export type ProgressResponse = z.infer<typeof progressResponse>;

export const planResponse = z.object({
  roundId: id,
  byJudge: z.array(z.object({ judgeId: id, projectIds: z.array(id) })),
  shortfalls: z.array(z.object({ projectId: id, missing: z.number().int() })),
  rejectedPins: z.array(
    pinSchema.extend({
      reason: z.enum(['conflict', 'team-member', 'already-seen', 'unknown-judge', 'unknown-project']),
    }),
  ),
});

/** Each judge's habits: rubric calibration (z-score basis) and pairwise reliability (Crowd BT). */
export const judgeReviewResponse = z.object({
  roundId: id,
  judges: z.array(
    z.object({
      judgeId: id,
      user: publicUserSchema,
      rubric: z
        .object({ looks: z.number().int(), rawMean: z.number(), mean: z.number(), sd: z.number() })
        .nullable(),
      pairwise: z
        .object({ comparisons: z.number().int(), reliability: z.number(), reviewedReliability: z.number() })
        .nullable(),
    }),
  ),
});

/** Top N → awards: the i-th ranked project gets `places[i]` (repeat an award id to give it to several). */
export const resultsToAwardsInput = z.object({
  categoryId: positiveId.nullable().optional(),
  places: z.array(positiveId).min(1).max(JUDGING_LIMITS.placesMax),
  /**
   * Take these awards back from their current projects first, so re-running replaces. Off unless asked:
   * it removes awards people may already have been told about.
   */
  replace: z.boolean().default(false),
});
export const resultsToAwardsResponse = z.object({
  given: z.array(
    z.object({
      place: z.number().int(),
      awardId: id,
      projectId: id,
      title: z.string(),
      /** The intervals put this project at exactly this place; false when it is tied with others. */
      settled: z.boolean(),
    }),
  ),
});

// ---------------------------------------------------------------- feedback to teams

export const teamFeedbackResponse = z.object({
  feedback: z.array(z.object({ roundId: id, roundName: z.string(), comments: z.array(z.string()) })),
});
export type TeamFeedback = z.infer<typeof teamFeedbackResponse>;
