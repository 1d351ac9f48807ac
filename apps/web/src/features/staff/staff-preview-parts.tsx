import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The two views a resident has of an item: its card in the list, and the detail the card opens, drawn as the
 * residents' modal draws it (its own classes, ui/modal.css): on a phone an edge-to-edge sheet, on a desktop
 * a dialog over the dimmed list. Each view is labelled, so the summary the card and the detail both show
 * reads as two places, not one text twice.
 */
export function StaffPreviewParts({
  title,
  card,
  detail,
}: {
  title: string;
  card: ReactNode;
  detail: ReactNode;
}) {
  const { t } = useTranslation();
  const cardId = useId();
  const detailId = useId();
  return (
    <div className="staff-preview__parts">
      <section className="staff-preview__part" aria-labelledby={cardId}>
        <h3 id={cardId} className="staff-preview__part-title">
          {t('staff:preview.card')}
        </h3>
        {card}
      </section>
      <section className="staff-preview__part" aria-labelledby={detailId}>
        <h3 id={detailId} className="staff-preview__part-title">
          {t('staff:preview.detail')}
        </h3>
        <div className="staff-preview__backdrop">
          <div className="modal staff-preview__sheet">
            <div className="modal__header">
              <h4 className="modal__title">{title}</h4>
              <span className="modal__close" aria-hidden="true">
                ×
              </span>
            </div>
            <div className="modal__body">{detail}</div>
          </div>
        </div>
      </section>
    </div>
  );
}
