import { languageOfLocale, type Language } from '@campus/domain/locale';
import { CURSUS_TAG_GROUPS, type CursusTagGroup } from '@campus/domain/wizard';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useTagGroup } from '../../entities/person/api/get-tag-group.ts';
import { tagLabel } from '../../entities/tags/tag-label.ts';
import { CheckboxList } from '../../ui/checkbox-list.tsx';
import { Loading } from '../../ui/loading.tsx';
import { PhotoEditor, type PhotoEditorProps } from '../../ui/photo-editor.tsx';
import { RetryNotice } from '../../ui/retry-notice.tsx';

export function LanguageStep({
  locale,
  onChange,
}: {
  locale: string;
  onChange: (language: Language) => void;
}) {
  const { t } = useTranslation();
  const current = languageOfLocale(locale);
  return (
    <fieldset className="wizard-step__choices">
      <legend className="wizard-step__lead">{t('wizard:language.lead')}</legend>
      {(['fr', 'en'] as const).map((language) => (
        <label key={language} className="wizard-choice" lang={language}>
          <input
            type="radio"
            name="wizard-language"
            checked={current === language}
            onChange={() => {
              onChange(language);
            }}
          />
          {t(`settings:language.${language}`)}
        </label>
      ))}
    </fieldset>
  );
}

/** The wizard's photo step: the profile's own photo editor under a line saying why. */
export function PhotoStep(editor: PhotoEditorProps) {
  const { t } = useTranslation();
  return (
    <>
      <p className="wizard-step__lead">{t('wizard:photo.lead')}</p>
      <PhotoEditor {...editor} />
    </>
  );
}

function CursusSelect({
  group,
  value,
  onChange,
}: {
  group: CursusTagGroup;
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const tags = useTagGroup(group);
  return (
    <div className="wizard-field">
      <label htmlFor={id}>{t(`wizard:cursus.${group}`)}</label>
      <select
        id={id}
        value={value ?? ''}
        disabled={!tags.isSuccess}
        onChange={(event) => {
          onChange(event.target.value === '' ? null : Number(event.target.value));
        }}
      >
        <option value="">{tags.isError ? t('wizard:cursus.loadError') : t('wizard:cursus.choose')}</option>
        {tags.data?.children.map((tag) => (
          <option key={tag.id} value={tag.id}>
            {tagLabel(tag, i18n.language)}
          </option>
        ))}
      </select>
    </div>
  );
}

export type Cursus = Record<CursusTagGroup, number | null>;

export function CursusStep({ cursus, onChange }: { cursus: Cursus; onChange: (cursus: Cursus) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="wizard-step__lead">{t('wizard:cursus.lead')}</p>
      {CURSUS_TAG_GROUPS.map((group) => (
        <CursusSelect
          key={group}
          group={group}
          value={cursus[group]}
          onChange={(id) => {
            onChange({ ...cursus, [group]: id });
          }}
        />
      ))}
    </>
  );
}

export function NotificationsStep({
  enabled,
  onChange,
}: {
  enabled: boolean;
  onChange: (on: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <p className="wizard-step__lead">{t('wizard:notifications.lead')}</p>
      <label className="wizard-choice">
        <input
          type="checkbox"
          role="switch"
          checked={enabled}
          onChange={(event) => {
            onChange(event.target.checked);
          }}
        />
        {t('settings:notifications.label')}
      </label>
    </>
  );
}

export function AnnuaireStep() {
  const { t } = useTranslation();
  return (
    <>
      <p className="wizard-step__lead">{t('wizard:annuaire.lead')}</p>
      <p>{t('wizard:annuaire.privacy')}</p>
    </>
  );
}

export function InterestsStep({
  selected,
  onChange,
}: {
  selected: ReadonlySet<number>;
  onChange: (selected: ReadonlySet<number>) => void;
}) {
  const { t, i18n } = useTranslation();
  const interests = useTagGroup('interest');
  return (
    <>
      <p className="wizard-step__lead">{t('wizard:interests.lead')}</p>
      {interests.isPending && <Loading />}
      {interests.isError && (
        <RetryNotice message={t('profile:hobbies.error')} onRetry={() => void interests.refetch()} />
      )}
      {interests.isSuccess && (
        <CheckboxList
          legend={t('wizard:interests.lead')}
          options={interests.data.children.map((tag) => ({
            id: tag.id,
            label: tagLabel(tag, i18n.language),
          }))}
          selected={selected}
          onToggle={(id, checked) => {
            const next = new Set(selected);
            if (checked) next.add(id);
            else next.delete(id);
            onChange(next);
          }}
        />
      )}
    </>
  );
}

export function DoneStep({ firstName }: { firstName: string }) {
  const { t } = useTranslation();
  return <p className="wizard-step__lead">{t('wizard:done.lead', { firstName })}</p>;
}
