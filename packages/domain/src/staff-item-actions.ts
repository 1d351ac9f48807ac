/**
 * The staff console's item rules (issues #30 and #33): who may do what to a news item or an event, and which
 * actions its state allows. One state machine, used by the server to accept or refuse a change and by the
 * console to offer exactly the buttons the server would accept — for a saved item the server sends its
 * actions; a new item, not yet on the server, is decided here from the caller's roles and houses.
 *
 * Plain rules, no schemas: the web build imports this module without pulling any validator in.
 */
import type { ContentState, StagedState, StaffAction, StaffListState, StaffMe } from './staff.ts';

/** What the caller may do to one item: change it, review it (approve or reject), publish it without review. */
export interface StaffItemRights {
  edit: boolean;
  approve: boolean;
  publish: boolean;
}

/** The caller as the item rules see them: a campus editor, or the houses they edit as a house editor. */
export interface StaffItemEditor {
  campusEditor: boolean;
  editedHouses: readonly number[];
}

/**
 * A campus editor may do anything. A house editor changes an item only when every one of its houses is
 * theirs (a campus item, with no house, never is), and publishes it without review only when none of those
 * houses requires review. Reviews are the campus editors'.
 */
export function staffItemRights(
  editor: StaffItemEditor,
  item: { houses: readonly number[]; reviewRequired: boolean },
): StaffItemRights {
  if (editor.campusEditor) return { edit: true, approve: true, publish: true };
  const theirs = item.houses.length > 0 && item.houses.every((house) => editor.editedHouses.includes(house));
  return { edit: theirs, approve: false, publish: theirs && !item.reviewRequired };
}

/**
 * The caller's rights on an item of `houses` not yet on the server, from what GET /staff/me told the console:
 * their roles, and the houses they edit with whether each requires review (a campus editor's: every house).
 */
export function staffItemRightsOf(me: StaffMe, houses: readonly number[]): StaffItemRights {
  const reviewed = new Set(me.houses.filter((house) => house.review_required).map((house) => house.id));
  return staffItemRights(
    { campusEditor: me.roles.includes('campus-editor'), editedHouses: me.houses.map((house) => house.id) },
    { houses, reviewRequired: houses.some((house) => reviewed.has(house)) },
  );
}

/**
 * The actions an item in `status` allows a caller with `rights`, in the order the console offers them.
 * - A draft is published or scheduled by whoever may publish it; submitted for review by whoever may only
 *   edit it (someone who may publish never sends their own item to review).
 * - An item in review is approved or sent back by a reviewer; a house editor without review may publish
 *   or schedule it (a reviewer approves it instead: one button for one decision).
 * - A scheduled item can be published now, scheduled again, or taken back to draft.
 * - A published item can be taken back to draft by whoever may edit it.
 * - A live (published or scheduled) item with a `staged` change (issue #33): whoever may publish it puts
 *   the change live (update) or drops it (discard); whoever may only edit it submits the change for review,
 *   or drops it; once submitted, a reviewer approves (puts it live) or rejects it (it stays staged, with the
 *   note), and its author may still withdraw it (discard).
 */
export function staffItemActions(
  status: ContentState,
  rights: StaffItemRights,
  staged: StagedState | null,
): StaffAction[] {
  const actions: StaffAction[] = [];
  const live = status === 'publish' || status === 'future';
  if (live && staged !== null) actions.push(...stagedChangeActions(staged, rights));
  switch (status) {
    case 'draft':
      if (rights.publish) actions.push('publish', 'schedule');
      else if (rights.edit) actions.push('submit');
      break;
    case 'pending':
      if (rights.approve) actions.push('approve', 'reject');
      else if (rights.publish) actions.push('publish', 'schedule');
      break;
    case 'future':
      if (rights.publish) actions.push('publish', 'schedule');
      if (rights.edit) actions.push('unpublish');
      break;
    case 'publish':
      if (rights.edit) actions.push('unpublish');
      break;
  }
  return actions;
}

/** The actions on the change staged on a live item, before those on the item itself. */
function stagedChangeActions(staged: StagedState, rights: StaffItemRights): StaffAction[] {
  if (staged === 'pending') {
    if (rights.approve) return ['approve', 'reject'];
    if (rights.publish) return ['update', 'discard'];
    return rights.edit ? ['discard'] : [];
  }
  if (rights.publish) return ['update', 'discard'];
  return rights.edit ? ['submit', 'discard'] : [];
}

/**
 * Whether `action` is one the caller's rights allow on an item in SOME state: when it is not allowed in the
 * item's current state, the server answers that the state is wrong (409) rather than that the caller may not
 * (403).
 */
export function staffActionEverAllowed(action: StaffAction, rights: StaffItemRights): boolean {
  return (['draft', 'pending', 'future', 'publish'] as const).some((status) =>
    ([null, 'draft', 'pending'] as const).some((staged) =>
      staffItemActions(status, rights, staged).includes(action),
    ),
  );
}

/** The state the console's list shows: a draft that came back from review with a note is "rejected". */
export function staffListState(status: ContentState, reviewNote: string): StaffListState {
  return status === 'draft' && reviewNote !== '' ? 'rejected' : status;
}
