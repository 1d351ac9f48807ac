import { Type } from 'typebox';
import { TOTAL_HEADER, TOTAL_PAGES_HEADER } from './content.ts';

/** The headers of every WordPress list answer: the number of items over all pages, and of pages. */
export const ListHeadersSchema = {
  [TOTAL_HEADER]: Type.Integer({ description: 'The number of items over all pages.' }),
  [TOTAL_PAGES_HEADER]: Type.Integer({ description: 'The number of pages.' }),
};
