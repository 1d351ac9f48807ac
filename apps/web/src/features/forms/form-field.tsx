import { controlOf, inputKey, offeredChoices, type FieldControl, type FormField } from '@campus/domain/forms';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceText } from './choice-text.tsx';

export interface FieldProps {
  field: FormField;
  values: Readonly<Record<string, string>>;
  onChange: (key: string, value: string) => void;
  /** The message shown under the field (§5), from the server or the same rules checked before sending. */
  message: string | undefined;
}

const domId = (field: FormField, part?: string) =>
  `form-${String(field.formId)}-field-${String(field.id)}${part === undefined ? '' : `-${part}`}`;

/** The message under a field, tied to its control by aria-describedby. */
function FieldMessage({ field, message }: { field: FormField; message: string | undefined }) {
  if (message === undefined) return null;
  return (
    <p className="form-field__message" id={domId(field, 'message')}>
      {message}
    </p>
  );
}

function Description({ field }: { field: FormField }) {
  if (field.description === '') return null;
  return (
    <p className="form-field__description" id={domId(field, 'description')}>
      {field.description}
    </p>
  );
}

/** aria-describedby / aria-invalid of a field's control: its description and its message. */
function described(field: FormField, message: string | undefined) {
  const ids = [
    ...(field.description === '' ? [] : [domId(field, 'description')]),
    ...(message === undefined ? [] : [domId(field, 'message')]),
  ];
  return {
    'aria-describedby': ids.length === 0 ? undefined : ids.join(' '),
    'aria-invalid': message === undefined ? undefined : true,
  };
}

function RequiredMark({ field }: { field: FormField }) {
  const { t } = useTranslation();
  if (!field.isRequired) return null;
  return (
    <span className="form-field__required">
      <span aria-hidden="true"> *</span>
      <span className="visually-hidden"> {t('forms:required')}</span>
    </span>
  );
}

function TextControl({ field, values, onChange, message, control }: FieldProps & { control: FieldControl }) {
  const key = inputKey(field.id);
  const common = {
    id: domId(field),
    name: key,
    value: values[key] ?? '',
    placeholder: field.placeholder === '' ? undefined : field.placeholder,
    required: field.isRequired,
    // §5: maxLength applies to text and textarea.
    maxLength:
      field.maxLength > 0 && (control === 'text' || control === 'textarea') ? field.maxLength : undefined,
    ...described(field, message),
  };
  return (
    <div className={`form-field ${field.cssClass}`}>
      <label className="form-field__label" htmlFor={common.id}>
        {field.label}
        <RequiredMark field={field} />
      </label>
      <Description field={field} />
      {control === 'textarea' ? (
        <textarea
          {...common}
          rows={5}
          onChange={(event) => {
            onChange(key, event.target.value);
          }}
        />
      ) : (
        <input
          {...common}
          // §5: the e-mail and telephone input types.
          type={control === 'email' ? 'email' : control === 'phone' ? 'tel' : 'text'}
          autoComplete={control === 'email' ? 'email' : control === 'phone' ? 'tel' : undefined}
          onChange={(event) => {
            onChange(key, event.target.value);
          }}
        />
      )}
      <FieldMessage field={field} message={message} />
    </div>
  );
}

/**
 * The hint a required select shows until it is answered: the field's placeholder, else the text of the
 * empty-valued choice §5 hides from the list (a form's own "Choose…"), else ours.
 */
function selectHint(field: FormField, fallback: string): string {
  if (field.placeholder !== '') return field.placeholder;
  const empty = (field.choices ?? []).find((choice) => choice.value === '' && choice.text.trim() !== '');
  return empty?.text ?? fallback;
}

function SelectControl({ field, values, onChange, message }: FieldProps) {
  const { t } = useTranslation();
  const key = inputKey(field.id);
  return (
    <div className={`form-field ${field.cssClass}`}>
      <label className="form-field__label" htmlFor={domId(field)}>
        {field.label}
        <RequiredMark field={field} />
      </label>
      <Description field={field} />
      <select
        id={domId(field)}
        name={key}
        value={values[key] ?? ''}
        required={field.isRequired}
        {...described(field, message)}
        onChange={(event) => {
          onChange(key, event.target.value);
        }}
      >
        {/* §5: a required select hides its empty-value choices; unanswered, it shows a hint that cannot
            be chosen (hidden from the list, shown in the closed box) rather than a blank. */}
        {field.isRequired && values[key] === undefined && (
          <option value="" disabled hidden>
            {selectHint(field, t('forms:choose'))}
          </option>
        )}
        {offeredChoices(field).map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.text.split('|').join(' · ')}
          </option>
        ))}
      </select>
      <FieldMessage field={field} message={message} />
    </div>
  );
}

