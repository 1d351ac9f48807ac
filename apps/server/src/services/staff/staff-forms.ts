/**
 * Answers to forms in the staff console (issue #18): the forms a caller may read (a campus editor every
 * form, a form reader those granted), their entries, poll results and a CSV export; and the contact-form
 * entries of items (a campus editor all, a house editor those of their houses' items).
 */
import { controlOf, inputKey, type Entry, type GravityForm, type PollResults } from '@campus/domain/forms';
import type { Language } from '@campus/domain/locale';
import type { StaffFormEntry, StaffFormSummary } from '@campus/domain/staff';
import { WpHttpError } from '@campus/domain/wp-error';
import { stringify } from 'csv-stringify/sync';
import { entriesPage } from '../../db/contact-entries-repository.ts';
import type { Queryable } from '../../db/db.ts';
import { findForm, formSummaries, submissions } from '../../db/forms-repository.ts';
import { entryView } from '../contact-entries.ts';
import { formResults } from '../forms.ts';
import { can, forbidden, requireRight, type StaffCaller } from './staff-access.ts';
import { editedHouses } from './staff-rights.ts';

type Window = { limit: number; offset: number };

const readableFormIds = (caller: StaffCaller): number[] | null =>
  can(caller, { action: 'review-item' })
    ? null
    : caller.grants.flatMap((grant) =>
        grant.role === 'form-reader' && grant.form !== null ? [grant.form] : [],
      );

/** GET /staff/forms. */
export async function readableForms(db: Queryable, caller: StaffCaller): Promise<StaffFormSummary[]> {
  const ids = readableFormIds(caller);
  if (ids !== null && ids.length === 0) throw forbidden();
  const rows = await formSummaries(db, ids);
  return rows.map((row) => ({
    id: row.id,
    title: { fr: row.title_fr, en: row.title_en },
    anonymous: row.anonymous,
    entries: row.entries,
  }));
}

async function readableForm(
  db: Queryable,
  caller: StaffCaller,
  id: number,
  language: Language,
): Promise<GravityForm> {
  requireRight(caller, { action: 'read-form', form: id });
  const row = await findForm(db, id, language);
  if (row === null) throw new WpHttpError(404, 'gf_form_not_found', 'Form not found.');
  return { id, anonymous: row.anonymous, ...(row.definition as Omit<GravityForm, 'id' | 'anonymous'>) };
}

/** GET /staff/forms/{id}/entries: oldest first, with the total. */
export async function formEntries(
  db: Queryable,
  caller: StaffCaller,
  id: number,
  window: Window,
): Promise<{ entries: StaffFormEntry[]; total: number }> {
  const form = await readableForm(db, caller, id, 'en');
  const [summary] = await formSummaries(db, [form.id]);
  const entries = await submissions(db, id, window);
  return {
    entries: entries.map(({ id: entryId, date, answers }) => ({ id: entryId, date, values: answers })),
    total: summary?.entries ?? 0,
  };
}

/** GET /staff/forms/{id}/results. */
export async function staffFormResults(
  db: Queryable,
  caller: StaffCaller,
  id: number,
  language: Language,
): Promise<PollResults> {
  requireRight(caller, { action: 'read-form', form: id });
  return formResults(db, id, language, { id: caller.id, username: caller.username });
}

/** The columns of a form's export: one per input (a checkbox field has one per choice), labelled. */
function columnsOf(form: GravityForm): { key: string; label: string }[] {
  return form.fields.flatMap((field) => {
    const control = controlOf(field);
    if (control === null || control === 'section') return [];
    if (control === 'checkboxes') {
      return (field.choices ?? []).map((choice, index) => ({
        key: inputKey(field.id, index + 1),
        label: `${field.label}: ${choice.text}`,
      }));
    }
    return [{ key: inputKey(field.id), label: field.label }];
  });
}

/** GET /staff/forms/{id}/entries.csv: a header row of field labels, then one row per entry. */
export async function formEntriesCsv(
  db: Queryable,
  caller: StaffCaller,
  id: number,
  language: Language,
): Promise<string> {
  const form = await readableForm(db, caller, id, language);
  const columns = columnsOf(form);
  const rows = (await submissions(db, id, null)).map((entry) => [
    String(entry.id),
    entry.date,
    ...columns.map((column) => entry.answers[column.key] ?? ''),
  ]);
  const header = [language === 'fr' ? 'Réponse' : 'Entry', 'Date', ...columns.map((column) => column.label)];
  // A BOM so that spreadsheet programs read the accents as UTF-8; answers that start like a formula
  // (=, +, -, @) are quoted so a spreadsheet never runs them.
  return `\uFEFF${stringify([header, ...rows], { escape_formulas: true })}`;
}

/** GET /staff/contact-entries. */
export async function contactEntries(
  db: Queryable,
  caller: StaffCaller,
  window: Window,
): Promise<{ entries: Entry[]; total: number }> {
  const campusEditor = can(caller, { action: 'review-item' });
  const houses = editedHouses(caller.grants);
  if (!campusEditor && houses.length === 0) throw forbidden();
  const { rows, total } = await entriesPage(db, campusEditor ? null : houses, window);
  return { entries: rows.map(entryView), total };
}
