import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { SupportMessage, SupportMessageInput } from '../../common/notifications';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { supportMessages, supportReplies, users } from '../db/schema';
import { notFound } from '../errors';
import { composeMail } from '../mail/templates';

type Ctx = Pick<AppContext, 'db' | 'mailer'>;
type EventRef = { id: number; name: string };

const displayName = (user: { firstName: string | null; lastName: string | null; userName: string }) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.userName;

export async function createSupportMessage(
  db: Db,
  eventId: number,
  userId: number,
  input: SupportMessageInput,
) {
  const [row] = await db
    .insert(supportMessages)
    .values({ eventId, userId, subject: input.subject, body: input.body, pagePath: input.pagePath ?? null })
    .returning({ id: supportMessages.id });
  return row!;
}

/** The event's support inbox, newest first, each message with its sender and replies. */
export async function listSupportMessages(
  db: Db,
  eventId: number,
  { withEmails }: { withEmails: boolean },
): Promise<SupportMessage[]> {
  const messages = await db
    .select({ message: supportMessages, sender: users })
    .from(supportMessages)
    .innerJoin(users, eq(users.id, supportMessages.userId))
    .where(eq(supportMessages.eventId, eventId))
    .orderBy(desc(supportMessages.id))
    .limit(100);
  const ids = messages.map((row) => row.message.id);
  const replies = ids.length
    ? await db
        .select({ reply: supportReplies, author: users })
        .from(supportReplies)
        .leftJoin(users, eq(users.id, supportReplies.authorId))
        .where(inArray(supportReplies.messageId, ids))
        .orderBy(asc(supportReplies.id))
    : [];
  return messages.map(({ message, sender }) => ({
    id: message.id,
    subject: message.subject,
    body: message.body,
    pagePath: message.pagePath,
    status: message.status,
    createdAt: message.createdAt.toISOString(),
    sender: { id: sender.id, name: displayName(sender), email: withEmails ? sender.email : null },
    replies: replies
      .filter((row) => row.reply.messageId === message.id)
      .map(({ reply, author }) => ({
        id: reply.id,
        body: reply.body,
        authorName: author ? displayName(author) : null,
        createdAt: reply.createdAt.toISOString(),
      })),
  }));
}

/** Stores an organiser's reply, mails it to the sender and marks the message answered. */
export async function replyToSupportMessage(
  ctx: Ctx,
  event: EventRef,
  messageId: number,
  authorId: number,
  body: string,
) {
  const [found] = await ctx.db
    .select({ message: supportMessages, sender: users })
    .from(supportMessages)
    .innerJoin(users, eq(users.id, supportMessages.userId))
    .where(and(eq(supportMessages.id, messageId), eq(supportMessages.eventId, event.id)));
  if (!found) throw notFound('Support message');
  await ctx.db.transaction(async (tx) => {
    await tx.insert(supportReplies).values({ messageId, authorId, body });
    await tx.update(supportMessages).set({ status: 'answered' }).where(eq(supportMessages.id, messageId));
  });
  await ctx.mailer.send(
    composeMail(found.sender.email, found.sender.locale, 'supportReply', {
      event: event.name,
      subject: found.message.subject,
      reply: body,
      original: found.message.body,
    }),
  );
}
