import type { HouseTerm, TagTerm } from '@campus/domain/taxonomy';
import type { FastifyPluginCallback } from 'fastify';
import { listHouseTerms, listTagTerms } from '../db/taxonomies-repository.ts';
import { absoluteUrl } from '../services/content-projection.ts';
import { WpErrorSchema } from '@campus/domain/wp-error';
import { houseTermSchema, tagTermSchema } from './content-schemas.ts';
import {
  idListParam,
  listParam,
  pageWindow,
  pagingProperties,
  sendPaged,
  splitIds,
  splitList,
  type PagingQuery,
} from '../http/wp-paging.ts';

/**
 * The tag-like taxonomies stored in the tags table that `GET /wp/v2/{taxonomy}` serves. Place categories
 * join this list when the map stores them.
 */
export const TAG_TAXONOMIES: readonly string[] = ['tax-tag'];

interface TermsQuery extends PagingQuery {
  slug?: string;
  include?: string;
  parent?: number;
}

const termsQuerystring = {
  type: 'object',
  properties: {
    ...pagingProperties,
    slug: listParam,
    include: idListParam,
    parent: { type: 'integer', minimum: 0 },
  },
} as const;

const filterOf = (query: TermsQuery) => ({
  slugs: splitList(query.slug),
  include: splitIds(query.include),
  parent: query.parent ?? null,
});

/** GET /wp/v2/tax-house, /wp/v2/tax-tag and /wp/v2/{taxonomy}?parent= (spec §7), WordPress term shapes. */
export const taxonomiesRoutes: FastifyPluginCallback<{ publicUrl: string }> = (app, { publicUrl }, done) => {
  app.get<{ Querystring: TermsQuery }>(
    '/wp/v2/tax-house',
    {
      schema: {
        querystring: termsQuerystring,
        response: { 200: { type: 'array', items: houseTermSchema }, 400: WpErrorSchema, 403: WpErrorSchema },
      },
    },
    async (request, reply): Promise<HouseTerm[]> => {
      const { query } = request;
      const { rows, total } = await listHouseTerms(app.db, filterOf(query), pageWindow(query));
      const terms = rows.map((row): HouseTerm => {
        const image = row.acf.image;
        const thumbnail = image === undefined ? null : absoluteUrl(publicUrl, image.sizes.thumbnail) || null;
        return {
          id: row.id,
          term_id: row.id,
          name: row.name,
          slug: row.slug,
          description: row.description,
          taxonomy: 'tax-house',
          parent: 0,
          count: row.count,
          thumbnail,
          acf: {
            common_name: row.acf.common_name ?? row.name,
            main: row.acf.main ?? false,
            image:
              image === undefined || thumbnail === null
                ? null
                : { url: absoluteUrl(publicUrl, image.url) || thumbnail, sizes: { thumbnail } },
          },
        };
      });
      return sendPaged(reply, query, total, terms, 'term');
    },
  );

  // One static route per taxonomy rather than /wp/v2/:taxonomy, so that any other unknown path under
  // /wp/v2 stays the WordPress 404 rest_no_route, for visitors too.
  for (const taxonomy of TAG_TAXONOMIES) {
    app.get<{ Querystring: TermsQuery }>(
      `/wp/v2/${taxonomy}`,
      {
        schema: {
          querystring: termsQuerystring,
          response: { 200: { type: 'array', items: tagTermSchema }, 400: WpErrorSchema, 403: WpErrorSchema },
        },
      },
      async (request, reply): Promise<TagTerm[]> => {
        const { query } = request;
        const { rows, total } = await listTagTerms(app.db, taxonomy, filterOf(query), pageWindow(query));
        const terms = rows.map((row): TagTerm => ({
          id: row.id,
          term_id: row.id,
          parent: row.parent,
          name: row.name,
          slug: row.slug,
          description: row.description,
          taxonomy: row.taxonomy,
          count: row.count,
          acf: row.acf as TagTerm['acf'],
        }));
        return sendPaged(reply, query, total, terms, 'term');
      },
    );
  }
  done();
};
