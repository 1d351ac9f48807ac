import { describe, expect, it } from 'vitest';
import { isAllowed, type GrantScope } from './staff-rights.ts';

const houseEditor = (house: number): GrantScope => ({ role: 'house-editor', house, form: null });

describe('the staff rights decision (issue #18)', () => {
  it('gives a house editor the items all of whose houses are theirs, never a campus item', () => {
    const grants = [houseEditor(1), houseEditor(2)];
    expect(isAllowed(grants, { action: 'edit-item', houses: [1, 2] })).toBe(true);
    expect(isAllowed(grants, { action: 'edit-item', houses: [1, 3] })).toBe(false);
    expect(isAllowed(grants, { action: 'edit-item', houses: [] })).toBe(false);
  });

  it('lets a house editor publish only where no house requires review', () => {
    const grants = [houseEditor(1)];
    expect(isAllowed(grants, { action: 'publish-item', houses: [1], reviewRequired: false })).toBe(true);
    expect(isAllowed(grants, { action: 'publish-item', houses: [1], reviewRequired: true })).toBe(false);
    expect(isAllowed(grants, { action: 'review-item' })).toBe(false);
  });

  it('lets a house editor notify their own house only, as that house', () => {
    const grants = [houseEditor(1)];
    expect(isAllowed(grants, { action: 'notify', audience: 'house', house: 1, sender: 1 })).toBe(true);
    expect(isAllowed(grants, { action: 'notify', audience: 'house', house: 1, sender: null })).toBe(false);
    expect(isAllowed(grants, { action: 'notify', audience: 'house', house: 2, sender: 2 })).toBe(false);
    expect(isAllowed(grants, { action: 'notify', audience: 'everyone', house: null, sender: 1 })).toBe(false);
  });

  it('gives a campus administrator the roles table and the audit, but no content', () => {
    const grants: GrantScope[] = [{ role: 'campus-admin', house: null, form: null }];
    expect(isAllowed(grants, { action: 'manage-grants' })).toBe(true);
    expect(isAllowed(grants, { action: 'read-audit' })).toBe(true);
    expect(isAllowed(grants, { action: 'edit-item', houses: [] })).toBe(false);
  });

  it('gives a form reader their form only, and nobody anything without a grant', () => {
    const grants: GrantScope[] = [{ role: 'form-reader', house: null, form: 7 }];
    expect(isAllowed(grants, { action: 'read-form', form: 7 })).toBe(true);
    expect(isAllowed(grants, { action: 'read-form', form: 8 })).toBe(false);
    expect(isAllowed([], { action: 'use-console' })).toBe(false);
  });

  it("gives a house's maintenance team that house's requests, campus staff every house's, nobody else any (issue #32)", () => {
    const team: GrantScope[] = [{ role: 'maintenance', house: 2, form: null }];
    expect(isAllowed(team, { action: 'handle-maintenance', house: 2 })).toBe(true);
    expect(isAllowed(team, { action: 'handle-maintenance', house: 3 })).toBe(false);
    expect(isAllowed(team, { action: 'edit-item', houses: [2] })).toBe(false);
    for (const role of ['campus-admin', 'campus-editor'] as const) {
      expect(isAllowed([{ role, house: null, form: null }], { action: 'handle-maintenance', house: 3 })).toBe(
        true,
      );
    }
    expect(isAllowed([houseEditor(2)], { action: 'handle-maintenance', house: 2 })).toBe(false);
    expect(isAllowed([], { action: 'handle-maintenance', house: 2 })).toBe(false);
  });
});
