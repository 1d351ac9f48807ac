import type { StaffAction, StaffContentType, StaffItem, StaffRevision } from '@campus/domain/staff';
import { staffItemActions, staffItemRightsOf, staffListState } from '@campus/domain/staff-item-actions';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSaveStaffItem } from './api/save-staff-item.ts';
import { useTransitionStaffItem } from './api/transition-staff-item.ts';
import { autosavedDraft } from './autosave-draft.ts';
import { AutosaveNotice, AutosaveStatusLine } from './autosave-notice.tsx';
import { ItemActions } from './item-actions.tsx';
import {
  hasImageUploading,
  itemBodyOf,
  itemDraftOf,
  newItemDraft,
  restoredDraft,
  type ItemDraft,
  type TranslationDraft,
} from './item-draft.ts';
import { ItemImageField } from './item-image-field.tsx';
import { ItemPreview } from './item-preview.tsx';
import { ItemSettings } from './item-settings.tsx';
import { ItemTranslations } from './item-translations.tsx';
import { ItemVersions } from './item-versions.tsx';
import { StagedNotice } from './staged-notice.tsx';
import { ReadOnlyReason } from './read-only-reason.tsx';
import { serverRefusalOf, type ServerRefusal } from './server-errors.ts';
import { useStaffContext } from './staff-context.ts';
import type { StaffPreviewSlot } from './staff-preview.ts';
import { StatusBadge } from './status-badge.tsx';
import { useResultFocus } from './use-result-focus.ts';
import { useAutosave, useAutosaveOffer } from './use-autosave.ts';
import { useUnsavedGuard } from './use-unsaved-guard.tsx';

function doneMessageOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('done' in state)) return null;
  return typeof state.done === 'string' ? state.done : null;
}

const snapshotOf = (type: StaffContentType, draft: ItemDraft) => JSON.stringify(itemBodyOf(type, draft));

