/**
 * The one route of a content type's list (issue #30, docs/decisions/030-one-content-engine.md): a route file
 * registers the endpoint its declaration names and hands this the content type and how the endpoint's query
 * becomes the type's filter; paging, the visitor rule and the paging headers are the same for every type.
 */
import type { PagingQuery } from '@campus/domain/wire';
import { WpHttpError } from '@campus/domain/wp-error';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pageWindow, sendPaged } from '../http/wp-paging.ts';
import { listContent, mayList, type ContentFilter, type ContentType } from '../services/content-engine.ts';

/** What the handler reads of a request: the endpoint's validated query and the caller (null: a visitor). */
interface ContentListRequest<Query> {
  query: Query;
  user: FastifyRequest['user'];
}

/**
 * The handler of `GET` a content type's list: `app.route({ ...endpointRoute(key), handler:
 * contentListHandler(app, type, filterOf, publicUrl) })`, the query's type coming from the declaration.
 */
export function contentListHandler<Query extends PagingQuery, Row, Item, Filter extends ContentFilter>(
  app: FastifyInstance,
  type: ContentType<Row, Item, Filter>,
  filterOf: (query: Query, viewer: FastifyRequest['user']) => Filter,
  publicUrl: string,
): (request: ContentListRequest<Query>, reply: FastifyReply) => Promise<Item[]> {
  return async (request, reply) => {
    const filter = filterOf(request.query, request.user);
    // The same refusal as app.authenticate's for a missing header, so clients react as before.
    if (!mayList(type, request.user, filter)) {
      throw new WpHttpError(403, 'jwt_auth_no_auth_header', 'Authorization header not found.');
    }
    const { rows, total } = await listContent(app.db, type, filter, pageWindow(request.query), publicUrl);
    return sendPaged(reply, request.query, total, rows);
  };
}
