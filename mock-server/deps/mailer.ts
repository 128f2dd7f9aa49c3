// Outgoing mail. Every message is recorded in the outbox table; with SMTP_URL it is also sent.
import nodemailer from 'nodemailer';
import type { AppDb } from '../db/connection';
import { outbox } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** What the message is for, e.g. 'invitation' or 'reset'. */
  kind: string;
  /** The link the recipient is asked to follow, if any. */
  link?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  db: AppDb;
  smtpUrl?: string;
  from?: string;
  /** Called for each message kept in the outbox only, so a local user can follow its link. */
  onOutbox?: (message: MailMessage) => void;
}

export function createMailer({ db, smtpUrl, from, onOutbox }: MailerOptions): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  return {
    async send(message) {
      const [row] = await db
        .insert(outbox)
        .values({
          to: message.to,
          subject: message.subject,
          text: message.text,
          kind: message.kind,
          link: message.link,
        })
        .returning({ id: outbox.id });
      if (!transport) {
        onOutbox?.(message);
        return;
      }
      await transport.sendMail({
        from: from ?? 'Benefits Portal <no-reply@localhost>',
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
      const { eq } = await import('drizzle-orm');
      await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, row!.id));
    },
  };
}
