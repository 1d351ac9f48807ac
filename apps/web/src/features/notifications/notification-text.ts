import { notificationTitle } from '@campus/domain/notification';

/**
 * The list title of a notification as plain text (spec §5, §9): the content's text — tags dropped,
 * entities decoded; DOMParser runs no script and loads nothing — cut at 115 characters with '…' by the
 * domain's `notificationTitle`. Paragraphs and line breaks become spaces, so the text of
 * `<p>…</p>`-only content is exactly `notificationTitle(content)`.
 */
export function notificationListTitle(contentHtml: string): string {
  const spaced = contentHtml.replace(/<\/p\s*>|<br\s*\/?>/gi, (tag) => `${tag} `);
  return notificationTitle(new DOMParser().parseFromString(spaced, 'text/html').body.textContent);
}
