/**
 * SQL of the Gravity-style forms (issue #15): definitions, submissions and the counts of poll results.
 */
import type { Language } from '@campus/domain/locale';
import { localDate } from './content-sql.ts';
import type { Queryable } from './db.ts';

export interface FormRow {
  id: number;
  anonymous: boolean;
  definition: unknown;
}

/** A form's definition in one language. */
export async function findForm(db: Queryable, id: number, language: Language): Promise<FormRow | null> {
  const column = language === 'fr' ? 'definition_fr' : 'definition_en';
  const [row] = await db.query<FormRow>(
    `SELECT id, anonymous, ${column} AS definition FROM gravity_forms WHERE id = $1`,
    [id],
  );
  return row ?? null;
}

export interface NewSubmission {
  formId: number;
  userId: number | null;
  oncePerPerson: boolean;
  language: Language;
  answers: Readonly<Record<string, string>>;
}

/**
 * Stores a submission; false when the form takes one per person and this person has one already (the
 * partial unique index decides, so two submissions at once cannot both pass).
 */
export async function insertSubmission(db: Queryable, submission: NewSubmission): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO form_submissions (form_id, user_id, once_per_person, language, answers)
     VALUES ($1, $2, $3, $4, $5::jsonb)
     ON CONFLICT (form_id, user_id) WHERE once_per_person DO NOTHING
     RETURNING id`,
    [
      submission.formId,
      submission.userId,
      submission.oncePerPerson,
      submission.language,
      JSON.stringify(submission.answers),
    ],
  );
  return rows.length > 0;
}

/** The one submission of a person to a form that takes one per person, or null. */
export async function ownSubmission(
  db: Queryable,
  formId: number,
  userId: number,
): Promise<{ date: string; answers: Record<string, string> } | null> {
  const [row] = await db.query<{ date: string; answers: Record<string, string> }>(
    `SELECT ${localDate('created_at')} AS date, answers FROM form_submissions
     WHERE form_id = $1 AND user_id = $2 AND once_per_person`,
    [formId, userId],
  );
  return row ?? null;
}

export interface AnswerCount {
  key: string;
  value: string;
  count: number;
}

/** How often each input of a form received each value, over all its submissions. */
export async function answerCounts(db: Queryable, formId: number): Promise<AnswerCount[]> {
  return db.query<AnswerCount>(
    `SELECT answer.key, answer.value, count(*)::int AS count
     FROM form_submissions s, jsonb_each_text(s.answers) AS answer
     WHERE s.form_id = $1
     GROUP BY answer.key, answer.value`,
    [formId],
  );
}

export async function submissionCount(db: Queryable, formId: number): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM form_submissions WHERE form_id = $1',
    [formId],
  );
  return row?.count ?? 0;
}

/** The SHA-256 input of §5's hashed login: the person's username. */
export async function usernameOf(db: Queryable, userId: number): Promise<string | null> {
  const [row] = await db.query<{ username: string }>('SELECT username FROM users WHERE id = $1', [userId]);
  return row?.username ?? null;
}

/** The person's content language, for answers when the submission names none. */
export async function localeOf(db: Queryable, userId: number): Promise<string | null> {
  const [row] = await db.query<{ locale: string }>('SELECT locale FROM users WHERE id = $1', [userId]);
  return row?.locale ?? null;
}

export interface FormSummaryRow {
  id: number;
  title_fr: string;
  title_en: string;
  anonymous: boolean;
  entries: number;
}

/** These forms (every form when `ids` is null) with their submission counts. */
export async function formSummaries(db: Queryable, ids: readonly number[] | null): Promise<FormSummaryRow[]> {
  return db.query<FormSummaryRow>(
    `SELECT f.id, COALESCE(f.definition_fr->>'title', '') AS title_fr, COALESCE(f.definition_en->>'title', '') AS title_en,
       f.anonymous, (SELECT count(*)::int FROM form_submissions s WHERE s.form_id = f.id) AS entries
     FROM gravity_forms f WHERE $1::int[] IS NULL OR f.id = ANY($1::int[]) ORDER BY f.id`,
    [ids],
  );
}

export interface SubmissionRow {
  id: number;
  date: string;
  answers: Record<string, string>;
}

/** A form's submissions, oldest first (all of them when `window` is null: the CSV export). */
export async function submissions(
  db: Queryable,
  formId: number,
  window: { limit: number; offset: number } | null,
): Promise<SubmissionRow[]> {
  return db.query<SubmissionRow>(
    `SELECT id, ${localDate('created_at')} AS date, answers
     FROM form_submissions WHERE form_id = $1 ORDER BY id LIMIT $2 OFFSET $3`,
    [formId, window?.limit ?? null, window?.offset ?? 0],
  );
}
