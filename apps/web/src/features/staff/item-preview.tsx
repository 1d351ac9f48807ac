import type { Language } from '@campus/domain/locale';
import type { StaffContentType } from '@campus/domain/staff';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ITEM_LANGUAGES, type ItemDraft } from './item-draft.ts';
import { cleanEditorHtml } from './rich-text-rules.ts';
import { useStaffContext } from './staff-context.ts';
import type { StaffPreviewSlot } from './staff-preview.ts';

/** The item as a resident would see it, in one language at a time, drawn by the residents' components. */
export function ItemPreview({
  type,
  draft,
  preview,
}: {
  type: StaffContentType;
  draft: ItemDraft;
  preview: StaffPreviewSlot;
}) {
  const { t } = useTranslation();
  const { me } = useStaffContext();
  const [language, setLanguage] = useState<Language>('fr');
  const translation = draft[language];
  const firstHouse = me.houses.find((house) => house.id === draft.houses[0]);
  return (
    <section className="staff-preview" aria-labelledby="staff-preview-title">
      <h2 id="staff-preview-title">{t('staff.preview.title')}</h2>
      <div role="group" aria-label={t('staff.preview.language')} className="staff-page__actions">
        {ITEM_LANGUAGES.map((option) => (
          <button
            key={option}
            type="button"
            className="button"
            aria-pressed={option === language}
            onClick={() => {
              setLanguage(option);
            }}
          >
            {t(`staff.language.${option}`)}
          </button>
        ))}
      </div>
      {translation.title.trim() === '' ? (
        <p>{t('staff.preview.empty')}</p>
      ) : (
        <div className="staff-preview__frame" lang={language}>
          {preview({
            type,
            language,
            title: translation.title,
            excerpt: translation.excerpt,
            content: cleanEditorHtml(translation.content),
            practical: cleanEditorHtml(translation.practical),
            imageUrl: draft.imageUrl,
            faq: translation.faq,
            locations: translation.locations,
            houseName: firstHouse?.name ?? null,
            sticky: draft.sticky,
            start: draft.start,
            end: draft.end,
          })}
        </div>
      )}
    </section>
  );
}
