/**
 * What the author and the followers of a maintenance request are told when it moves (issue #32): one
 * sentence per step in both languages, the notification's two texts; each person reads it in their own.
 */
import type { MaintenanceAction, MaintenanceCategory } from '@campus/domain/maintenance-rules';
import type { Language } from '@campus/domain/locale';
import { escapeHtml } from '../auth/embedded-idp/pages.ts';
import { CAMPUS_TIME_ZONE } from '../db/content-sql.ts';

export const CATEGORY_NAMES: Record<Language, Record<MaintenanceCategory, string>> = {
  en: {
    plumbing: 'Plumbing',
    electricity: 'Electricity',
    heating: 'Heating',
    furniture: 'Furniture',
    internet: 'Internet',
    cleaning: 'Cleaning',
    pests: 'Pests',
    'keys-and-locks': 'Keys and locks',
    other: 'Other',
  },
  fr: {
    plumbing: 'Plomberie',
    electricity: 'Électricité',
    heating: 'Chauffage',
    furniture: 'Mobilier',
    internet: 'Internet',
    cleaning: 'Ménage',
    pests: 'Nuisibles',
    'keys-and-locks': 'Clés et serrures',
    other: 'Autre',
  },
};

export interface NoticeFacts {
  category: MaintenanceCategory;
  slot: { date: string; from: string; to: string } | null;
  /** The team's message, for a message notice. */
  message?: string;
}

const dayOf = (date: string, language: Language) =>
  new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', {
    timeZone: CAMPUS_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(new Date(`${date}T12:00:00Z`));

const EXCERPT = 140;
const excerpt = (text: string) => (text.length <= EXCERPT ? text : `${text.slice(0, EXCERPT - 1)}…`);

type NoticeKind = MaintenanceAction | 'team-message';

/** The notice of `kind` in `language`; null for a step nobody is told of (the author's own cancel…). */
function noticeIn(language: Language, kind: NoticeKind, facts: NoticeFacts): string | null {
  const what = CATEGORY_NAMES[language][facts.category];
  const slot = facts.slot;
  if (language === 'fr') {
    switch (kind) {
      case 'acknowledge':
        return `Votre demande « ${what} » a été prise en compte par l’équipe de la maison.`;
      case 'schedule':
        return slot === null
          ? null
          : `Intervention prévue le ${dayOf(slot.date, 'fr')}, entre ${slot.from} et ${slot.to} : « ${what} ».`;
      case 'start':
        return `L’intervention a commencé : « ${what} ».`;
      case 'resolve':
        return `La demande « ${what} » est résolue. Confirmez-le, ou rouvrez-la dans les 7 jours si le problème persiste.`;
      case 'merge':
        return `La demande « ${what} » signalait le même problème qu’une autre : elle y a été fusionnée, et vous suivez désormais celle-ci.`;
      case 'cancel':
        return `La demande « ${what} » que vous suiviez a été annulée par la personne qui l’avait signalée.`;
      case 'confirm':
      case 'auto-close':
        return `La demande « ${what} » est close.`;
      case 'reopen':
        return `La demande « ${what} » a été rouverte : le problème persiste.`;
      case 'team-message':
        return `Message de l’équipe de la maison sur « ${what} » : ${excerpt(facts.message ?? '')}`;
    }
  }
  switch (kind) {
    case 'acknowledge':
      return `Your request “${what}” has been acknowledged by the house team.`;
    case 'schedule':
      return slot === null
        ? null
        : `A visit is scheduled on ${dayOf(slot.date, 'en')}, between ${slot.from} and ${slot.to}: “${what}”.`;
    case 'start':
      return `Work has started on “${what}”.`;
    case 'resolve':
      return `The request “${what}” is resolved. Confirm it, or reopen it within 7 days if the problem is still there.`;
    case 'merge':
      return `The request “${what}” reported the same problem as another one: it was merged into it, which you now follow.`;
    case 'cancel':
      return `The request “${what}” you followed was cancelled by the person who reported it.`;
    case 'confirm':
    case 'auto-close':
      return `The request “${what}” is closed.`;
    case 'reopen':
      return `The request “${what}” was reopened: the problem is still there.`;
    case 'team-message':
      return `Message from the house team on “${what}”: ${excerpt(facts.message ?? '')}`;
  }
}

/**
 * The notice in both languages, as the HTML paragraph a notification carries (what the team typed is
 * escaped, never markup), or null when there is nothing to tell.
 */
export function maintenanceNotice(kind: NoticeKind, facts: NoticeFacts): Record<Language, string> | null {
  const fr = noticeIn('fr', kind, facts);
  const en = noticeIn('en', kind, facts);
  if (fr === null || en === null) return null;
  return { fr: `<p>${escapeHtml(fr)}</p>`, en: `<p>${escapeHtml(en)}</p>` };
}
