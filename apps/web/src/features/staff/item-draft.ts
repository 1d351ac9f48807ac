import { holdsImageNotUploaded } from '@campus/domain/rich-html-allow-list';
import { slugify } from '@campus/domain/slug';
import type { EventLocation, EventVisibility, FaqItem } from '@campus/domain/content';
import type { Language } from '@campus/domain/locale';
import type { StaffContentType, StaffItem, StaffItemBody, StaffTranslation } from '@campus/domain/staff';
import { cleanEditorHtml } from './rich-text-rules.ts';

export const ITEM_LANGUAGES: readonly Language[] = ['fr', 'en'];

/** One language of the edit screen: every field as typed (strings, never undefined). */
export interface TranslationDraft {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  practical: string;
  faq: FaqItem[];
  locations: EventLocation[];
}

/** The edit screen's state: what is sent on save, kept as the person typed it. */
export interface ItemDraft {
  houses: number[];
  image: number | null;
  imageUrl: string | null;
  sticky: boolean;
  start: string;
  end: string;
  visibility: EventVisibility;
  fr: TranslationDraft;
  en: TranslationDraft;
}

const emptyTranslation = (): TranslationDraft => ({
  title: '',
  slug: '',
  excerpt: '',
  content: '',
  practical: '',
  faq: [],
  locations: [],
});

/** A new item: the caller's only house is preselected (a house editor of one house has no choice). */
/**
 * Whether a text still holds an image being uploaded: a pasted image keeps its data: address until the
 * media upload answers (rich-text-images.ts). The server refuses such a save; the console says so first.
 */
export function hasImageUploading(draft: ItemDraft): boolean {
  return ITEM_LANGUAGES.some(
    (language) =>
      holdsImageNotUploaded(draft[language].content) || holdsImageNotUploaded(draft[language].practical),
  );
}

export function newItemDraft(houses: readonly number[]): ItemDraft {
  return {
    houses: houses.length === 1 ? [...houses] : [],
    image: null,
    imageUrl: null,
    sticky: false,
    start: '',
    end: '',
    visibility: 'public',
    fr: emptyTranslation(),
    en: emptyTranslation(),
  };
}

const translationDraftOf = (translation: StaffTranslation | undefined): TranslationDraft =>
  translation === undefined
    ? emptyTranslation()
    : {
        title: translation.title,
        slug: translation.slug ?? '',
        excerpt: translation.excerpt ?? '',
        content: translation.content,
        practical: translation.practical ?? '',
        faq: translation.faq,
        locations: translation.locations ?? [],
      };

export function itemDraftOf(item: StaffItem): ItemDraft {
  return draftOfBody(item, item.image_url);
}

/** The edit screen's state from a body (an item, or a saved version's content) and its image's address. */
export function draftOfBody(body: StaffItemBody, imageUrl: string | null): ItemDraft {
  return {
    houses: body.houses,
    image: body.image,
    imageUrl,
    sticky: body.sticky ?? false,
    start: body.start?.slice(0, 16) ?? '',
    end: body.end?.slice(0, 16) ?? '',
    visibility: body.visibility ?? 'public',
    fr: translationDraftOf(body.fr),
    en: translationDraftOf(body.en),
  };
}

/**
 * A saved version loaded into the editor (issue #33: "restore one"), as unsaved changes. The addresses
 * (slugs) stay the ones in the editor: a version's old address would move a live item residents may have
 * shared. The image keeps its preview when it is the same; another one shows once saved.
 */
export function restoredDraft(current: ItemDraft, version: StaffItemBody): ItemDraft {
  const restored = draftOfBody(version, version.image === current.image ? current.imageUrl : null);
  for (const language of ITEM_LANGUAGES) {
    restored[language] = { ...restored[language], slug: current[language].slug };
  }
  return restored;
}

const isBlank = (translation: TranslationDraft): boolean =>
  translation.title.trim() === '' &&
  cleanEditorHtml(translation.content) === '' &&
  translation.excerpt.trim() === '' &&
  translation.faq.length === 0;

function translationBody(type: StaffContentType, draft: TranslationDraft): StaffTranslation {
  const slug = slugify(draft.slug);
  return {
    title: draft.title.trim(),
    ...(slug !== '' && { slug }),
    content: cleanEditorHtml(draft.content),
    ...(type === 'post' && { excerpt: draft.excerpt.trim() }),
    faq: draft.faq.filter((item) => item.faq_ask.trim() !== '' || item.faq_answer.trim() !== ''),
    ...(type === 'event' && {
      locations: draft.locations.filter((location) => location.name.trim() !== ''),
      practical: cleanEditorHtml(draft.practical),
    }),
  };
}

/**
 * The body of POST/PUT /staff/items: a language the person left blank is not sent (an item may exist in
 * one language only), rich text is re-checked against the allow-list, event fields only for events.
 */
export function itemBodyOf(type: StaffContentType, draft: ItemDraft): StaffItemBody {
  const body: StaffItemBody = { houses: draft.houses, image: draft.image };
  for (const language of ITEM_LANGUAGES)
    if (!isBlank(draft[language])) body[language] = translationBody(type, draft[language]);
  if (type === 'post') body.sticky = draft.sticky;
  if (type === 'event') {
    if (draft.start !== '') body.start = draft.start;
    if (draft.end !== '') body.end = draft.end;
    body.visibility = draft.visibility;
  }
  return body;
}
