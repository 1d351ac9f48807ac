import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMyChecklists } from './use-my-checklists.ts';
import { ChecklistLinkCard } from './checklist-card.tsx';
import './checklists.css';

/**
 * Spec §2.5, §4: beside the news list, the checklists suggested to the person (undone, applying now, begun
 * at most 30 days ago), each a card in redirection mode. Nothing at all when none is suggested, or while
 * they load: the news come first, and a failure here is not the news page's to report.
 */
export function ChecklistPrompt() {
  const { t } = useTranslation();
  const headingId = useId();
  const suggested = useMyChecklists().views.filter((view) => view.suggested);
  if (suggested.length === 0) return null;
  return (
    <section className="checklist-prompt" aria-labelledby={headingId}>
      <h2 id={headingId} className="checklist-prompt__title">
        {t('checklists:promptTitle')}
      </h2>
      <div className="checklists__cards">
        {suggested.map((view) => (
          <ChecklistLinkCard key={view.checklist.id} view={view} />
        ))}
      </div>
    </section>
  );
}
