import type { UserType, WizardStepDone } from './user.ts';

/** Every wizard step slug, in the fixed order of spec §2.15. */
export const WIZARD_STEP_SLUGS = [
  'language',
  'photo',
  'cursus',
  'notifications',
  'annuaire',
  'interests',
  'done',
] as const;
export type WizardStep = (typeof WIZARD_STEP_SLUGS)[number];

/** Spec §4 Wizard: this step is remembered on the device, per username, not in the profile. */
export const LOCAL_WIZARD_STEP: WizardStep = 'notifications';

/** The tag groups of the cursus step (spec §5): all three are required. */
export const CURSUS_TAG_GROUPS = ['establishment', 'discipline', 'study_year'] as const;
export type CursusTagGroup = (typeof CURSUS_TAG_GROUPS)[number];

/**
 * The tag groups a person chooses from themselves, in the profile and the wizard: interests and the cursus.
 * Every other group (roles, committees…) is the campus's to give: the server keeps those as they are.
 */
export const SELF_CHOSEN_TAG_GROUPS = ['interest', ...CURSUS_TAG_GROUPS] as const;
export type SelfChosenTagGroup = (typeof SELF_CHOSEN_TAG_GROUPS)[number];

export function isSelfChosenTagGroup(group: string | null): group is SelfChosenTagGroup {
  return group !== null && (SELF_CHOSEN_TAG_GROUPS as readonly string[]).includes(group);
}

export function isWizardStep(slug: string): slug is WizardStep {
  return (WIZARD_STEP_SLUGS as readonly string[]).includes(slug);
}

/** The steps a person goes through: the cursus step only for residents (spec §2.15, §6). */
export function wizardStepsFor(userType: UserType): readonly WizardStep[] {
  return WIZARD_STEP_SLUGS.filter((step) => step !== 'cursus' || userType === 'resident');
}

export interface WizardProgress {
  userType: UserType;
  /** acf.wizard of the profile. */
  saved: readonly WizardStepDone[];
  /** Whether this device remembers the notifications step as done for this username. */
  notificationsDoneLocally: boolean;
}

/** The done slugs: those saved in the profile, plus the notifications step when the device has it. */
export function doneWizardSteps(progress: WizardProgress): ReadonlySet<WizardStep> {
  const done = new Set<WizardStep>();
  for (const { slug } of progress.saved) if (isWizardStep(slug)) done.add(slug);
  if (progress.notificationsDoneLocally) done.add(LOCAL_WIZARD_STEP);
  return done;
}

/** Spec §4 Wizard: the steps not yet saved, in order; the wizard shows while any is pending. */
export function pendingWizardSteps(progress: WizardProgress): readonly WizardStep[] {
  const done = doneWizardSteps(progress);
  return wizardStepsFor(progress.userType).filter((step) => !done.has(step));
}

export function firstPendingWizardStep(progress: WizardProgress): WizardStep | null {
  return pendingWizardSteps(progress)[0] ?? null;
}

/**
 * The acf.wizard to save once `step` is done: every step done so far plus this one, in the fixed order,
 * so the profile always holds the whole list (spec §7 "The wizard save stores the done slugs").
 */
export function wizardSlugsAfter(progress: WizardProgress, step: WizardStep): { slug: WizardStep }[] {
  const done = new Set(doneWizardSteps(progress));
  done.add(step);
  return WIZARD_STEP_SLUGS.filter((slug) => done.has(slug)).map((slug) => ({ slug }));
}
