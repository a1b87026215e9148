import { z } from 'zod';

/**
 * The notifications and support contract: in-app notifications (the bell), organisers' announcements,
 * the support modal and its console inbox. Shared by the server (validation, OpenAPI) and the web app.
 */

export const NOTIFICATION_KINDS = ['announcement', 'reminder', 'status', 'invitation'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const ANNOUNCEMENT_AUDIENCES = ['everyone', 'participants', 'judges'] as const;
export type AnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number];

export const SUPPORT_MESSAGE_STATUSES = ['open', 'answered'] as const;
export type SupportMessageStatus = (typeof SUPPORT_MESSAGE_STATUSES)[number];

/** Hours before the submission deadline at which teams with draft projects are reminded. */
export const DEADLINE_REMINDER_HOURS = [24, 1] as const;

export const NOTIFICATIONS_PAGE_SIZE = 20;
export const ANNOUNCEMENT_TITLE_MAX = 160;
export const ANNOUNCEMENT_BODY_MAX = 5000;
export const SUPPORT_SUBJECT_MAX = 160;
export const SUPPORT_BODY_MAX = 5000;

export const notificationSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int().nullable(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type NotificationItem = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.number().int(),
  nextPageToken: z.string().nullable(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

const trimmed = (max: number) => z.string().trim().min(1).max(max);

export const announcementInputSchema = z.object({
  audience: z.enum(ANNOUNCEMENT_AUDIENCES),
  title: trimmed(ANNOUNCEMENT_TITLE_MAX),
  body: trimmed(ANNOUNCEMENT_BODY_MAX),
});
export type AnnouncementInput = z.infer<typeof announcementInputSchema>;

export const announcementSchema = announcementInputSchema.extend({
  id: z.number().int(),
  recipientCount: z.number().int(),
  createdAt: z.string(),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const supportMessageInputSchema = z.object({
  subject: trimmed(SUPPORT_SUBJECT_MAX),
  body: trimmed(SUPPORT_BODY_MAX),
  pagePath: z.string().max(500).optional(),
});
export type SupportMessageInput = z.infer<typeof supportMessageInputSchema>;

export const supportReplySchema = z.object({
  id: z.number().int(),
  body: z.string(),
  authorName: z.string().nullable(),
  createdAt: z.string(),
});

export const supportMessageSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  body: z.string(),
  pagePath: z.string().nullable(),
  status: z.enum(SUPPORT_MESSAGE_STATUSES),
  createdAt: z.string(),
  /** The address only for those who may see it (`view_contact_emails`: the owner and super admins). */
  sender: z.object({ id: z.number().int(), name: z.string(), email: z.string().nullable() }),
  replies: z.array(supportReplySchema),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

export const supportReplyInputSchema = z.object({ body: trimmed(SUPPORT_BODY_MAX) });
