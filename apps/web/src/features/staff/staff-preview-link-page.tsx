import { languageOfLocale } from '@campus/domain/locale';
import type { StaffPreview } from '@campus/domain/staff-preview';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '../../lib/api/api-error.ts';
import { formatDayAndTime } from '../../lib/dates/format-date.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Loading } from '../../ui/loading.tsx';
import { RetryNotice } from '../../ui/retry-notice.tsx';
import { useStaffPreview } from './api/get-staff-preview.ts';
import { draftOfBody } from './item-draft.ts';
import { PreviewViews } from './item-preview.tsx';
import type { StaffPreviewSlot } from './staff-preview.ts';
import './staff-preview.css';

/** Why a link does not open, by the server's code: each says what to do next. */
function refusalOf(error: unknown): 'expired' | 'invalid' | 'editorsOnly' | null {
  if (!isApiError(error)) return null;
  if (error.code === 'rest_preview_link_expired') return 'expired';
  if (error.status === 403) return 'editorsOnly';
  if (error.status === 404 || error.status === 400 || error.status === 414) return 'invalid';
  return null;
}

/**
 * /staff/preview/{token} (issue #33): a colleague's shared preview, read only, with the same views as the
 * editor's preview, who shared it and until when the link opens. The staff layout around it already turns
 * away a person without a staff role with the console's "no access".
 */
export function StaffPreviewLinkPage({ preview }: { preview: StaffPreviewSlot }) {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const query = useStaffPreview(token);
  useDocumentTitle(t('staff:previewLink.title'));
  if (query.isPending) return <Loading />;
  if (query.isError) {
    const refusal = refusalOf(query.error);
    if (refusal === null)
      return (
        <RetryNotice
          className="notice notice--page"
          message={t('staff:previewLink.loadFailed')}
          onRetry={() => void query.refetch()}
        />
      );
    return (
      <div className="notice notice--page" role="alert">
        <h1 className="notice__title">{t('staff:previewLink.title')}</h1>
        <p>{t(`staff:previewLink.${refusal}`)}</p>
      </div>
    );
  }
  return <SharedPreview shared={query.data} preview={preview} />;
}

function SharedPreview({ shared, preview }: { shared: StaffPreview; preview: StaffPreviewSlot }) {
  const { t, i18n } = useTranslation();
  const previewTitleId = useId();
  const draft = draftOfBody(
    {
      houses: shared.houses.map((house) => house.id),
      ...(shared.fr === undefined ? {} : { fr: shared.fr }),
      ...(shared.en === undefined ? {} : { en: shared.en }),
      image: null,
      ...(shared.sticky === undefined ? {} : { sticky: shared.sticky }),
      ...(shared.start === undefined ? {} : { start: shared.start }),
      ...(shared.end === undefined ? {} : { end: shared.end }),
    },
    shared.image_url,
  );
  const title = shared.fr?.title ?? shared.en?.title ?? '';
  return (
    <section className="staff-preview-page">
      <h1>{t('staff:previewLink.heading', { title })}</h1>
      <p className="staff-preview-page__about">
        {t('staff:previewLink.sharedBy', {
          name: shared.shared_by.display_name,
          date: formatDayAndTime(new Date(shared.expires), languageOfLocale(i18n.language)),
        })}
      </p>
      {shared.staged !== undefined && <p className="notice">{t('staff:previewLink.staged')}</p>}
      {shared.changed_since_shared && <p className="notice">{t('staff:previewLink.changed')}</p>}
      <section className="staff-preview" aria-labelledby={previewTitleId}>
        <h2 id={previewTitleId}>{t('staff:preview.title')}</h2>
        <PreviewViews
          type={shared.type}
          draft={draft}
          houseName={shared.houses[0]?.name ?? null}
          preview={preview}
        />
      </section>
    </section>
  );
}
