import { z } from 'zod';
import {
  EVENT_PRIVACIES,
  EVENT_STATUSES,
  EVENT_TEMPLATE_STATUSES,
  PROJECT_STATUSES,
  TEAM_ROLES,
} from './constants';
import { mediaItemSchema, projectLinkSchema } from './project-page';

/**
 * Response shapes of /api-v2, shared by the server (serialisation, OpenAPI) and the web client (types).
 * Field names follow docs/product.md as the existing client spells them.
 */

export const errorResponse = z.object({
  message: z.string(),
  key: z.string().optional(),
  /** Per-field message keys when several fields are wrong at once (field id or name → key). */
  fields: z.record(z.string(), z.string()).optional(),
  /** Values of the key's placeholders, e.g. a plan limit's number as `count` (picks the plural form). */
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const featureSchema = z.object({
  featureGroup: z.object({ code: z.string() }),
  priority: z.number().int(),
  limit: z.number().int().nullable(),
  enabled: z.boolean(),
});

export const sponsorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  link: z.string().nullable(),
  position: z.number().int(),
});
export type Sponsor = z.infer<typeof sponsorSchema>;

export const bannerSchema = z.object({
  id: z.number().int(),
  imageUrl: z.string(),
  title: z.string().nullable(),
  subtitle: z.string().nullable(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const membershipSchema = z.object({ role: z.string(), userId: z.number().int() });

export const eventTemplateSchema = z.object({
  id: z.number().int(),
  status: z.enum(EVENT_TEMPLATE_STATUSES),
  projectId: z.number().int(),
  eventId: z.number().int(),
});

export const eventSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  eventImage: z.string().nullable(),
  eventCode: z.string().nullable(),
  eventStatus: z.enum(EVENT_STATUSES),
  privacy: z.enum(EVENT_PRIVACIES),
  awardsPublished: z.boolean(),
  colors: z.object({ primary: z.string().nullable(), secondary: z.string().nullable() }),
  hasAccessCode: z.boolean(),
  /** When the event was archived (read-only, still public); null while it is live. */
  archivedAt: z.string().nullable(),
  /** The IANA time zone its dates are shown in; null: the reader's own. */
  timeZone: z.string().nullable().optional(),
  /** Where it happens; null: online. */
  venue: z.string().nullable().optional(),
  /** Who runs it, as the home page names them. */
  organiser: z.string().nullable().optional(),
  features: z.array(featureSchema).optional(),
  sponsors: z.array(sponsorSchema).optional(),
  banners: z.array(bannerSchema).optional(),
  eventTemplates: z.array(eventTemplateSchema).optional(),
  memberships: z.array(membershipSchema).optional(),
  /** false when only the public outline is returned (a draft or private event the caller may not open). */
  isAccessible: z.boolean(),
  /** Why the caller only got the outline: a draft, a private event, or an access code to enter. */
  accessDenial: z.enum(['unpublished', 'private', 'access_code']).nullable(),
  /** The organiser turned the team finder's board on (docs/product.md#team-finder). */
  teamFinder: z.boolean().optional(),
});
export type Event = z.infer<typeof eventSchema>;

export const timelineEntrySchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  timelineType: z.string(),
  timelineTypeId: z.number().int(),
  description: z.string().nullable(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
});
export const timelineResponse = z.object({ timelines: z.array(timelineEntrySchema) });

export const resourceSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  url: z.string(),
  type: z.string(),
});
export const resourcesResponse = z.object({ resources: z.array(resourceSchema) });
export type Resource = z.infer<typeof resourceSchema>;

export const faqSchema = z.object({ id: z.number().int(), question: z.string(), answer: z.string() });
export const faqResponse = z.object({ faqs: z.array(faqSchema) });
export type Faq = z.infer<typeof faqSchema>;

export const categorySchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  name: z.string(),
  slug: z.string(),
  projectCount: z.number().int().optional(),
});
export type Category = z.infer<typeof categorySchema>;
export const categoriesResponse = z.object({
  categories: z.array(categorySchema),
  nextPageToken: z.string().nullable(),
});

