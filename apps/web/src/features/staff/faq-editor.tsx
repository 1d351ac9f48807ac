import type { FaqItem } from '@campus/domain/content';
import { useTranslation } from 'react-i18next';
import { useFocusAfterChange } from './use-focus-after-change.ts';

/** A control of the list, by the question's position and what it is. */
type FaqControl = { index: number; control: 'ask' | 'up' | 'down' } | 'add';

/**
 * Where the focus goes after a change that moved, disabled or removed the focused button (issue #34): a
 * moved question keeps it on the same button, or on the other direction once at the end (the first has
 * no "up"); after a removal, the next question's field (the previous one's for the last, else "Add"); an
 * added question's field.
 */
function focusAfterFaqChange(
  change: { kind: 'move'; from: number; by: -1 | 1 } | { kind: 'remove'; index: number } | { kind: 'add' },
  count: number,
): FaqControl {
  if (change.kind === 'add') return { index: count - 1, control: 'ask' };
  if (change.kind === 'remove') {
    if (count === 0) return 'add';
    return { index: Math.min(change.index, count - 1), control: 'ask' };
  }
  const index = change.from + change.by;
  const atEnd = change.by === -1 ? index === 0 : index === count - 1;
  const same = change.by === -1 ? 'up' : 'down';
  const other = change.by === -1 ? 'down' : 'up';
  return { index, control: atEnd ? other : same };
}

const controlKey = (control: FaqControl) =>
  control === 'add' ? 'add' : `${String(control.index)}-${control.control}`;

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
  const { list, focusAfterChange } = useFocusAfterChange<HTMLFieldSetElement>();
  const changeTo = (next: FaqItem[], focus: FaqControl) => {
    onChange(next);
    focusAfterChange(controlKey(focus));
  };
  const update = (index: number, change: Partial<FaqItem>) => {
    onChange(items.map((item, at) => (at === index ? { ...item, ...change } : item)));
  };
  const move = (index: number, by: -1 | 1) => {
    const next = [...items];
    const [moved] = next.splice(index, 1);
    if (moved !== undefined) next.splice(index + by, 0, moved);
    changeTo(next, focusAfterFaqChange({ kind: 'move', from: index, by }, next.length));
  };
  return (
    <fieldset className="staff-fieldset" ref={list}>
      <legend>{t('staff:edit.faq')}</legend>
      <ol className="staff-faq">
        {items.map((item, index) => {
          const position = { position: index + 1 };
          return (
            <li key={index} className="staff-faq__item">
              <label className="staff-field">
                <span>{t('staff:edit.faqQuestion', position)}</span>
                <input
                  lang={lang}
                  data-focus-key={`${String(index)}-ask`}
                  value={item.faq_ask}
                  onChange={(event) => {
                    update(index, { faq_ask: event.target.value });
                  }}
                />
              </label>
              <label className="staff-field">
                <span>{t('staff:edit.faqAnswer', position)}</span>
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
                  data-focus-key={`${String(index)}-up`}
                  disabled={index === 0}
                  onClick={() => {
                    move(index, -1);
                  }}
                >
                  {t('staff:edit.faqUp', position)}
                </button>
                <button
                  type="button"
                  className="button button--quiet"
                  data-focus-key={`${String(index)}-down`}
                  disabled={index === items.length - 1}
                  onClick={() => {
                    move(index, 1);
                  }}
                >
                  {t('staff:edit.faqDown', position)}
                </button>
                <button
                  type="button"
                  className="button button--quiet"
                  onClick={() => {
                    const next = items.filter((_, at) => at !== index);
                    changeTo(next, focusAfterFaqChange({ kind: 'remove', index }, next.length));
                  }}
                >
                  {t('staff:edit.faqRemove', position)}
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="button"
        data-focus-key="add"
        onClick={() => {
          const next = [...items, { faq_ask: '', faq_answer: '' }];
          changeTo(next, focusAfterFaqChange({ kind: 'add' }, next.length));
        }}
      >
        {t('staff:edit.faqAdd')}
      </button>
    </fieldset>
  );
}
