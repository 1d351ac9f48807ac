import { STAFF_CONTENT_TYPES, type StaffContentType } from '@campus/domain/staff';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Loading } from '../../ui/loading.tsx';
import { NotFound } from '../../ui/not-found.tsx';
import { RetryNotice } from '../../ui/retry-notice.tsx';
import { useStaffItem } from './api/get-staff-item.ts';
import { ItemEditor } from './item-editor.tsx';
import type { StaffPreviewSlot } from './staff-preview.ts';

export const NEW_ITEM = 'new';

/** /staff/items/{type}/new and /staff/items/{type}/{group}: the edit screen of one translation group. */
export function StaffItemEditPage({ preview }: { preview?: StaffPreviewSlot }) {
  const { t } = useTranslation();
  const params = useParams();
  const type = STAFF_CONTENT_TYPES.find((candidate) => candidate === params.type);
  const group = params.group ?? NEW_ITEM;
  useDocumentTitle(t(group === NEW_ITEM ? 'staff:edit.newTitle' : 'staff:edit.editTitle'));
  if (type === undefined) return <NotFound />;
  if (group === NEW_ITEM) return <ItemEditor key={NEW_ITEM} type={type} item={null} preview={preview} />;
  return <ExistingItem type={type} group={group} preview={preview} />;
}

function ExistingItem({
  type,
  group,
  preview,
}: {
  type: StaffContentType;
  group: string;
  preview: StaffPreviewSlot | undefined;
}) {
  const { t } = useTranslation();
  const query = useStaffItem(type, group);
  if (query.isPending) return <Loading />;
  if (query.isError)
    return <RetryNotice message={t('staff:edit.loadFailed')} onRetry={() => void query.refetch()} />;
  return <ItemEditor key={group} type={type} item={query.data} preview={preview} />;
}
