/**
 * House pages (spec §2.6, §3 "House page"): the pages a house publishes about itself, one set per house and
 * language, as `GET /wp/v2/house` sends them. The main page of a house is the one with parent 0; sub-pages
 * have a parent above 0. Property order is the order on the wire (see content.ts).
 */
import { Type, type Static } from 'typebox';
import {
  ContentListQuerySchema,
  FaqItemSchema,
  PageLinkSchema,
  PostStatusSchema,
  TranslationsSchema,
  TreePageSchema,
} from './content.ts';
import { IdListParamSchema, LanguageSchema, MAX_INT32 } from './wire.ts';

/**
 * A place where the house can be found (§2.6 location rules): `place` is a map place id ('' when none),
 * `url` an external map link ('' when none). A location with neither is skipped by the screens.
 */
export const HouseLocationSchema = Type.Object({
  name: Type.String(),
  url: Type.String(),
  place: Type.String(),
});
export type HouseLocation = Static<typeof HouseLocationSchema>;

export const HousePageAcfSchema = Type.Object({
  /** HTML: how to reach the house (reception, e-mail, phone), within the §5 allow-list. */
  contact: Type.String(),
  /** Plain text, one address line per line ('\n'); the sidebar's house card shows the lines. */
  address: Type.String(),
  /** Links of the house (web site, social networks) with an icon class, as a Page's acf.links. */
  links: Type.Array(PageLinkSchema),
  locations: Type.Array(HouseLocationSchema),
  faq: Type.Array(FaqItemSchema),
});
export type HousePageAcf = Static<typeof HousePageAcfSchema>;

/** A house's page: its main page has parent 0; `tax-house` names the house. */
export const HousePageSchema = Type.Object({
  ...TreePageSchema.properties,
  /** Absolute URL of the house picture, or false. */
  fimg_url: Type.Unsafe<string | false>({ type: ['string', 'boolean'] }),
  acf: HousePageAcfSchema,
  date: Type.String(),
  modified: Type.String(),
  status: PostStatusSchema,
  type: Type.Literal('house'),
  lang: LanguageSchema,
  translations: TranslationsSchema,
});
export type HousePage = Static<typeof HousePageSchema>;

/** GET /wp/v2/house: one language, optionally the pages of some houses and/or of one parent (0 = main). */
export const HousePageListQuerySchema = Type.Object({
  ...ContentListQuerySchema.properties,
  'tax-house': Type.Optional(IdListParamSchema),
  parent: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_INT32 })),
});
export type HousePageListQuery = Static<typeof HousePageListQuerySchema>;

/** The main page of a house among its pages (§2.6: the page with parent 0). */
export function mainHousePage<T extends { parent: number; 'tax-house': number[] }>(
  pages: readonly T[],
  houseId: number,
): T | null {
  return pages.find((page) => page.parent === 0 && page['tax-house'].includes(houseId)) ?? null;
}
