/**
 * Where the portal's e-mail goes (issue #15, ARCHITECTURE.md: nodemailer, SMTP by URL, a local outbox in
 * the embedded default). With SMTP_URL the message leaves through that server; without it, it is kept in
 * the database's outbox, which staff read (GET /portal/v1/outbox): nothing leaves the machine.
 */
import nodemailer from 'nodemailer';
import type { Queryable } from '../db/db.ts';
import { insertOutboxMessage } from '../db/contact-entries-repository.ts';

export interface OutgoingMail {
  /** The contact entry the message carries (one message per entry in the outbox). */
  entryId: number | null;
  to: string;
  from: string;
  replyTo: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Sends through the SMTP server of the URL (smtp:// or smtps://, credentials in the URL). */
export function smtpMailer(url: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail({
        to: mail.to,
        from: mail.from,
        replyTo: mail.replyTo === '' ? undefined : mail.replyTo,
        subject: mail.subject,
        text: mail.text,
      });
    },
    close: () => {
      transport.close();
    },
  };
}

/** Keeps each message in the local outbox instead of sending it. */
export function outboxMailer(db: Queryable): Mailer {
  return {
    send: (mail) =>
      insertOutboxMessage(db, {
        entry_id: mail.entryId,
        recipient: mail.to,
        sender: mail.from,
        reply_to: mail.replyTo,
        subject: mail.subject,
        body: mail.text,
      }),
    close: () => undefined,
  };
}
