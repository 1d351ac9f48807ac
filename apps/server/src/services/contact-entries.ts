/**
 * Contact form entries (spec §3 Entry, §4 Contact form entry, §5 contact form; issue #15): who sent it is the
 * signed-in person, never the body; where it goes is the item's own form_email_receiver, never the body (the
 * portal is no open relay). The entry is stored not_sent and then e-mailed by a queued job
 * (jobs/contact-entry-email.ts), which marks it sent or failed.
 */
import { contactFormProblems, type Entry, type EntryBody, type OutboxMessage } from '@campus/domain/forms';
import { WpHttpError } from '@campus/domain/wp-error';
import type { Queryable } from '../db/db.ts';
import {
  findEntry,
  findItemContactForm,
  findSender,
  insertEntry,
  markEntryFailed,
  markEntrySent,
  outboxPage,
  type EntryRow,
} from '../db/contact-entries-repository.ts';
import { isIntegrationAccount } from '../db/notifications-repository.ts';
import type { UserIdentity } from '../db/users-repository.ts';
import type { Mailer } from '../mail/mailer.ts';
import { asObject, asString } from './content-projection.ts';

export function entryView(row: EntryRow): Entry {
  return {
    id: row.id,
    date: row.date,
    status: 'publish',
    type: 'entry',
    title: { rendered: row.title },
    acf: {
      entry_id_post: row.post_id,
      entry_post_type: row.post_type,
      entry_service_email: row.receiver,
      entry_datas: row.datas as Entry['acf']['entry_datas'],
      entry_status: row.entry_status,
    },
  };
}

/** The active contact form's receiver of the item, or the reason the item takes no entry. */
async function receiverOf(db: Queryable, body: EntryBody, viewerId: number): Promise<string> {
  const { entry_post_type: postType, entry_id_post: postId } = body.acf;
  const config = await findItemContactForm(db, postType, postId, viewerId);
  if (config === undefined) throw new WpHttpError(404, 'rest_post_invalid_id', 'Invalid post ID.');
  const form = asObject(config);
  const receiver = asString(form?.['form_email_receiver']).trim();
  if (form === null || form['form_activation'] !== true || receiver === '') {
    throw new WpHttpError(400, 'rest_form_inactive', 'This item takes no contact form.', {
      entry_id_post: 'has no active contact form',
    });
  }
  return receiver;
}

/** POST /wp/v2/entry. */
export async function createEntry(db: Queryable, user: UserIdentity, body: EntryBody): Promise<Entry> {
  const valueOf = (key: string) => body.acf.entry_datas.find((data) => data.key === key)?.value ?? '';
  const object = valueOf('object');
  const content = valueOf('content');
  const problems = contactFormProblems({ object, content });
  const refused = Object.entries(problems);
  if (refused.length > 0) {
    throw new WpHttpError(
      400,
      'rest_invalid_param',
      `Invalid parameter(s): ${refused.map(([name]) => name).join(', ')}`,
      Object.fromEntries(
        refused.map(([name, problem]) => [name, problem === 'required' ? 'is required' : 'is too long']),
      ),
    );
  }
  const receiver = await receiverOf(db, body, user.id);
  const sender = await findSender(db, user.id);
  if (sender === null) throw new WpHttpError(403, 'rest_forbidden', 'Sorry, you are not allowed to do that.');
  const row = await insertEntry(db, {
    postType: body.acf.entry_post_type,
    postId: body.acf.entry_id_post,
    userId: user.id,
    title: body.title,
    receiver,
    // §5: first name, last name and sender e-mail are the signed-in person's, whatever the body says.
    datas: [
      { key: 'first_name', value: sender.first_name },
      { key: 'last_name', value: sender.last_name },
      { key: 'sender_email', value: sender.email },
      { key: 'object', value: object },
      { key: 'content', value: content },
    ],
  });
  return entryView(row);
}

function mailText(row: EntryRow): { subject: string; text: string; replyTo: string } {
  const value = (key: string) => row.datas.find((data) => data.key === key)?.value ?? '';
  const name = `${value('first_name')} ${value('last_name')}`.trim();
  const object = value('object');
  return {
    subject: object === '' ? row.title : `${row.title} — ${object}`,
    replyTo: value('sender_email'),
    text: [
      `${name} <${value('sender_email')}>`,
      '',
      object,
      '',
      value('content'),
      '',
      `— ${row.title} (${row.post_type} ${String(row.post_id)})`,
    ].join('\n'),
  };
}

/**
 * The queued e-mail of an entry: sent once (a rerun of a sent entry does nothing), marked sent, or failed
 * with the reason and thrown again so that the queue retries it.
 */
export async function deliverEntry(
  db: Queryable,
  mailer: Mailer,
  from: string,
  entryId: number,
): Promise<void> {
  const row = await findEntry(db, entryId);
  if (row === null || row.entry_status === 'sent') return;
  const { subject, text, replyTo } = mailText(row);
  try {
    await mailer.send({ entryId, to: row.receiver, from, replyTo, subject, text });
  } catch (error) {
    await markEntryFailed(db, entryId, error instanceof Error ? error.message : String(error));
    throw error;
  }
  await markEntrySent(db, entryId);
}

/** GET /portal/v1/outbox: the kept e-mails, newest first, for staff (integration accounts until #18). */
export async function outboxFor(
  db: Queryable,
  viewer: UserIdentity,
  paging: { page: number; perPage: number },
): Promise<{ items: OutboxMessage[]; total: number }> {
  if (!(await isIntegrationAccount(db, viewer.id))) {
    throw new WpHttpError(403, 'rest_forbidden', 'Sorry, you are not allowed to do that.');
  }
  const { rows, total } = await outboxPage(db, {
    limit: paging.perPage,
    offset: (paging.page - 1) * paging.perPage,
  });
  return {
    items: rows.map((row) => ({
      id: row.id,
      entry_id: row.entry_id,
      to: row.recipient,
      from: row.sender,
      reply_to: row.reply_to,
      subject: row.subject,
      text: row.body,
      created_at: row.created_at,
    })),
    total,
  };
}
