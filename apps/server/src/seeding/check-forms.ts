/**
 * The rules of forms.yaml a schema cannot say (issue #15): keys and field ids unique, choices exactly where
 * a field offers them (distinct values), a poll's way of being drawn, maxLength only on text, a unique field
 * only where a person is known, the hashed-login placeholder only in a hidden field of a signed-in form; and
 * every `gform` of the content naming a form of the file.
 */
import { HASHED_LOGIN_PLACEHOLDER } from '@campus/domain/forms';
import type { SampleCampus } from './load-sample-campus.ts';
import { duplicates, type Problems } from './seed-problems.ts';

const FILE = 'forms.yaml';
const WITH_CHOICES = new Set(['checkbox', 'radio', 'select', 'poll', 'survey']);

export function checkForms(campus: SampleCampus, problems: Problems): void {
  for (const key of duplicates(campus.forms.map((form) => form.key))) {
    problems.add(FILE, `two forms have the key ${key}`);
  }
  for (const form of campus.forms) {
    const where = `form ${form.key}`;
    for (const id of duplicates(form.fields.map((field) => String(field.id)))) {
      problems.add(FILE, `${where}: two fields have the id ${id}`);
    }
    for (const field of form.fields) {
      const at = `${where}, field ${String(field.id)}`;
      const choices = field.choices ?? [];
      if (WITH_CHOICES.has(field.type) !== choices.length > 0) {
        problems.add(
          FILE,
          `${at}: a ${field.type} field ${WITH_CHOICES.has(field.type) ? 'needs' : 'takes no'} choices`,
        );
      }
      for (const value of duplicates(choices.map((choice) => choice.value))) {
        problems.add(FILE, `${at}: two choices have the value "${value}"`);
      }
      if ((field.type === 'poll') !== (field.pollType !== undefined)) {
        problems.add(FILE, `${at}: pollType is for poll fields, and every poll field needs one`);
      }
      if (field.maxLength !== undefined && field.type !== 'text' && field.type !== 'textarea') {
        problems.add(FILE, `${at}: maxLength applies to text and textarea only`);
      }
      if (field.type === 'unique' && form.anonymous === true) {
        problems.add(FILE, `${at}: an anonymous form knows no person to take one submission from`);
      }
      if (field.defaultValue?.includes(HASHED_LOGIN_PLACEHOLDER) === true) {
        if (field.type !== 'hidden') problems.add(FILE, `${at}: the hashed login goes in a hidden field`);
        if (form.anonymous === true) problems.add(FILE, `${at}: an anonymous form takes no hashed login`);
      }
    }
  }
  const keys = new Set(campus.forms.map((form) => form.key));
  const items = [
    ...campus.news,
    ...campus.events,
    ...campus.pages,
    ...campus.campusServices,
    ...campus.houseServices,
  ];
  for (const item of items) {
    const { gform } = item.meta;
    if (gform !== undefined && !keys.has(gform))
      problems.add(item.file, `gform ${gform} is not a form of ${FILE}`);
  }
}
