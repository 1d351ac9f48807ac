import { describe, expect, it } from 'vitest';
import {
  staffActionEverAllowed,
  staffItemActions,
  staffItemRights,
  staffItemRightsOf,
  staffListState,
  type StaffItemRights,
} from './staff-item-actions.ts';

const BRESIL = 1; // requires review
const DEUTSCH = 2;
const ARGENTINE = 3;

const campusEditor = { campusEditor: true, editedHouses: [] };
const deutschEditor = { campusEditor: false, editedHouses: [DEUTSCH] };

const CAMPUS_EDITOR: StaffItemRights = { edit: true, approve: true, publish: true };
const OPEN_HOUSE_EDITOR: StaffItemRights = { edit: true, approve: false, publish: true };
const REVIEWED_HOUSE_EDITOR: StaffItemRights = { edit: true, approve: false, publish: false };
const NOBODY: StaffItemRights = { edit: false, approve: false, publish: false };

describe('staff item rights (issue #33)', () => {
  it('gives a campus editor every right on any item, a campus item included', () => {
    expect(staffItemRights(campusEditor, { houses: [], reviewRequired: false })).toEqual(CAMPUS_EDITOR);
    expect(staffItemRights(campusEditor, { houses: [BRESIL], reviewRequired: true })).toEqual(CAMPUS_EDITOR);
  });
  it('lets a house editor publish an item of their house when it needs no review', () => {
    expect(staffItemRights(deutschEditor, { houses: [DEUTSCH], reviewRequired: false })).toEqual(
      OPEN_HOUSE_EDITOR,
    );
  });
  it('makes a house editor submit an item of a house that requires review', () => {
    const editor = { campusEditor: false, editedHouses: [BRESIL] };
    expect(staffItemRights(editor, { houses: [BRESIL], reviewRequired: true })).toEqual(
      REVIEWED_HOUSE_EDITOR,
    );
  });
  it('decides a new item from GET /staff/me: roles, and the houses edited with their review flags', () => {
    const houses = [
      { id: BRESIL, name: 'Maison du Brésil', review_required: true },
      { id: DEUTSCH, name: 'Fondation Deutsch de la Meurthe', review_required: false },
    ];
    const me = { username: 'chloe.moreau', roles: ['house-editor' as const], houses, forms: [] };
    expect(staffItemRightsOf(me, [DEUTSCH])).toEqual(OPEN_HOUSE_EDITOR);
    expect(staffItemRightsOf(me, [DEUTSCH, BRESIL])).toEqual(REVIEWED_HOUSE_EDITOR);
    expect(staffItemRightsOf(me, [])).toEqual(NOBODY);
    expect(staffItemRightsOf({ ...me, roles: ['campus-editor'] }, [])).toEqual(CAMPUS_EDITOR);
  });
  it('gives a house editor nothing on a campus item or an item with another house', () => {
    expect(staffItemRights(deutschEditor, { houses: [], reviewRequired: false })).toEqual(NOBODY);
    expect(staffItemRights(deutschEditor, { houses: [DEUTSCH, ARGENTINE], reviewRequired: false })).toEqual(
      NOBODY,
    );
  });
});

