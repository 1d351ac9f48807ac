import type { ContentHouse, Post } from '@campus/domain/content';
import { parseContentDate } from '../../lib/dates/format-date.ts';
import { houseName } from '../../entities/house/house-name.ts';

/** The news view of spec §3, built from a post: what the card and the detail show. */
export interface NewsView {
  postId: number;
  houseId: number | null;
  slug: string;
  title: string;
  /** The author: the house for a house news, else the publishing service. */
  authorName: string;
  authorImage: string | null;
  newsDate: Date;
  thumbnailImg: string | null;
  shortDescription: string;
  description: string;
  alert: string;
  sticky: boolean;
  faq: Post['acf']['faq'];
  form: Post['acf']['form'];
  gform: Post['acf']['gform'];
}

function firstHouse(post: Post): ContentHouse | undefined {
  return post.acf.house[0];
}

export function newsView(post: Post): NewsView {
  const house = firstHouse(post);
  return {
    postId: post.id,
    houseId: house?.term_id ?? null,
    slug: post.slug,
    title: post.title.rendered,
    // The house in the news's own language, which is the reader's (issue #29).
    authorName: house !== undefined ? houseName(house, post.lang) : (post.acf.service?.name ?? ''),
    authorImage: house?.thumbnail ?? null,
    newsDate: parseContentDate(post.date),
    thumbnailImg: post.fimg_url === false ? null : post.fimg_url,
    shortDescription: post.excerpt.rendered,
    description: post.content.rendered,
    alert: post.acf.alert,
    sticky: post.sticky,
    faq: post.acf.faq,
    form: post.acf.form,
    gform: post.acf.gform,
  };
}
