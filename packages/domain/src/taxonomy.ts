/**
 * The taxonomy terms of spec §3 as `GET /wp/v2/tax-house` and `GET /wp/v2/{taxonomy}` send them. Property
 * order is the order on the wire (see content.ts).
 */
import { Type, type Static } from 'typebox';
import { IdListParamSchema, ListParamSchema, MAX_INT32, Nullable, PagingQuerySchema } from './wire.ts';

export const TermLabelSchema = Type.Object({ lang: Type.String(), value: Type.String() });
export type TermLabel = Static<typeof TermLabelSchema>;

const HouseImageSchema = Type.Object({
  url: Type.String(),
  sizes: Type.Object({ thumbnail: Type.String() }),
});

/** A house (tax-house term). */
export const HouseTermSchema = Type.Object({
  id: Type.Integer(),
  term_id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  taxonomy: Type.Literal('tax-house'),
  /** How many people live in the house. */
  count: Type.Integer(),
  acf: Type.Object({
    common_name: Type.String(),
    main: Type.Boolean(),
    image: Nullable(HouseImageSchema),
    /** The house's name per language (fr, en), as service and tag terms carry theirs; `name` is the French. */
    label: Type.Array(TermLabelSchema),
  }),
  description: Type.String(),
  parent: Type.Literal(0),
  thumbnail: Type.Unsafe<string | null>({ type: ['string', 'null'] }),
});
export type HouseTerm = Static<typeof HouseTermSchema>;

/**
 * A tag-like term (tax-tag, and later the place categories). parent 0 is a parent tag. The acf object is
 * the CMS's: the keys below are the ones the portal reads, any other is passed on as stored.
 */
export const TagTermSchema = Type.Object({
  id: Type.Integer(),
  term_id: Type.Integer(),
  parent: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  taxonomy: Type.String(),
  /** How many people carry the tag. */
  count: Type.Integer(),
  acf: Type.Object(
    {
      label: Type.Array(TermLabelSchema),
      linkedtag: Type.Optional(Type.Object({ slug: Type.String() })),
      category_place_icon: Type.Optional(Type.Object({ class: Type.String() })),
      category_place_color: Type.Optional(Type.String()),
    },
    { additionalProperties: true },
  ),
  description: Type.String(),
});
export type TagTerm = Static<typeof TagTermSchema>;

/** GET /wp/v2/tax-house and /wp/v2/{taxonomy}: paging, slugs, ids (`include=1,2`) and `parent=0`. */
export const TermListQuerySchema = Type.Object({
  ...PagingQuerySchema().properties,
  slug: Type.Optional(ListParamSchema),
  include: Type.Optional(IdListParamSchema),
  parent: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_INT32 })),
});
export type TermListQuery = Static<typeof TermListQuerySchema>;
