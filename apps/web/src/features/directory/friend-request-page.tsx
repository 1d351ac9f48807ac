import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnection } from '../../lib/auth/auth-context.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { BusyButton } from '../../ui/busy-button.tsx';
import { Loading } from '../../ui/loading.tsx';
import { useFocusFallback } from '../../ui/use-focus-fallback.ts';
import type { ListedRelation } from '@campus/domain/relation';
import { pendingRequests, useRelations } from './api/get-relations.ts';
import { useUpdateRelation } from './api/update-relation.ts';
import { useFriendToast } from './friend-toast.tsx';
import { houseName } from '../../entities/house/house-name.ts';
import { displayName } from './person-name.ts';
import { RetryNotice } from '../../ui/retry-notice.tsx';
import './directory.css';

/**
 * Spec §2.9 /friend-request: the requests waiting for the viewer, each with the requester's avatar, name and
 * house, and accept and refuse (the server lets only the recipient do either, §6); §8 toasts for 3 s.
 */
export function FriendRequestPage() {
  const { t } = useTranslation();
  const viewerId = useConnection().user?.id ?? 0;
  useDocumentTitle(t('directory:contacts.requests.title'));
  const relations = useRelations();
  const toast = useFriendToast();
  // An answered request leaves the list: the focus goes to the same button of the next request, or to the
  // page's heading once none is left, not to <body>.
  const page = useRef<HTMLDivElement>(null);
  useFocusFallback(page);

  let body;
  if (relations.isPending) body = <Loading />;
  else if (relations.isError) {
    body = <RetryNotice message={t('directory:error')} onRetry={() => void relations.refetch()} />;
  } else {
    const pending = pendingRequests(viewerId, relations.data);
    body =
      pending.length === 0 ? (
        <p className="directory__empty">{t('directory:contacts.requests.empty')}</p>
      ) : (
        <ul className="friend-requests">
          {pending.map((relation) => (
            <FriendRequest key={relation.id} relation={relation} viewerId={viewerId} onToast={toast.show} />
          ))}
        </ul>
      );
  }

  return (
    <div ref={page} className="directory">
      <header className="page-header">
        <h1 className="page-header__title">{t('directory:contacts.requests.title')}</h1>
      </header>
      {body}
      {toast.element}
    </div>
  );
}

function FriendRequest({
  relation,
  viewerId,
  onToast,
}: {
  relation: ListedRelation;
  viewerId: number;
  onToast: (message: string, failed: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const mutation = useUpdateRelation();
  const person = relation.other_user;
  const name = person === null ? t('directory:unnamed') : displayName(person, t('directory:unnamed'));
  // The answered request leaves the list (and this row unmounts) as soon as the relations are refetched,
  // before mutate()'s own callbacks would run: awaiting the mutation lets the page show the toast anyway.
  const answer = async (action: 'accept' | 'refuse') => {
    try {
      await mutation.mutateAsync({ action, otherId: relation.acf.user_a, relationId: relation.id, viewerId });
      onToast(t(`directory:contacts.toast.${action}`), false);
    } catch {
      onToast(t('directory:contacts.toast.failed'), true);
    }
  };
  return (
    <li className="card friend-request">
      <Avatar photo={person?.acf.photo} size={56} />
      <span className="person-card__text">
        <span className="person-card__name">{name}</span>
        {person?.acf.user_house[0] !== undefined && (
          <span className="person-card__house">{houseName(person.acf.user_house[0], i18n.language)}</span>
        )}
      </span>
      <span className="friend-request__actions">
        <BusyButton
          className="button button--primary"
          busy={mutation.isPending}
          aria-label={t('directory:contacts.requests.acceptFrom', { name })}
          onClick={() => void answer('accept')}
        >
          {t('directory:contacts.actions.accept')}
        </BusyButton>
        <BusyButton
          className="button"
          busy={mutation.isPending}
          aria-label={t('directory:contacts.requests.refuseFrom', { name })}
          onClick={() => void answer('refuse')}
        >
          {t('directory:contacts.actions.refuse')}
        </BusyButton>
      </span>
    </li>
  );
}
