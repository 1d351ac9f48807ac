import { nextRelationAction, type RelationAction } from '@campus/domain/relation';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ListedRelation } from '@campus/domain/relation';
import { useUpdateRelation } from './api/update-relation.ts';

/**
 * The friend-action button of the person modal (spec §2.3): the one next action §4 allows this viewer —
 * request, accept, refuse or delete — or, for a pending request received, a link to /friend-request.
 */
export function RelationActionButton({
  viewerId,
  otherId,
  relation,
  onDone,
}: {
  viewerId: number;
  otherId: number;
  relation: ListedRelation | null;
  onDone: (message: string, failed: boolean) => void;
}) {
  const { t } = useTranslation();
  const mutation = useUpdateRelation();
  const next = nextRelationAction(viewerId, relation?.acf ?? null);
  if (next === null) return null;
  if (next === 'prompt') {
    return (
      <Link className="button button--primary" to="/friend-request">
        {t('directory:contacts.actions.prompt')}
      </Link>
    );
  }
  // §4 accepted: the recipient's next action is 'refuse', the sender's 'delete'. For both people it ends the
  // contact, so both read the same words (the relation then differs only in what each may do next).
  const removesContact = relation?.acf.relation_status === 'accepted';
  const run = (action: RelationAction) => {
    mutation.mutate(
      { action, otherId, relationId: relation?.id ?? null, viewerId },
      {
        onSuccess: () => {
          onDone(
            removesContact ? t('directory:contacts.toast.removed') : t(`directory:contacts.toast.${action}`),
            false,
          );
        },
        onError: () => {
          onDone(t('directory:contacts.toast.failed'), true);
        },
      },
    );
  };
  const label = removesContact
    ? 'directory:contacts.actions.remove'
    : (`directory:contacts.actions.${next}` as const);
  // aria-disabled rather than disabled while the change is sent: a disabled button loses the focus, which
  // would drop to <body> (issue #34); this one keeps it and then shows the relation's next action.
  return (
    <button
      type="button"
      className="button button--primary"
      aria-disabled={mutation.isPending}
      onClick={() => {
        if (!mutation.isPending) run(next);
      }}
    >
      {t(label)}
    </button>
  );
}
