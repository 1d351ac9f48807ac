import type { DirectoryUser } from '@campus/domain/directory-user';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../ui/avatar.tsx';
import { BusyButton } from '../../ui/busy-button.tsx';
import { useModalIsolation } from '../../ui/use-modal-isolation.ts';
import { useBlocks } from './api/get-blocks.ts';
import { useUpdateBlock } from './api/update-block.ts';
import type { ListedRelation } from '@campus/domain/relation';
import { FriendStatusIcon } from './friend-status-icon.tsx';
import { RelationActionButton } from './relation-action-button.tsx';
import { displayName } from './person-name.ts';
import { houseName } from '../../entities/house/house-name.ts';

/**
 * The person modal of spec §2.3: photo, name, house, phone and e-mail links when the person shares them
 * (the server sends nothing else), the friend action, and block/unblock with the §6 confirmation.
 * A native <dialog>: focus moves in, Escape closes it, the page behind is inert. It shares the other
 * modals' mechanism too (useModalIsolation, before showModal moves the focus): the same isolation where
 * showModal is missing (jsdom), and focus back on the card that opened it when it closes (issue #34).
 */
export function PersonModal({
  person,
  viewerId,
  relation,
  onClose,
  onToast,
  toast,
}: {
  person: DirectoryUser;
  viewerId: number;
  relation: ListedRelation | null;
  onClose: () => void;
  onToast: (message: string, failed: boolean) => void;
  /** The friend-action message, inside the dialog so it shows above it and is announced. */
  toast: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const blocks = useBlocks();
  const blockMutation = useUpdateBlock();
  const blocked = blocks.data?.includes(person.id) ?? false;

  useModalIsolation(dialog);
  useEffect(() => {
    const element = dialog.current;
    if (element === null || element.open) return;
    // jsdom has no showModal; a browser always does.
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
  }, []);

  const name = displayName(person, t('directory:unnamed'));
  const firstHouse = person.acf.user_house[0];
  const house = firstHouse === undefined ? undefined : houseName(firstHouse, i18n.language);

  const toggleBlock = () => {
    const question = blocked ? t('directory:person.unblockConfirm') : t('directory:person.blockConfirm');
    if (!window.confirm(question)) return;
    blockMutation.mutate(
      { userId: person.id, block: !blocked },
      {
        onError: () => {
          onToast(t('directory:contacts.toast.failed'), true);
        },
      },
    );
  };

  return (
    <dialog
      ref={dialog}
      className="person-modal"
      aria-labelledby="person-modal-title"
      tabIndex={-1}
      onClose={onClose}
    >
      <button
        type="button"
        className="icon-button person-modal__close"
        aria-label={t('directory:person.close')}
        onClick={onClose}
      >
        <span aria-hidden="true">×</span>
      </button>
      <Avatar photo={person.acf.photo} size={96} />
      <h2 id="person-modal-title">{name}</h2>
      {house !== undefined && <p className="person-modal__house">{house}</p>}
      <FriendStatusIcon status={relation?.acf.relation_status ?? 'none'} />
      <ul className="person-modal__contacts">
        {person.acf.mobilephone !== null && (
          <li>
            <a href={`tel:${person.acf.mobilephone.replace(/[^\d+]/g, '')}`}>
              {t('directory:person.phone', { phone: person.acf.mobilephone })}
            </a>
          </li>
        )}
        {person.email !== '' && (
          <li>
            <a href={`mailto:${person.email}`}>{t('directory:person.email', { email: person.email })}</a>
          </li>
        )}
      </ul>
      <div className="person-modal__actions">
        <RelationActionButton viewerId={viewerId} otherId={person.id} relation={relation} onDone={onToast} />
        <BusyButton
          className="button button--quiet"
          busy={blocks.isPending || blockMutation.isPending}
          onClick={toggleBlock}
        >
          {blocked ? t('directory:person.unblock') : t('directory:person.block')}
        </BusyButton>
      </div>
      {toast}
    </dialog>
  );
}
