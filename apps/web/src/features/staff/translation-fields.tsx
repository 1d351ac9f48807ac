import { slugAsTyped } from '@campus/domain/slug';
import type { Language } from '@campus/domain/locale';
import { SLUG_PATTERN, type StaffContentType } from '@campus/domain/staff';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FaqEditor } from './faq-editor.tsx';
import type { TranslationDraft } from './item-draft.ts';
import { LocationsEditor } from './locations-editor.tsx';
import type { PlaceChoice } from './place-choice.ts';
import { RichTextEditor } from './rich-text-editor.tsx';

/** One language of the edit screen: a column on wide screens, a tab on narrower ones (item-translations.tsx). */
export function TranslationFields({
  type,
  language,
  draft,
  onChange,
  errors,
  editable,
  onPlaceChosen,
}: {
  editable: boolean;
  type: StaffContentType;
  language: Language;
  draft: TranslationDraft;
  onChange: (change: Partial<TranslationDraft>) => void;
  /** Refusals of the server, by field name. */
  errors: Readonly<Record<string, string>>;
  /** A campus map place chosen for an event location, which may fill the other language too. */
  onPlaceChosen?: (index: number, choice: PlaceChoice) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const languageName = t(`staff:language.${language}`);
  const described = (field: string) => (errors[field] === undefined ? undefined : `${id}-${field}-error`);
  const error = (field: string) =>
    errors[field] === undefined ? null : (
      <p id={`${id}-${field}-error`} className="staff-field__error">
        {errors[field]}
      </p>
    );
  return (
    <fieldset className="staff-translation" lang={language}>
      <legend>{languageName}</legend>
      <label className="staff-field">
        <span>{t('staff:edit.title')}</span>
        <input
          value={draft.title}
          maxLength={300}
          aria-invalid={errors.title !== undefined}
          aria-describedby={described('title')}
          onChange={(event) => {
            onChange({ title: event.target.value });
          }}
        />
      </label>
      {error('title')}
      <label className="staff-field">
        <span>{t('staff:edit.slug')}</span>
        <input
          value={draft.slug}
          pattern={SLUG_PATTERN}
          aria-describedby={`${id}-slug-hint ${described('slug') ?? ''}`.trim()}
          aria-invalid={errors.slug !== undefined}
          onChange={(event) => {
            // Cleaned as typed (WordPress cleans it on save): what the editor sees is the address kept.
            onChange({ slug: slugAsTyped(event.target.value) });
          }}
        />
      </label>
      <p id={`${id}-slug-hint`} className="staff-field__hint">
        {t('staff:edit.slugHint')}
      </p>
      {error('slug')}
      {type === 'post' && (
        <label className="staff-field">
          <span>{t('staff:edit.excerpt')}</span>
          <textarea
            rows={3}
            maxLength={2000}
            value={draft.excerpt}
            onChange={(event) => {
              onChange({ excerpt: event.target.value });
            }}
          />
        </label>
      )}
      <RichTextEditor
        label={t('staff:edit.content')}
        lang={language}
        editable={editable}
        initialHtml={draft.content}
        onChange={(content) => {
          onChange({ content });
        }}
      />
      {error('content')}
      {type === 'event' && (
        <>
          <RichTextEditor
            label={t('staff:edit.practical')}
            lang={language}
            editable={editable}
            initialHtml={draft.practical}
            onChange={(practical) => {
              onChange({ practical });
            }}
          />
          <LocationsEditor
            lang={language}
            locations={draft.locations}
            onChange={(locations) => {
              onChange({ locations });
            }}
            onPlaceChosen={onPlaceChosen}
          />
        </>
      )}
      <FaqEditor
        lang={language}
        items={draft.faq}
        onChange={(faq) => {
          onChange({ faq });
        }}
      />
    </fieldset>
  );
}
