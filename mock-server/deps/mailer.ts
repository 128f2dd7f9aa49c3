// Outgoing mail. Every message is recorded in the outbox table; with SMTP_URL it is also sent,
// without it it is also written as a text file to the outbox directory for a local user to open.
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { AppDb } from '../db/connection';
import { outbox } from '../db/schema';
import { isHeaderSafe } from '../../src/domain/text';

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
  /** Where messages are written as files when there is no SMTP server. */
  outboxDir?: string;
  /** Called for each message kept in the outbox only, so a local user can follow its link. */
  onOutbox?: (message: MailMessage) => void;
}

export function createMailer({ db, smtpUrl, from, outboxDir, onOutbox }: MailerOptions): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  return {
    async send(message) {
      // The request schemas refuse these already; a header is never written with a line break.
      if (!isHeaderSafe(message.to) || !isHeaderSafe(message.subject)) {
        throw new Error(`A mail header of a ${message.kind} message holds a control character.`);
      }
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
        if (outboxDir) {
          fs.mkdirSync(outboxDir, { recursive: true });
          const name = `${String(row!.id).padStart(6, '0')}-${message.kind.replace(/\W/g, '')}.txt`;
          const text = `To: ${message.to}\nSubject: ${message.subject}\n\n${message.text}`;
          fs.writeFileSync(path.join(outboxDir, name), text, { mode: 0o600 });
        }
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
