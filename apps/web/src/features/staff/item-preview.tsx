import type { Language } from '@campus/domain/locale';
import type { StaffContentType } from '@campus/domain/staff';
import { useId, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ITEM_LANGUAGES, type ItemDraft } from './item-draft.ts';
import { PreviewLinkShare } from './preview-link-share.tsx';
import { cleanEditorHtml } from './rich-text-rules.ts';
import { useStaffContext } from './staff-context.ts';
import type { StaffPreviewSlot } from './staff-preview.ts';
import './staff-preview.css';

/** The widths a preview is drawn at: a 390 px phone, and the room the page has (a desktop's list column). */
export const PREVIEW_WIDTHS = ['phone', 'desktop'] as const;
export type PreviewWidth = (typeof PREVIEW_WIDTHS)[number];

/**
 * The editor's preview (issue #33): the item as residents will see it, in the language and at the width
 * chosen, and, once saved, a link to share it with a colleague.
 */
export function ItemPreview({
  type,
  group,
  draft,
  preview,
}: {
  type: StaffContentType;
  /** The saved item's group; a new item has nothing saved to share yet. */
  group?: string | undefined;
  draft: ItemDraft;
  preview: StaffPreviewSlot;
}) {
  const { t } = useTranslation();
  const { me } = useStaffContext();
  const titleId = useId();
  const firstHouse = me.houses.find((house) => house.id === draft.houses[0]);
  return (
    <section className="staff-preview" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('staff:preview.title')}</h2>
      <PreviewViews type={type} draft={draft} houseName={firstHouse?.name ?? null} preview={preview} />
      {group !== undefined && <PreviewLinkShare type={type} group={group} />}
    </section>
  );
}

/** Links and actions inside the preview are the residents': followed here they would leave the editor. */
function keepInPreview(event: MouseEvent<HTMLElement>) {
  if (!(event.target instanceof Element)) return;
  // An FAQ question (a disclosure, aria-expanded) still opens: that is part of what is previewed.
  if (event.target.closest('a[href], button:not([aria-expanded])') === null) return;
  event.preventDefault();
  event.stopPropagation();
}

/** The language and width switches and the frame the residents' components draw the item in. */
export function PreviewViews({
  type,
  draft,
  houseName,
  preview,
}: {
  type: StaffContentType;
  draft: ItemDraft;
  /** The house the item is shown under, or null for a campus item. */
  houseName: string | null;
  preview: StaffPreviewSlot;
}) {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<Language>('fr');
  const [width, setWidth] = useState<PreviewWidth>('phone');
  const translation = draft[language];
  return (
    <>
      <div className="staff-preview__switches">
        <div role="group" aria-label={t('staff:preview.language')} className="staff-preview__switch">
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
              {t(`staff:language.${option}`)}
            </button>
          ))}
        </div>
        <div role="group" aria-label={t('staff:preview.width')} className="staff-preview__switch">
          {PREVIEW_WIDTHS.map((option) => (
            <button
              key={option}
              type="button"
              className="button"
              aria-pressed={option === width}
              onClick={() => {
                setWidth(option);
              }}
            >
              {t(`staff:preview.widths.${option}`)}
            </button>
          ))}
        </div>
      </div>
      {translation.title.trim() === '' ? (
        <p>{t('staff:preview.empty')}</p>
      ) : (
        // Not a form: what is inside reads as the residents' page, and goes nowhere when clicked.
        <div
          className={`staff-preview__frame staff-preview__frame--${width}`}
          lang={language}
          data-testid="staff-preview-frame"
          onClickCapture={keepInPreview}
        >
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
            houseName,
            sticky: draft.sticky,
            start: draft.start,
            end: draft.end,
          })}
        </div>
      )}
    </>
  );
}
