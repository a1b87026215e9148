import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import { onFirstUse } from '../first-use';
import type { MailAttachment } from './attachment';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** An HTML part beside the text, for what text cannot show (an inline image). */
  html?: string;
  attachments?: MailAttachment[];
}

/** One interface, two implementations: SMTP when configured, else the local outbox table. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

export function createOutboxMailer(db: Db, log?: FastifyBaseLogger): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      const [row] = await db.insert(mailOutbox).values(message).returning({ id: mailOutbox.id });
      // Codes and links log people in, so the line names only the row: read it in the table (or, in
      // development, through OUTBOX_API).
      log?.info({ outboxId: row?.id }, 'mail written to the outbox table mail_outbox');
    },
  };
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = onFirstUse(() =>
    import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl)),
  );
  return {
    kind: 'smtp',
    async send({ attachments, ...message }) {
      await (await transport()).sendMail({
        from,
        ...message,
        ...(attachments?.length
          ? {
              attachments: attachments.map(({ content, ...file }) => ({
                ...file,
                content: Buffer.from(content, 'base64'),
              })),
            }
          : {}),
      });
    },
  };
}
