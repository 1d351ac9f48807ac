import type { StagedChange } from '@campus/domain/staff';
import { useTranslation } from 'react-i18next';

/**
 * Says that the item on screen is a change not yet live (issue #33): who saved it and when, whether it waits
 * for review, and the reviewer's note when it was sent back. Residents still see the published version.
 */
export function StagedNotice({ staged }: { staged: StagedChange }) {
  const { t } = useTranslation();
  const values = {
    author: staged.author.display_name || staged.author.username,
    date: staged.modified.slice(0, 16).replace('T', ' '),
  };
  return (
    <div className="notice" role="note">
      <p>
        <strong>{t('staff:edit.staged.title')}</strong>{' '}
        {t(staged.state === 'pending' ? 'staff:edit.staged.pending' : 'staff:edit.staged.draft', values)}
      </p>
      {staged.review_note !== '' && <p>{t('staff:edit.reviewNote', { note: staged.review_note })}</p>}
    </div>
  );
}
