import { DIRECTORY_FILTER_GROUPS, type DirectoryTagGroup } from '@campus/domain/directory-user';
import type { FastifyPluginCallback } from 'fastify';
import { signedInUser } from '../auth/authenticate.ts';
import { directoryTagCounts } from '../db/directory-repository.ts';

const label = {
  type: 'array',
  items: {
    type: 'object',
    required: ['lang', 'value'],
    properties: { lang: { type: 'string' }, value: { type: 'string' } },
  },
} as const;
const tag = {
  type: 'object',
  required: ['id', 'slug', 'name', 'label', 'count'],
  properties: {
    id: { type: 'integer' },
    slug: { type: 'string' },
    name: { type: 'string' },
    label,
    count: { type: 'integer' },
  },
} as const;

/**
 * GET /wp-json/portal/v1/directory/tag-groups: the directory filter's groups (spec §2.9: establishment,
 * study_year, discipline, in that order) with their child tags, each counted over the people the caller
 * may find. One request instead of one per group, and counts WordPress's term count cannot give (it counts
 * everyone, including people the caller may not see).
 */
export const directoryTagGroupsRoutes: FastifyPluginCallback = (app, _options, done) => {
  app.get(
    '/portal/v1/directory/tag-groups',
    {
      schema: {
        response: {
          200: {
            type: 'array',
            items: {
              type: 'object',
              required: [...tag.required, 'children'],
              properties: { ...tag.properties, children: { type: 'array', items: tag } },
            },
          },
        },
      },
    },
    async (request, reply): Promise<DirectoryTagGroup[]> => {
      const rows = await directoryTagCounts(app.db, signedInUser(request).id, DIRECTORY_FILTER_GROUPS);
      const groups = DIRECTORY_FILTER_GROUPS.flatMap((slug) => {
        const parent = rows.find((row) => row.parent === null && row.slug === slug);
        if (parent === undefined) return [];
        const children = rows
          .filter((row) => row.parent === parent.id)
          .map(({ id, slug: childSlug, name, label: childLabel, count }) => ({
            id,
            slug: childSlug,
            name,
            label: childLabel,
            count,
          }));
        return [
          { id: parent.id, slug, name: parent.name, label: parent.label, count: parent.count, children },
        ];
      });
      reply.header('cache-control', 'private, no-store');
      return groups;
    },
  );
  done();
};
