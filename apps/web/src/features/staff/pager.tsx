import { useTranslation } from 'react-i18next';

/** Previous / next through a WordPress list's pages (X-WP-TotalPages), with where the person is. */
export function Pager({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav className="staff-pager" aria-label={t('staff:pager.label')}>
      <button
        type="button"
        className="button"
        disabled={page <= 1}
        onClick={() => {
          onPage(page - 1);
        }}
      >
        {t('staff:pager.previous')}
      </button>
      <span>{t('staff:pager.position', { page, totalPages })}</span>
      <button
        type="button"
        className="button"
        disabled={page >= totalPages}
        onClick={() => {
          onPage(page + 1);
        }}
      >
        {t('staff:pager.next')}
      </button>
    </nav>
  );
}
