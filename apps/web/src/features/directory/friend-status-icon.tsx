import { useTranslation } from 'react-i18next';
import type { RelationBadge } from './relation-badge.ts';

const SYMBOLS: Record<RelationBadge, string> = { accepted: '✓', requested: '…', refused: '×', none: '+' };

/** The friend status icon of spec §2.3: accepted, requested, refused or none, with a readable label. */
export function FriendStatusIcon({ status }: { status: RelationBadge }) {
  const { t } = useTranslation();
  return (
    <span className={`friend-status friend-status--${status}`}>
      <span aria-hidden="true">{SYMBOLS[status]}</span> {t(`directory:status.${status}`)}
    </span>
  );
}