/** Radios, checkboxes and stars: a fieldset whose legend is the label. */
function ChoiceGroup({
  field,
  message,
  children,
}: {
  field: FormField;
  message: string | undefined;
  children: ReactNode;
}) {
  return (
    <fieldset className={`form-field form-field--group ${field.cssClass}`} {...described(field, message)}>
      <legend className="form-field__label">
        {field.label}
        <RequiredMark field={field} />
      </legend>
      <Description field={field} />
      {children}
      <FieldMessage field={field} message={message} />
    </fieldset>
  );
}

function RadioControl({ field, values, onChange, message }: FieldProps) {
  const key = inputKey(field.id);
  return (
    <ChoiceGroup field={field} message={message}>
      {offeredChoices(field).map((choice, index) => (
        <label key={choice.value} className="form-choice">
          <input
            type="radio"
            name={key}
            id={domId(field, String(index + 1))}
            value={choice.value}
            checked={values[key] === choice.value}
            required={field.isRequired}
            onChange={() => {
              onChange(key, choice.value);
            }}
          />
          <ChoiceText text={choice.text} />
        </label>
      ))}
    </ChoiceGroup>
  );
}

function CheckboxControl({ field, values, onChange, message }: FieldProps) {
  return (
    <ChoiceGroup field={field} message={message}>
      {(field.choices ?? []).map((choice, index) => {
        // §7: checkbox n of a field is input_{id}_{n}.
        const key = inputKey(field.id, index + 1);
        return (
          <label key={choice.value} className="form-choice">
            <input
              type="checkbox"
              name={key}
              value={choice.value}
              checked={values[key] === choice.value}
              onChange={(event) => {
                onChange(key, event.target.checked ? choice.value : '');
              }}
            />
            <ChoiceText text={choice.text} />
          </label>
        );
      })}
    </ChoiceGroup>
  );
}

/** §3 survey: a star rating, one star per choice; the stars up to the chosen one are lit. */
function StarsControl({ field, values, onChange, message }: FieldProps) {
  const { t } = useTranslation();
  const key = inputKey(field.id);
  const choices = offeredChoices(field);
  const chosen = choices.findIndex((choice) => choice.value === values[key]);
  return (
    <ChoiceGroup field={field} message={message}>
      <div className="form-stars">
        {choices.map((choice, index) => (
          <label
            key={choice.value}
            className={`form-stars__star${index <= chosen ? ' form-stars__star--lit' : ''}`}
          >
            <input
              className="visually-hidden"
              type="radio"
              name={key}
              value={choice.value}
              checked={values[key] === choice.value}
              required={field.isRequired}
              onChange={() => {
                onChange(key, choice.value);
              }}
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">
              {index === 0 ? t('forms:oneStar') : t('forms:stars', { count: index + 1 })}
            </span>
          </label>
        ))}
      </div>
    </ChoiceGroup>
  );
}

/** One field of a Gravity-style form (§3 field types, §5 rules); 'Field type not supported' otherwise (§8). */
export function FormFieldView(props: FieldProps) {
  const { t } = useTranslation();
  const { field } = props;
  const control = controlOf(field);
  switch (control) {
    case null:
      return (
        <p className="form-field form-field--unsupported">
          {t('forms:unsupported', {
            type: field.type === 'poll' ? (field.poll_field_type ?? '') : field.type,
          })}
        </p>
      );
    case 'section':
      return (
        <div className={`form-section ${field.cssClass}`}>
          <h3 className="form-section__title">{field.label}</h3>
          {field.description !== '' && <p className="form-field__description">{field.description}</p>}
        </div>
      );
    // Its value travels with the form (a default, or the hashed-login placeholder the server replaces).
    case 'hidden':
      return null;
    case 'radios':
      return <RadioControl {...props} />;
    case 'checkboxes':
      return <CheckboxControl {...props} />;
    case 'select':
      return <SelectControl {...props} />;
    case 'stars':
      return <StarsControl {...props} />;
    case 'text':
    case 'email':
    case 'phone':
    case 'textarea':
      return <TextControl {...props} control={control} />;
  }
}
