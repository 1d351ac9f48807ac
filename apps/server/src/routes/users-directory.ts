import type { DirectoryUser } from '@campus/domain/directory-user';
import { PAGE_SIZE_SEARCH } from '@campus/domain/constants';
import type { FastifyPluginCallback } from 'fastify';
import { signedInUser } from '../auth/authenticate.ts';
import { findDirectoryRow, listDirectoryRows } from '../db/directory-repository.ts';
import { invalidUser } from '../services/relations.ts';
import { projectUserFor } from '../services/user-projection.ts';
import { loadViewer } from '../services/viewer.ts';
import { idListParam, pagingQuerySchema, sendPaged, splitIds, type PagingQuery } from '../http/wp-paging.ts';
import { WpErrorSchema } from '@campus/domain/wp-error';
import { directoryUserSchema } from './directory-user-schema.ts';

interface UsersQuery extends PagingQuery {
  include?: string;
  search?: string;
  'filter[tax-tag]'?: string;
  'filter[tax-house]'?: number;
  context?: 'view' | 'embed';
}

/**
 * GET /wp/v2/users (the directory and the user search, spec §2.9, §2.11, §7) and GET /wp/v2/users/{id}.
 * The database only ever returns people the caller may see (§6), so totals and pages are right; each one
 * is then projected to what they share. /wp/v2/users/me is the caller's own record (routes/users.ts).
 */
export const usersDirectoryRoutes: FastifyPluginCallback = (app, _options, done) => {
  app.get<{ Querystring: UsersQuery }>(
    '/wp/v2/users',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            ...pagingQuerySchema(PAGE_SIZE_SEARCH),
            include: idListParam,
            search: { type: 'string', maxLength: 200 },
            'filter[tax-tag]': idListParam,
            'filter[tax-house]': { type: 'integer', minimum: 1 },
            context: { type: 'string', enum: ['view', 'embed'] },
          },
        },
        response: { 200: { type: 'array', items: directoryUserSchema }, 400: WpErrorSchema },
      },
    },
    async (request, reply): Promise<DirectoryUser[]> => {
      const { query } = request;
      const viewer = await loadViewer(app.db, signedInUser(request).id);
      const search = query.search?.trim() ?? '';
      const { rows, total } = await listDirectoryRows(app.db, viewer.id, {
        page: query.page,
        perPage: query.per_page,
        include: splitIds(query.include),
        search: search === '' ? null : search,
        tagIds: splitIds(query['filter[tax-tag]']) ?? [],
        houseId: query['filter[tax-house]'] ?? null,
      });
      const users = rows.flatMap((row) => {
        const user = projectUserFor(viewer, row, {
          blockedEitherWay: row.blocked,
          inMyNetwork: row.in_my_network,
          photoUrlForViewer: (photo) => app.photoUrls.forViewer(photo, viewer.id),
        });
        // The SQL and the rule agree (the access-matrix test checks it); should they ever not, hide.
        if (user === null) request.log.error({ userId: row.id }, 'directory SQL returned a hidden person');
        return user === null ? [] : [user];
      });
      reply.header('cache-control', 'private, no-store');
      return sendPaged(reply, query, total, users, 'user');
    },
  );

  app.get<{ Params: { id: number } }>(
    '/wp/v2/users/:id',
    {
      schema: {
        params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } },
        response: { 200: directoryUserSchema, 404: WpErrorSchema },
      },
    },
    async (request, reply): Promise<DirectoryUser> => {
      const viewer = await loadViewer(app.db, signedInUser(request).id);
      const row = await findDirectoryRow(app.db, viewer.id, request.params.id);
      const user =
        row === null
          ? null
          : projectUserFor(viewer, row, {
              blockedEitherWay: row.blocked,
              inMyNetwork: row.in_my_network,
              photoUrlForViewer: (photo) => app.photoUrls.forViewer(photo, viewer.id),
            });
      // Someone the caller may not see answers exactly like someone who does not exist.
      if (user === null) throw invalidUser();
      reply.header('cache-control', 'private, no-store');
      return user;
    },
  );
  done();
};
