import { describe, expect, it } from 'vitest';
import { USER_TYPES } from './user.ts';
import {
  firstPendingWizardStep,
  isSelfChosenTagGroup,
  pendingWizardSteps,
  wizardSlugsAfter,
  wizardStepsFor,
  type WizardProgress,
} from './wizard.ts';

const progress = (overrides: Partial<WizardProgress> = {}): WizardProgress => ({
  userType: 'resident',
  saved: [],
  notificationsDoneLocally: false,
  ...overrides,
});

describe('wizard step order (spec §2.15: fixed order, cursus for residents only)', () => {
  it('gives a resident language, photo, cursus, notifications, annuaire, interests, done', () => {
    expect(wizardStepsFor('resident')).toEqual([
      'language',
      'photo',
      'cursus',
      'notifications',
      'annuaire',
      'interests',
      'done',
    ]);
  });

  it.each(USER_TYPES.filter((type) => type !== 'resident'))('skips the cursus step for %s', (type) => {
    expect(wizardStepsFor(type)).toEqual([
      'language',
      'photo',
      'notifications',
      'annuaire',
      'interests',
      'done',
    ]);
  });
});

describe('pending wizard steps (spec §4 Wizard: steps not yet saved are pending)', () => {
  it('has every step pending for a person who saved none', () => {
    expect(firstPendingWizardStep(progress())).toBe('language');
    expect(pendingWizardSteps(progress())).toHaveLength(7);
  });

  it('skips the saved steps and keeps the order', () => {
    const saved = [{ slug: 'photo' }, { slug: 'language' }];
    expect(pendingWizardSteps(progress({ saved }))).toEqual([
      'cursus',
      'notifications',
      'annuaire',
      'interests',
      'done',
    ]);
  });

  it('counts the notifications step done when the device remembers it', () => {
    const saved = ['language', 'photo', 'cursus'].map((slug) => ({ slug }));
    expect(firstPendingWizardStep(progress({ saved }))).toBe('notifications');
    expect(firstPendingWizardStep(progress({ saved, notificationsDoneLocally: true }))).toBe('annuaire');
  });

  it('has nothing pending once every step of the person is saved, so the wizard is not due', () => {
    const saved = ['language', 'photo', 'notifications', 'annuaire', 'interests', 'done'].map((slug) => ({
      slug,
    }));
    expect(pendingWizardSteps(progress({ userType: 'employee', saved }))).toEqual([]);
    expect(firstPendingWizardStep(progress({ userType: 'employee', saved }))).toBeNull();
    // The same list leaves a resident's cursus pending.
    expect(pendingWizardSteps(progress({ saved }))).toEqual(['cursus']);
  });

  it('ignores unknown slugs in the profile', () => {
    expect(pendingWizardSteps(progress({ saved: [{ slug: 'legacy' }] }))).toHaveLength(7);
  });

  it('saves the whole done list in the fixed order, the local notifications step included', () => {
    const saved = [{ slug: 'language' }];
    expect(wizardSlugsAfter(progress({ saved, notificationsDoneLocally: true }), 'photo')).toEqual([
      { slug: 'language' },
      { slug: 'photo' },
      { slug: 'notifications' },
    ]);
  });
});

describe('self-chosen tag groups (spec §5: interests and cursus are the person’s, other tags the campus’s)', () => {
  it('lets a person choose interests and the three cursus groups', () => {
    for (const group of ['interest', 'establishment', 'discipline', 'study_year']) {
      expect(isSelfChosenTagGroup(group), group).toBe(true);
    }
  });
  it('keeps roles, committees and tags with no group the campus’s', () => {
    for (const group of ['role', 'committee', 'Interest', '']) {
      expect(isSelfChosenTagGroup(group), group).toBe(false);
    }
    expect(isSelfChosenTagGroup(null)).toBe(false);
  });
});
