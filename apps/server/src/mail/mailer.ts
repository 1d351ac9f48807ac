/**
 * Where the portal's e-mail goes (issue #15, ADR 015: nodemailer, SMTP by URL, a local outbox in the
 * embedded default). With SMTP_URL the message leaves through that server; without it, it is kept in
 * the database's outbox, which staff read (GET /portal/v1/outbox): nothing leaves the machine.
 */
import type { Transporter } from 'nodemailer';
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

/**
 * Sends through the SMTP server of the URL (smtp:// or smtps://, credentials in the URL). nodemailer is
 * loaded with the first message, not at start: it is about 10 MB of an idle server's memory (issue #20,
 * ADR 021), and most servers send a contact e-mail now and then.
 */
export function smtpMailer(url: string): Mailer {
  let transport: Promise<Transporter> | null = null;
  return {
    async send(mail) {
      transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(url));
      const opened = await transport;
      await opened.sendMail({
        to: mail.to,
        from: mail.from,
        replyTo: mail.replyTo === '' ? undefined : mail.replyTo,
        subject: mail.subject,
        text: mail.text,
      });
    },
    close: () => {
      transport?.then(
        (opened) => {
          opened.close();
        },
        () => undefined,
      );
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