export const awardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  rank: z.number().int(),
});
export type Award = z.infer<typeof awardSchema>;

export const publicUserSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  userName: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  fullName: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const projectMembershipSchema = z.object({
  role: z.enum(TEAM_ROLES),
  userId: z.number().int(),
  /** What the member did, in the team's words; null when not said. */
  title: z.string().nullable().optional(),
  user: publicUserSchema.optional(),
});

export const projectSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  eventId: z.number().int(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  submissionStatus: z.enum(PROJECT_STATUSES),
  /** The same status under the snake_case name the existing client reads. */
  project_status: z.enum(PROJECT_STATUSES),
  isTemplate: z.boolean(),
  metadataLikes: z.number().int(),
  video_url: z.string().nullable(),
  instruction_video: z.string().nullable(),
  instruction_section: z.string().nullable(),
  /** When the project was archived (read-only, still public); null while it is live. */
  archivedAt: z.string().nullable(),
  /** The gallery after the video and cover, in the team's order (common/project-page.ts). */
  media: z.array(mediaItemSchema).optional(),
  /** Try it out, source, demo video…, in the team's order. */
  links: z.array(projectLinkSchema).optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  awards: z.array(awardSchema).optional(),
  categories: z.array(categorySchema).optional(),
  memberships: z.array(projectMembershipSchema).optional(),
  /** What the caller may do with this project (single-project reads only); the server still checks. */
  viewerPermissions: z.array(z.string()).optional(),
});
export type Project = z.infer<typeof projectSchema>;
export const projectsResponse = z.object({
  projects: z.array(projectSchema),
  nextPageToken: z.string().nullable(),
  /** Set while the public gallery is closed: when the showcase starts. */
  galleryOpensAt: z.string().nullable().optional(),
});
export type ProjectsResponse = z.infer<typeof projectsResponse>;

export const versionResponse = z.object({ version: z.string(), commit: z.string().nullable() });

/** A user as they see themselves (or a super admin sees them): the public fields plus private ones. */
export const accountUserSchema = publicUserSchema.extend({
  email: z.string().optional(),
  userSettings: z.record(z.string(), z.unknown()).optional(),
  isEngStaff: z.boolean().optional(),
  isStaff: z.boolean().optional(),
  isVerified: z.boolean().optional(),
  locale: z.string().optional(),
});
export type AccountUser = z.infer<typeof accountUserSchema>;

export const profileSchema = z.object({
  userId: z.number().int(),
  location: z.string().nullable(),
  bio: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

export const loginResponse = z.object({
  user: accountUserSchema,
  verified: z.boolean(),
  /** When verified is false: where the code went, masked (n***@example.com), for the verification screen. */
  maskedEmail: z.string().optional(),
});

/** A sign-up's answer, the same whether the address was new or already had an account: no ids. */
export const signupResponse = z.object({
  user: z.object({
    userName: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    fullName: z.string(),
    isVerified: z.literal(false),
  }),
  message: z.string(),
});
export type SignupResponse = z.infer<typeof signupResponse>;
export type LoginResponse = z.infer<typeof loginResponse>;

/**
 * The session-info cookie (JSON) of a browser in cookie mode: what the web app needs of its session
 * without ever holding a token. `exp` and `iss` are the access token's expiry (seconds) and issuer.
 */
export interface SessionInfo {
  userId: number;
  username: string;
  isStaff: boolean;
  roles: string[];
  exp: number;
  iss: string;
  csrf: string;
}
export const userResponse = z.object({
  user: accountUserSchema,
  profile: profileSchema.nullable().optional(),
});
export type UserResponse = z.infer<typeof userResponse>;
export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;
/** The answer of a change that has nothing to report but that it was made. */
export const okResponse = z.object({ ok: z.literal(true) });

export const likeStateSchema = z.object({ hasLiked: z.boolean(), metadataLikes: z.number().int() });
export type LikeState = z.infer<typeof likeStateSchema>;
