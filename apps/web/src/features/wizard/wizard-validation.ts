import { MIN_INTERESTS } from '@campus/domain/constants';
import { CURSUS_TAG_GROUPS, type CursusTagGroup, type WizardStep } from '@campus/domain/wizard';

export interface WizardDraft {
  photo: string | null;
  cursus: Record<CursusTagGroup, number | null>;
  interests: ReadonlySet<number>;
}

export type WizardProblem = 'noPicture' | 'noCursus' | 'tooFewInterests';

/** Spec §5: what stops a step; language, notifications, annuaire and done are always valid. */
export function wizardStepProblem(step: WizardStep, draft: WizardDraft): WizardProblem | null {
  switch (step) {
    case 'photo':
      return draft.photo === null ? 'noPicture' : null;
    case 'cursus':
      return CURSUS_TAG_GROUPS.every((group) => draft.cursus[group] !== null) ? null : 'noCursus';
    case 'interests':
      return draft.interests.size < MIN_INTERESTS ? 'tooFewInterests' : null;
    case 'language':
    case 'notifications':
    case 'annuaire':
    case 'done':
      return null;
  }
}
