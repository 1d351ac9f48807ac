import type { FastifyInstance } from 'fastify';

/** The IT help service of the sample campus: its contact form writes to support@campus.example. */
export async function itHelpServiceId(app: FastifyInstance): Promise<number> {
  const [row] = await app.db.query<{ id: number }>(
    "SELECT id FROM service_pages WHERE slug = 'it-help' AND language = 'en'",
  );
  if (!row) throw new Error('No IT help service in the sample campus');
  return row.id;
}

/** A contact form entry (POST /wp/v2/entry) for the service `postId`, with `extra` acf fields. */
export function contactEntryBody(postId: number, extra: object = {}) {
  return {
    status: 'publish',
    title: 'Contact form — IT help',
    acf: {
      entry_id_post: postId,
      entry_post_type: 'service',
      entry_datas: [
        { key: 'object', value: 'Wi-Fi drops' },
        { key: 'content', value: 'The Wi-Fi drops every hour in my room.' },
      ],
      ...extra,
    },
  };
}
