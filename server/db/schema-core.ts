import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  EVENT_PRIVACIES,
  EVENT_ROLES,
  EVENT_STATUSES,
  EVENT_TEMPLATE_STATUSES,
  PROJECT_STATUSES,
  TEAM_ROLES,
} from '../../common/constants';
import type { MediaItem, ProjectLink } from '../../common/project-page';
import type { MailAttachment } from '../mail/attachment';

export const eventStatus = pgEnum('event_status', EVENT_STATUSES);
export const eventPrivacy = pgEnum('event_privacy', EVENT_PRIVACIES);
export const eventRole = pgEnum('event_role', EVENT_ROLES);
export const projectStatus = pgEnum('project_status', PROJECT_STATUSES);
export const teamRole = pgEnum('team_role', TEAM_ROLES);
export const eventTemplateStatus = pgEnum('event_template_status', EVENT_TEMPLATE_STATUSES);

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    userName: varchar('user_name', { length: 20 }).notNull(),
    email: varchar('email', { length: 320 }).notNull(),
    firstName: varchar('first_name', { length: 255 }),
    lastName: varchar('last_name', { length: 255 }),
    passwordHash: text('password_hash'),
    isVerified: boolean('is_verified').notNull().default(false),
    isEngStaff: boolean('is_eng_staff').notNull().default(false),
    isSuperAdmin: boolean('is_super_admin').notNull().default(false),
    locale: varchar('locale', { length: 8 }).notNull().default('en'),
    userSettings: jsonb('user_settings').$type<Record<string, unknown>>().notNull().default({}),
    /** Carried in every access token; raising it (password reset, log out everywhere) ends them all. */
    sessionVersion: integer('session_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_user_name_lower_idx').on(sql`lower(${t.userName})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
  ],
);

export const profiles = pgTable('profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  location: varchar('location', { length: 255 }),
  bio: text('bio'),
  updatedAt: updatedAt(),
});

export const plans = pgTable('plans', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 64 }).notNull().unique(),
  name: varchar('name', { length: 255 }).notNull(),
});

/** A plan's feature codes (docs/product.md) with an optional numeric limit. */
export const planFeatures = pgTable(
  'plan_features',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 64 }).notNull(),
    priority: integer('priority').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    limit: integer('limit'),
  },
  (t) => [primaryKey({ columns: [t.planId, t.code] })],
);

export const events = pgTable('events', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 64 }).notNull().unique(),
  name: varchar('name', { length: 255 }).notNull(),
  description: text('description'),
  eventImage: text('event_image'),
  eventCode: varchar('event_code', { length: 64 }),
  status: eventStatus('status').notNull().default('Draft'),
  privacy: eventPrivacy('privacy').notNull().default('PUBLIC'),
  primaryColor: varchar('primary_color', { length: 32 }),
  secondaryColor: varchar('secondary_color', { length: 32 }),
  awardsPublished: boolean('awards_published').notNull().default(false),
  accessCodeHash: text('access_code_hash'),
  accessCodeExpiresAt: timestamp('access_code_expires_at', { withTimezone: true }),
  planId: integer('plan_id').references(() => plans.id),
  /** Set while the event is archived: its content is read-only but stays public. */
  archivedAt: timestamp('archived_at', { withTimezone: true }),
  /** The IANA time zone the event's dates are shown in; null: each reader's own. */
  timeZone: varchar('time_zone', { length: 64 }),
  /** Where the event happens; null: online. */
  venue: varchar('venue', { length: 255 }),
  organiser: varchar('organiser', { length: 255 }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const eventMemberships = pgTable(
  'event_memberships',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: eventRole('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('event_memberships_event_user_idx').on(t.eventId, t.userId), index().on(t.userId)],
);

export const timelines = pgTable(
  'timelines',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    timelineType: integer('timeline_type').notNull(),
    description: text('description'),
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
  },
  (t) => [index().on(t.eventId, t.timelineType)],
);

export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    imageUrl: text('image_url').notNull(),
    title: varchar('title', { length: 255 }),
    subtitle: text('subtitle'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index().on(t.eventId, t.position)],
);

export const sponsors = pgTable(
  'sponsors',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    logoUrl: text('logo_url'),
    link: text('link'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index().on(t.eventId, t.position)],
);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    slug: varchar('slug', { length: 64 }).notNull(),
  },
  (t) => [uniqueIndex('categories_event_slug_idx').on(t.eventId, t.slug)],
);

export const awards = pgTable(
  'awards',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    description: text('description'),
    /** Higher ranks are more prestigious; the gallery sorts winners by it. */
    rank: integer('rank').notNull().default(0),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    sponsorId: integer('sponsor_id').references(() => sponsors.id, { onDelete: 'set null' }),
  },
  (t) => [index().on(t.eventId)],
);

export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'cascade' }),
    slug: varchar('slug', { length: 96 }).notNull(),
    title: varchar('title', { length: 255 }).notNull().default(''),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    submissionStatus: projectStatus('submission_status').notNull().default('DRAFT'),
    isTemplate: boolean('is_template').notNull().default(false),
    isPrivate: boolean('is_private').notNull().default(false),
    videoUrl: text('video_url'),
    instructionVideo: text('instruction_video'),
    instructionSection: text('instruction_section'),
    /** Denormalised from project_likes inside the same transaction as each like. */
    likesCount: integer('likes_count').notNull().default(0),
    /**
     * Rises with every change of likes_count (a database trigger keeps it): app servers hearing counts
     * out of order keep the newest (docs/decisions/017-public-answer-cache.md).
     */
    likesVersion: bigint('likes_version', { mode: 'number' }).notNull().default(0),
    /** Denormalised from project_awards: the best award rank, or 0; the gallery sorts by it. */
    awardRank: integer('award_rank').notNull().default(0),
    /** Where the project stands on the event floor (table or booth number), shown to judges. */
    tableNumber: varchar('table_number', { length: 32 }),
    /** Set while the project is archived: read-only, still public. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** The page's gallery after the video and cover, in order (common/project-page.ts). */
    media: jsonb('media').$type<MediaItem[]>().notNull().default([]),
    /** Try it out, source, demo video… in the order the page lists them. */
    links: jsonb('links').$type<ProjectLink[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('projects_event_slug_idx').on(t.eventId, t.slug),
    index('projects_gallery_created_idx').on(t.eventId, t.submissionStatus, t.id),
    index('projects_gallery_awards_idx').on(t.eventId, t.submissionStatus, t.awardRank, t.id),
    index('projects_template_idx').on(t.isTemplate),
  ],
);

export const projectAwards = pgTable(
  'project_awards',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    awardId: integer('award_id')
      .notNull()
      .references(() => awards.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.awardId] }), index().on(t.awardId)],
);

export const projectCategories = pgTable(
  'project_categories',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.categoryId] }), index().on(t.categoryId, t.projectId)],
);

export const projectMemberships = pgTable(
  'project_memberships',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: teamRole('role').notNull(),
    /** What the member did on the project, in the team's words ("Hardware and wiring"). */
    title: varchar('title', { length: 60 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('project_memberships_project_user_idx').on(t.projectId, t.userId),
    index().on(t.userId),
  ],
);

export const projectLikes = pgTable(
  'project_likes',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.userId] })],
);

export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 320 }).notNull(),
    /** Set when the invitation named an existing user, whose address is then never shown to the team. */
    userName: varchar('user_name', { length: 20 }),
    role: teamRole('role').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.projectId)],
);

export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    body: text('body').notNull().default(''),
    instructions: text('instructions').notNull().default(''),
    postFeatures: jsonb('post_features').$type<Record<string, unknown>>().notNull().default({}),
    attachments: jsonb('attachments').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.projectId, t.id)],
);

export const uploadedFiles = pgTable('uploaded_files', {
  id: serial('id').primaryKey(),
  ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
  storageKey: text('storage_key').notNull().unique(),
  link: text('link').notNull(),
  contentType: varchar('content_type', { length: 255 }).notNull(),
  size: integer('size').notNull(),
  directory: varchar('directory', { length: 255 }).notNull(),
  status: varchar('status', { length: 32 }).notNull().default('uploaded'),
  /** Set when making a variant of this image failed: it is not tried again on every request. */
  variantsFailedAt: timestamp('variants_failed_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const eventTemplates = pgTable(
  'event_templates',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    status: eventTemplateStatus('status').notNull().default('Draft'),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.eventId)],
);

export const previewTokens = pgTable('preview_tokens', {
  id: serial('id').primaryKey(),
  eventId: integer('event_id')
    .notNull()
    .references(() => events.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expireAt: timestamp('expire_at', { withTimezone: true }).notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export const resources = pgTable(
  'resources',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 255 }).notNull(),
    description: text('description'),
    url: text('url').notNull(),
    type: varchar('type', { length: 32 }).notNull().default('link'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index().on(t.eventId, t.position)],
);

export const faqs = pgTable(
  'faqs',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index().on(t.eventId, t.position)],
);

/** Mail that would be sent when SMTP is not configured; tests and developers read it here. */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: varchar('to', { length: 320 }).notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  /** The HTML part, when the mail has one (a check-in code shown as an image). */
  html: text('html'),
  /** Files sent with the mail, base64; an inline image is named in the HTML by its `cid`. */
  attachments: jsonb('attachments').$type<MailAttachment[]>(),
  createdAt: createdAt(),
});

/** One-time codes: account verification codes and password-reset tokens, stored hashed. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 16 }).$type<'verify' | 'reset'>().notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId, t.purpose), index().on(t.codeHash)],
);

/** Refresh tokens, rotated on every use; reuse of a spent one revokes its whole family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.familyId), index().on(t.userId)],
);

/**
 * A staff role offered by e-mail. It becomes a membership only when the account of that address opens
 * the mailed link (the token, stored hashed) and accepts, before it expires.
 */
export const eventInvitations = pgTable(
  'event_invitations',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 320 }).notNull(),
    /** Set when the invitation named an existing user, whose address is then never shown to organisers. */
    userName: varchar('user_name', { length: 20 }),
    role: eventRole('role').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /** Null only on invitations made before links existed; those can be cancelled and sent again. */
    tokenHash: text('token_hash').unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('event_invitations_event_email_idx').on(t.eventId, sql`lower(${t.email})`)],
);

/**
 * Wrong access codes per event in the current window, shared by every app server: once an event has
 * had too many, every try is refused until the window ends, whatever address the guesses come from.
 */
export const accessCodeFailures = pgTable('access_code_failures', {
  eventId: integer('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  failures: integer('failures').notNull().default(0),
});
