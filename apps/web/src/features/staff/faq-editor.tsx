import type { FaqItem } from '@campus/domain/content';
import { useTranslation } from 'react-i18next';

/** The item's questions and answers: add, remove and move up or down (buttons, so the keyboard can). */
export function FaqEditor({
  items,
  onChange,
  lang,
}: {
  items: FaqItem[];
  onChange: (items: FaqItem[]) => void;
  lang: string;
}) {
  const { t } = useTranslation();
  const update = (index: number, change: Partial<FaqItem>) => {
    onChange(items.map((item, at) => (at === index ? { ...item, ...change } : item)));
  };
  const move = (index: number, by: -1 | 1) => {
    const next = [...items];
    const [moved] = next.splice(index, 1);
    if (moved !== undefined) next.splice(index + by, 0, moved);
    onChange(next);
  };
  return (
    <fieldset className="staff-fieldset">
      <legend>{t('staff.edit.faq')}</legend>
      <ol className="staff-faq">
        {items.map((item, index) => {
          const position = { position: index + 1 };
          return (
            <li key={index} className="staff-faq__item">
              <label className="staff-field">
                <span>{t('staff.edit.faqQuestion', position)}</span>
                <input
                  lang={lang}
                  value={item.faq_ask}
                  onChange={(event) => {
                    update(index, { faq_ask: event.target.value });
                  }}
                />
              </label>
              <label className="staff-field">
                <span>{t('staff.edit.faqAnswer', position)}</span>
                <textarea
                  lang={lang}
                  rows={3}
                  value={item.faq_answer}
                  onChange={(event) => {
                    update(index, { faq_answer: event.target.value });
                  }}
                />
              </label>
              <div className="staff-faq__actions">
                <button
                  type="button"
                  className="button button--quiet"
                  disabled={index === 0}
                  onClick={() => {
                    move(index, -1);
                  }}
                >
                  {t('staff.edit.faqUp', position)}
                </button>
                <button
                  type="button"
                  className="button button--quiet"
                  disabled={index === items.length - 1}
                  onClick={() => {
                    move(index, 1);
                  }}
                >
                  {t('staff.edit.faqDown', position)}
                </button>
                <button
                  type="button"
                  className="button button--quiet"
                  onClick={() => {
                    onChange(items.filter((_, at) => at !== index));
                  }}
                >
                  {t('staff.edit.faqRemove', position)}
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="button"
        onClick={() => {
          onChange([...items, { faq_ask: '', faq_answer: '' }]);
        }}
      >
        {t('staff.edit.faqAdd')}
      </button>
    </fieldset>
  );
}
