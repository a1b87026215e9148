import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
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
      await db.insert(mailOutbox).values(message);
      // The log line lets a developer without SMTP read codes and links straight from the console.
      log?.info(
        { to: message.to, subject: message.subject, text: message.text },
        'mail written to the outbox',
      );
    },
  };
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}
