import type { EventLocation, FaqItem } from '@campus/domain/content';
import type { Language } from '@campus/domain/locale';
import type { StaffContentType } from '@campus/domain/staff';
import type { ReactNode } from 'react';

/** One language of an item as the edit screen has it, for a preview as residents would see it. */
export interface StaffPreviewContent {
  type: StaffContentType;
  language: Language;
  title: string;
  excerpt: string;
  content: string;
  practical: string;
  imageUrl: string | null;
  faq: FaqItem[];
  locations: EventLocation[];
  /** The house the item is shown under (its author), or null for a campus item. */
  houseName: string | null;
  sticky: boolean;
  start: string;
  end: string;
}

/**
 * The residents' components that draw a preview: the app passes them in (a feature never imports another
 * feature), built from the news and events features' card and detail content.
 */
export type StaffPreviewSlot = (content: StaffPreviewContent) => ReactNode;
