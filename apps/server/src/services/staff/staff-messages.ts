/**
 * Why the staff console refused a field, in the editor's own language (issue #33): the reason lands under
 * the field it names, so a French editor reads French. The error's top-level message stays WordPress's
 * ("Invalid parameter(s): end"), as every client of the API expects.
 */
import type { Language } from '@campus/domain/locale';

const REASONS = {
  en: {
    needsLanguage: 'An item needs at least one language.',
    noImage: 'This image is no longer in the media library: choose it again.',
    noHouse: 'One of these houses does not exist any more.',
    imageNotUploaded:
      'An image in this text is still being uploaded: save again once it shows, or remove it.',
    eventDates: 'An event needs a start and an end.',
    endBeforeStart: 'An event cannot end before it starts.',
    houseEventNeedsHouse: 'An event for house residents needs at least one house.',
    scheduleNeedsTime: 'Scheduling needs a date and time.',
    scheduleInPast: 'The publication time must be in the future.',
    houseRoleNeedsOneHouse:
      'A house editor or a maintenance team member is given exactly one house; other roles none.',
    formReaderNeedsOneForm: 'A form reader is given exactly one form; other roles none.',
    notificationNotScheduled:
      'Only a scheduled notification can be cancelled, before its time: this one has been sent or cancelled.',
    slotMissing: 'A visit needs a day and a time window.',
    slotDate: 'The day does not exist.',
    slotPast: 'The day has passed.',
    slotWindow: 'The time window must end after it starts.',
    mergeMissing: 'Say which request this one duplicates.',
    mergeTarget: 'A request is merged into another open request of the same house.',
  },
  fr: {
    needsLanguage: 'Un contenu doit exister dans au moins une langue.',
    noImage: 'Cette image n’est plus dans la médiathèque : choisissez-la à nouveau.',
    noHouse: 'Une de ces maisons n’existe plus.',
    imageNotUploaded:
      'Une image de ce texte est encore en cours d’envoi : enregistrez à nouveau quand elle s’affiche, ou retirez-la.',
    eventDates: 'Un événement a besoin d’un début et d’une fin.',
    endBeforeStart: 'Un événement ne peut pas finir avant d’avoir commencé.',
    houseEventNeedsHouse: 'Un événement réservé aux résidents doit avoir au moins une maison.',
    scheduleNeedsTime: 'Indiquez la date et l’heure de publication.',
    scheduleInPast: 'L’heure de publication doit être dans le futur.',
    houseRoleNeedsOneHouse:
      'Les rôles d’éditeur de maison et d’équipe de maintenance portent sur une maison, et une seule ; les autres rôles sur aucune.',
    formReaderNeedsOneForm:
      'Un rôle de lecteur de formulaire porte sur un formulaire, et un seul ; les autres rôles sur aucun.',
    notificationNotScheduled:
      'Seule une notification programmée peut être annulée, avant son heure : celle-ci est déjà envoyée ou annulée.',
    slotMissing: 'Une visite a besoin d’un jour et d’un créneau horaire.',
    slotDate: 'Ce jour n’existe pas.',
    slotPast: 'Ce jour est déjà passé.',
    slotWindow: 'Le créneau doit finir après avoir commencé.',
    mergeMissing: 'Indiquez la demande dont celle-ci est un doublon.',
    mergeTarget: 'Une demande se fusionne dans une autre demande ouverte de la même maison.',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type StaffRefusal = keyof (typeof REASONS)['en'];

export function staffReason(refusal: StaffRefusal, language: Language): string {
  return REASONS[language][refusal];
}
