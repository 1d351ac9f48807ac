import type { FaqItem } from '@campus/domain/content';
import { useId, useState, type ReactNode } from 'react';
import './faq-accordion.css';

interface FaqAccordionProps {
  title: string;
  /**
   * False where the screen's own heading already names the FAQ (the FAQ page, /pages/faq): the section
   * keeps the title as its name but does not print it a second time under that heading.
   */
  showTitle?: boolean;
  items: readonly FaqItem[];
  /** Renders an answer (rich HTML goes through the sanitiser, which lives below ui). */
  renderAnswer: (html: string) => ReactNode;
}

/** Spec §2.14: the FAQ accordion, one item open at a time; a click on a question toggles it. */
export function FaqAccordion({ title, showTitle = true, items, renderAnswer }: FaqAccordionProps) {
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();
  if (items.length === 0) return null;
  return (
    <section className="faq" aria-label={title}>
      {showTitle && <h2 className="faq__title">{title}</h2>}
      <ul className="faq__list">
        {items.map((item, index) => {
          const expanded = open === index;
          const panelId = `${baseId}-panel-${String(index)}`;
          return (
            <li key={`${String(index)}-${item.faq_ask}`} className="faq__item">
              <h3 className="faq__question">
                <button
                  type="button"
                  className="faq__toggle"
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => {
                    setOpen(expanded ? null : index);
                  }}
                >
                  <span>{item.faq_ask}</span>
                  <span className="faq__icon" aria-hidden="true">
                    {expanded ? '−' : '+'}
                  </span>
                </button>
              </h3>
              <div id={panelId} className="faq__answer" hidden={!expanded}>
                {renderAnswer(item.faq_answer)}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
