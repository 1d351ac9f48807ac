import {
  isSearchableText,
  SEARCH_SUBTYPES_OF,
  type SearchQuery,
  type SearchResult,
  type SearchSubtype,
} from '@campus/domain/search';
import { WpHttpError } from '@campus/domain/wp-error';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { signedInUser } from '../auth/authenticate.ts';
import { endpointRoute } from '../http/endpoint-route.ts';
import { idListParameter, sendPaged, splitList } from '../http/wp-paging.ts';
import { search } from '../services/search.ts';

/** `subtype=any` or a list of the type's own subtypes; another type's subtype is a 400, as in WordPress. */
function subtypesOf(query: SearchQuery): SearchSubtype[] {
  const allowed = SEARCH_SUBTYPES_OF[query.type];
  const asked = splitList(query.subtype) ?? ['any'];
  if (asked.includes('any')) return [...allowed];
  const unknown = asked.filter((subtype) => !(allowed as readonly string[]).includes(subtype));
  if (unknown.length > 0) {
    throw new WpHttpError(400, 'rest_invalid_param', 'Invalid parameter(s): subtype', {
      subtype: `subtype[0] is not one of ${allowed.join(', ')}, and any.`,
    });
  }
  return [...new Set(asked)] as SearchSubtype[];
}

/** §5: keywords of at least 2 characters; no keywords at all lists everything of the type. */
function searchTextOf(query: SearchQuery): string {
  const text = query.search.trim();
  if (text !== '' && !isSearchableText(text)) {
    throw new WpHttpError(400, 'rest_invalid_param', 'Invalid parameter(s): search', {
      search: 'search must be empty or at least 2 characters long.',
    });
  }
  return text;
}

/**
 * GET /wp/v2/search (spec §2.11, §7): WordPress's search endpoint over news, events, house pages, services
 * and places (type=post, full text in the asked language), terms (type=term, by name) and people (type=user,
 * by name only, with the directory's privacy rules and filters). `_embed` adds each result's object in the
 * shape of its own list endpoint; X-WP-Total and X-WP-TotalPages count only what the caller may find.
 */
export const searchRoutes: FastifyPluginCallbackTypebox<{ publicUrl: string }> = (
  app,
  { publicUrl },
  done,
) => {
  app.route({
    ...endpointRoute('GET /wp/v2/search'),
    handler: async (request, reply): Promise<SearchResult[]> => {
      const { query } = request;
      const page = query.paged ?? query.page;
      const { rows, total, hiddenIds } = await search(
        { db: app.db, photoUrls: app.photoUrls, viewer: signedInUser(request), publicUrl },
        {
          type: query.type,
          subtypes: subtypesOf(query),
          text: searchTextOf(query),
          language: query.wpml_language,
          embed: query._embed !== undefined,
          tagIds: idListParameter('filter[tax-tag]', query['filter[tax-tag]']) ?? [],
          houseId: query['filter[tax-house]'] ?? null,
          page,
          perPage: query.per_page,
        },
      );
      // The directory SQL and the privacy rule agree (the access-matrix test checks it); say so if not.
      for (const userId of hiddenIds) request.log.error({ userId }, 'search SQL returned a hidden person');
      // Results depend on who asks (event visibility, people): never kept by a shared cache.
      reply.header('cache-control', 'private, no-store');
      return sendPaged(
        reply,
        { page, per_page: query.per_page },
        total,
        rows,
        query.type === 'user' ? 'user' : 'post',
      );
    },
  });
  done();
};
