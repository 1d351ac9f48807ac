import { describe, expect, it } from 'vitest';
import { wizardStepProblem, type WizardDraft } from './wizard-validation.ts';

const draft = (overrides: Partial<WizardDraft> = {}): WizardDraft => ({
  photo: null,
  cursus: { establishment: null, discipline: null, study_year: null },
  interests: new Set(),
  ...overrides,
});

describe('wizard step validation (spec §5)', () => {
  it("stops the photo step without a photo ('No picture')", () => {
    expect(wizardStepProblem('photo', draft())).toBe('noPicture');
    expect(wizardStepProblem('photo', draft({ photo: '/p.jpg' }))).toBeNull();
  });

  it("stops the cursus step until establishment, discipline and study year are all set ('No cursus')", () => {
    expect(
      wizardStepProblem('cursus', draft({ cursus: { establishment: 1, discipline: 2, study_year: null } })),
    ).toBe('noCursus');
    expect(
      wizardStepProblem('cursus', draft({ cursus: { establishment: 1, discipline: 2, study_year: 3 } })),
    ).toBeNull();
  });

  it("needs at least 3 interests ('Too few interests')", () => {
    expect(wizardStepProblem('interests', draft({ interests: new Set([1, 2]) }))).toBe('tooFewInterests');
    expect(wizardStepProblem('interests', draft({ interests: new Set([1, 2, 3]) }))).toBeNull();
  });

  it.each(['language', 'notifications', 'annuaire', 'done'] as const)(
    'always lets the %s step through',
    (step) => {
      expect(wizardStepProblem(step, draft())).toBeNull();
    },
  );
});