/** The edit form of one item, kept as typed until saved; actions save first when something changed. */
export function ItemEditor({
  type,
  item,
  preview,
}: {
  type: StaffContentType;
  item: StaffItem | null;
  preview: StaffPreviewSlot | undefined;
}) {
  const { t } = useTranslation();
  const { me } = useStaffContext();
  const navigate = useNavigate();
  const initial = useMemo(
    () => (item === null ? newItemDraft(me.houses.map((house) => house.id)) : itemDraftOf(item)),
    [item, me.houses],
  );
  const [draft, setDraft] = useState(initial);
  const [current, setCurrent] = useState(item);
  const [saved, setSaved] = useState(() => snapshotOf(type, initial));
  const [refusal, setRefusal] = useState<ServerRefusal | null>(null);
  // Counts the item's saves and actions: the versions panel reads its list again after each.
  const [saves, setSaves] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  // A refusal that names fields takes the editor to the first of them (issue #33), its reason beside it.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusal]);
  const location = useLocation();
  // A new item's screen moves to the item's address after its first save, with what was done.
  const [done, setDone] = useState<string | null>(() => doneMessageOf(location.state));
  // The control that did it may be gone (Publish once published, the whole form when a new item moves to
  // its address): the focus then goes to what was done rather than to <body> (issue #34).
  const { ref: doneRef, focusResult: focusDone } = useResultFocus<HTMLParagraphElement>(
    done === null ? null : 'whenLost',
  );
  const save = useSaveStaffItem();
  const transition = useTransitionStaffItem();
  const changed = snapshotOf(type, draft) !== saved;
  const dirty = changed || current === null;
  const hasText = snapshotOf(type, draft) !== snapshotOf(type, newItemDraft([]));
  const guard = useUnsavedGuard(dirty && hasText);
  const busy = save.isPending || transition.isPending;
  // Unsaved changes kept a few seconds after typing stops, and offered back as the item opens (ADR 034).
  const autosave = useAutosave({
    type,
    group: current?.group ?? null,
    username: me.username,
    body: itemBodyOf(type, draft),
    changed: dirty && hasText && (current?.can.edit ?? true),
  });
  const recovery = useAutosaveOffer({
    type,
    group: item?.group ?? null,
    username: me.username,
    saved: initial,
  });

  const change = (patch: Partial<ItemDraft>) => {
    setDraft((previous) => ({ ...previous, ...patch }));
    setDone(null);
  };
  const changeTranslation = (language: 'fr' | 'en', patch: Partial<TranslationDraft>) => {
    setDraft((previous) => ({ ...previous, [language]: { ...previous[language], ...patch } }));
    setDone(null);
  };

  /** Saves when needed; the saved item, or null when the server refused (the refusal is shown). */
  const saveNow = async (): Promise<StaffItem | null> => {
    if (current !== null && !changed) return current;
    if (hasImageUploading(draft)) {
      setRefusal({ message: t('staff:edit.imageStillUploading'), fields: {} });
      return null;
    }
    const body = itemBodyOf(type, draft);
    try {
      const result = await save.mutateAsync({ type, group: current?.group ?? null, body });
      autosave.saved(current?.group ?? null, result.group);
      setSaved(JSON.stringify(body));
      setCurrent(result);
      setSaves((count) => count + 1);
      setRefusal(null);
      return result;
    } catch (error) {
      setRefusal(serverRefusalOf(error, t));
      return null;
    }
  };
  const afterSave = (saved: StaffItem, message: string) => {
    setDone(message);
    // A new item gets its address once the server created it; the form stays as typed.
    if (item !== null) {
      focusDone('whenLost');
      return;
    }
    guard.allowNextNavigation();
    void navigate(`/staff/items/${type}/${encodeURIComponent(saved.group)}`, {
      replace: true,
      state: { done: message },
    });
  };
  const onSave = async () => {
    const saved = await saveNow();
    if (saved === null) return;
    afterSave(saved, t(saved.staged === undefined ? 'staff:edit.saved' : 'staff:edit.savedStaged'));
  };
  const onAction = async (action: StaffAction, extra: { at?: string; note?: string } = {}) => {
    const saved = await saveNow();
    if (saved === null) return;
    try {
      const next = await transition.mutateAsync({
        type,
        group: saved.group,
        body: { action, ...extra },
      });
      setCurrent(next);
      autosave.saved(saved.group, next.group);
      setSaves((count) => count + 1);
      if (action === 'discard') {
        // The staged change is gone: the editor shows the live version again.
        const live = itemDraftOf(next);
        setDraft(live);
        setSaved(snapshotOf(type, live));
      }
      setRefusal(null);
      afterSave(next, t(`staff:edit.done.${action}`));
    } catch (error) {
      setRefusal(serverRefusalOf(error, t));
    }
  };

  /** A saved version in the editor as unsaved changes; what was done said where the focus goes. */
  const onRestore = (version: StaffRevision) => {
    setDraft((previous) => restoredDraft(previous, version.content));
    setRefusal(null);
    setDone(t('staff:versions.restored', { date: version.date.slice(0, 16).replace('T', ' ') }));
    focusDone('always');
  };

  const editable = current?.can.edit ?? true;
  // A saved item's actions are the server's; a new one's come from the same rules, for the houses ticked.
  const rights = current?.can ?? staffItemRightsOf(me, draft.houses);
  const actions = current?.actions ?? staffItemActions('draft', rights, null);
  return (
    <section className="staff-page" aria-labelledby="staff-edit-title">
      <header className="staff-page__header">
        <h1 id="staff-edit-title">
          {t(
            current === null
              ? `staff:edit.new.${type}`
              : editable
                ? `staff:edit.edit.${type}`
                : `staff:edit.view.${type}`,
          )}
        </h1>
        {current !== null && <StatusBadge status={staffListState(current.status, current.review_note)} />}
      </header>
      {current !== null && !editable && <ReadOnlyReason houses={current.houses} />}
      {current?.staged !== undefined && <StagedNotice staged={current.staged} />}
      {recovery.offer !== null && editable && (
        <AutosaveNotice
          autosave={recovery.offer}
          onRestore={() => {
            const { content } = recovery.offer ?? {};
            if (content !== undefined) setDraft((previous) => autosavedDraft(previous, content));
            recovery.settle();
            setDone(t('staff:autosave.restored'));
            focusDone('always');
          }}
          onDiscard={() => {
            recovery.discard();
            setDone(t('staff:autosave.discarded'));
            focusDone('always');
          }}
        />
      )}
      {current !== null && current.review_note !== '' && current.status === 'draft' && (
        <div className="notice" role="note">
          <p>{t('staff:edit.reviewNote', { note: current.review_note })}</p>
        </div>
      )}
      <form
        ref={formRef}
        className="staff-edit"
        onSubmit={(event) => {
          event.preventDefault();
          void onSave();
        }}
      >
        <fieldset className="staff-edit__body" disabled={!editable}>
          <ItemSettings type={type} draft={draft} onChange={change} errors={refusal?.fields.item ?? {}} />
          <ItemImageField
            imageUrl={draft.imageUrl}
            alt={draft.fr.title || draft.en.title}
            onChange={(image) => {
              change({ image: image?.id ?? null, imageUrl: image?.url ?? null });
            }}
          />
          <ItemTranslations
            type={type}
            draft={draft}
            errors={refusal?.fields}
            editable={editable}
            onChange={changeTranslation}
          />
        </fieldset>
        <div className="staff-edit__footer">
          {refusal !== null && (
            <p className="staff-field__error" role="alert">
              {refusal.message}
            </p>
          )}
          <p role="status" className="staff-edit__done" ref={doneRef} tabIndex={-1}>
            {done ?? ''}
          </p>
          <AutosaveStatusLine status={autosave.status} />
          {!rights.edit && current === null && (
            <p className="staff-field__hint">{t('staff:edit.chooseHouse')}</p>
          )}
          <ItemActions
            editable={rights.edit}
            live={current?.status === 'publish' || current?.status === 'future'}
            actions={actions}
            busy={busy}
            onSave={() => void onSave()}
            onAction={(action, extra) => void onAction(action, extra)}
          />
        </div>
      </form>
      {preview !== undefined && (
        <ItemPreview type={type} group={current?.group} draft={draft} preview={preview} />
      )}
      {current !== null && (
        <ItemVersions type={type} group={current.group} saves={String(saves)} onRestore={onRestore} />
      )}
      {guard.question}
    </section>
  );
}
