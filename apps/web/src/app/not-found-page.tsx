import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { NotFound } from '../ui/not-found.tsx';

/** Unknown routes of a signed-in person: the 404 content inside the layout (spec §2.1). */
export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('common:notFound.title'));
  return <NotFound />;
}

/** A public path that does not exist for this visitor (/logs before the debug unlock): the 404 content alone. */
export function PublicNotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('common:notFound.title'));
  return (
    <main id="main" className="public-not-found" tabIndex={-1}>
      <NotFound />
    </main>
  );
}