describe('staff item actions (issues #30 and #33: one state machine for the server and the console)', () => {
  it('a draft: Publish and Schedule for whoever may publish, never Submit for review', () => {
    expect(staffItemActions('draft', CAMPUS_EDITOR, null)).toEqual(['publish', 'schedule']);
    expect(staffItemActions('draft', OPEN_HOUSE_EDITOR, null)).toEqual(['publish', 'schedule']);
  });
  it('a draft: Submit for review for whoever may only edit it', () => {
    expect(staffItemActions('draft', REVIEWED_HOUSE_EDITOR, null)).toEqual(['submit']);
  });
  it('an item in review: Approve and Reject for a reviewer, Publish for a house editor without review', () => {
    expect(staffItemActions('pending', CAMPUS_EDITOR, null)).toEqual(['approve', 'reject']);
    expect(staffItemActions('pending', OPEN_HOUSE_EDITOR, null)).toEqual(['publish', 'schedule']);
    expect(staffItemActions('pending', REVIEWED_HOUSE_EDITOR, null)).toEqual([]);
  });
  it('a scheduled item: publish now, schedule again, or unpublish', () => {
    expect(staffItemActions('future', OPEN_HOUSE_EDITOR, null)).toEqual(['publish', 'schedule', 'unpublish']);
    expect(staffItemActions('future', REVIEWED_HOUSE_EDITOR, null)).toEqual(['unpublish']);
  });
  it('a published item: unpublish for whoever may edit it', () => {
    expect(staffItemActions('publish', CAMPUS_EDITOR, null)).toEqual(['unpublish']);
    expect(staffItemActions('publish', REVIEWED_HOUSE_EDITOR, null)).toEqual(['unpublish']);
  });
  it('offers nothing to someone who may not edit the item, whatever its state', () => {
    for (const status of ['draft', 'pending', 'future', 'publish'] as const) {
      expect(staffItemActions(status, NOBODY, null)).toEqual([]);
    }
  });
  it('a live item with a staged change: Update and Discard for whoever may publish it (issue #33)', () => {
    expect(staffItemActions('publish', CAMPUS_EDITOR, 'draft')).toEqual(['update', 'discard', 'unpublish']);
    expect(staffItemActions('publish', OPEN_HOUSE_EDITOR, 'draft')).toEqual([
      'update',
      'discard',
      'unpublish',
    ]);
    expect(staffItemActions('future', OPEN_HOUSE_EDITOR, 'draft')).toEqual([
      'update',
      'discard',
      'publish',
      'schedule',
      'unpublish',
    ]);
  });
  it('a staged change: Submit for review for whoever may only edit, then Approve or Reject for a reviewer', () => {
    expect(staffItemActions('publish', REVIEWED_HOUSE_EDITOR, 'draft')).toEqual([
      'submit',
      'discard',
      'unpublish',
    ]);
    expect(staffItemActions('publish', CAMPUS_EDITOR, 'pending')).toEqual(['approve', 'reject', 'unpublish']);
    // Its author waits for the review, and may withdraw the change.
    expect(staffItemActions('publish', REVIEWED_HOUSE_EDITOR, 'pending')).toEqual(['discard', 'unpublish']);
    expect(staffItemActions('publish', NOBODY, 'draft')).toEqual([]);
    expect(staffItemActions('publish', NOBODY, 'pending')).toEqual([]);
  });
  it('ignores a staged change on an item that is not live: drafts are edited in place', () => {
    expect(staffItemActions('draft', CAMPUS_EDITOR, 'draft')).toEqual(['publish', 'schedule']);
    expect(staffItemActions('pending', CAMPUS_EDITOR, 'pending')).toEqual(['approve', 'reject']);
  });
  it('tells a refused right (403) from a wrong state (409)', () => {
    expect(staffActionEverAllowed('update', REVIEWED_HOUSE_EDITOR)).toBe(false);
    expect(staffActionEverAllowed('discard', REVIEWED_HOUSE_EDITOR)).toBe(true);
    expect(staffActionEverAllowed('update', OPEN_HOUSE_EDITOR)).toBe(true);
    expect(staffActionEverAllowed('submit', CAMPUS_EDITOR)).toBe(false);
    expect(staffActionEverAllowed('approve', OPEN_HOUSE_EDITOR)).toBe(false);
    expect(staffActionEverAllowed('publish', REVIEWED_HOUSE_EDITOR)).toBe(false);
    expect(staffActionEverAllowed('unpublish', REVIEWED_HOUSE_EDITOR)).toBe(true);
    expect(staffActionEverAllowed('approve', CAMPUS_EDITOR)).toBe(true);
  });
});

describe('the list state (issue #33: "rejected" as its own state)', () => {
  it('shows a draft sent back with a note as rejected, and every other state as it is', () => {
    expect(staffListState('draft', 'The date is wrong.')).toBe('rejected');
    expect(staffListState('draft', '')).toBe('draft');
    expect(staffListState('pending', '')).toBe('pending');
    expect(staffListState('publish', '')).toBe('publish');
  });
});
