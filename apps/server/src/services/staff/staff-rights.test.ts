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
});
