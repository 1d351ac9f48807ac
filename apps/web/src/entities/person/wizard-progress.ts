import type { User } from '@campus/domain/user';
import { firstPendingWizardStep, type WizardProgress } from '@campus/domain/wizard';
import { readItem, writeItem, type KeyValueStore } from '../../lib/storage.ts';

/**
 * Spec §4 Wizard: the notifications step is remembered on the device per username. Deliberately outside
 * the `campus.` prefix that a sign-out clears: it belongs to the device, not to the session.
 */
const notificationsKey = (username: string) => `campus-wizard.notifications-done.${username}`;

export function notificationsStepDone(storage: KeyValueStore, username: string): boolean {
  return readItem(storage, notificationsKey(username)) === 'true';
}

export function rememberNotificationsStep(storage: KeyValueStore, username: string): void {
  writeItem(storage, notificationsKey(username), 'true');
}

export function wizardProgress(user: User, storage: KeyValueStore): WizardProgress {
  return {
    userType: user.acf.user_gia_type,
    saved: user.acf.wizard,
    notificationsDoneLocally: notificationsStepDone(storage, user.username),
  };
}

/** The step the person must go to, or null when no wizard is due. */
export function dueWizardStep(user: User, storage: KeyValueStore) {
  return firstPendingWizardStep(wizardProgress(user, storage));
}
