/**
 * JSON schema of another person on the wire (`DirectoryUser` of @campus/domain/directory-user). Fastify
 * serialises with it, so a field that is not listed here can never leak.
 */
const termRef = {
  type: 'object',
  required: ['term_id'],
  properties: { term_id: { type: 'integer' }, name: { type: 'string' }, slug: { type: 'string' } },
} as const;

export const directoryUserSchema = {
  type: 'object',
  required: ['id', 'name', 'first_name', 'last_name', 'email', 'house', 'in_my_network', 'acf'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    first_name: { type: 'string' },
    last_name: { type: 'string' },
    email: { type: 'string' },
    house: { type: ['integer', 'null'] },
    in_my_network: { type: 'boolean' },
    acf: {
      type: 'object',
      required: ['photo', 'mobilephone', 'user_house'],
      properties: {
        photo: { type: ['string', 'null'] },
        mobilephone: { type: ['string', 'null'] },
        user_house: { type: 'array', items: termRef },
      },
    },
  },
} as const;
