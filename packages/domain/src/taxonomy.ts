/** The taxonomy terms of spec §3 as `GET /wp/v2/tax-house` and `GET /wp/v2/{taxonomy}` send them. */

export interface TermLabel {
  lang: string;
  value: string;
}

/** A house (tax-house term). */
export interface HouseTerm {
  id: number;
  term_id: number;
  name: string;
  slug: string;
  description: string;
  taxonomy: 'tax-house';
  parent: 0;
  /** How many people live in the house. */
  count: number;
  thumbnail: string | null;
  acf: {
    common_name: string;
    main: boolean;
    image: { url: string; sizes: { thumbnail: string } } | null;
  };
}

/** A tag-like term (tax-tag, and later the place categories). parent 0 is a parent tag. */
export interface TagTerm {
  id: number;
  term_id: number;
  parent: number;
  name: string;
  slug: string;
  description: string;
  taxonomy: string;
  /** How many people carry the tag. */
  count: number;
  acf: {
    label: TermLabel[];
    linkedtag?: { slug: string };
    category_place_color?: string;
    category_place_icon?: { class: string };
  };
}
