/**
 * JSON schema of the §3 user record (`User` of @campus/domain/user), for response validation and fast
 * serialisation. Serialisation also drops any field not listed here, so nothing leaks by accident.
 */
const termRef = {
  type: 'object',
  required: ['term_id'],
  properties: { term_id: { type: 'integer' }, name: { type: 'string' }, slug: { type: 'string' } },
} as const;

const emergencyContact = {
  type: 'object',
  required: ['contact_type', 'number', 'title_fr', 'title_en'],
  properties: {
    contact_type: { type: 'string', enum: ['email', 'phone'] },
    number: { type: 'string' },
    title_fr: { type: 'string' },
    title_en: { type: 'string' },
  },
} as const;

const qrcode = {
  type: 'object',
  required: ['identification', 'sport'],
  properties: {
    identification: { type: 'object', required: ['url'], properties: { url: { type: 'string' } } },
    sport: { type: 'object', required: ['url'], properties: { url: { type: 'string' } } },
  },
} as const;

const locale = { type: 'string', enum: ['fr_FR', 'en_US'] } as const;

export const userSchema = {
  type: 'object',
  required: [
    'id',
    'username',
    'name',
    'first_name',
    'last_name',
    'email',
    'locale',
    'invoice_url',
    'in_my_network',
    'emergency_contacts',
    'qrcode',
    'house',
    'acf',
  ],
  properties: {
    id: { type: 'integer' },
    username: { type: 'string' },
    name: { type: 'string' },
    first_name: { type: 'string' },
    last_name: { type: 'string' },
    email: { type: 'string' },
    locale,
    invoice_url: { type: 'string' },
    in_my_network: { type: 'boolean' },
    emergency_contacts: { type: 'array', items: emergencyContact },
    qrcode,
    house: { type: ['integer', 'null'] },
    acf: {
      type: 'object',
      required: [
        'photo',
        'locale',
        'notifications',
        'confidentiality',
        'show',
        'tags',
        'user_house',
        'user_gia_type',
        'user_honorary_title',
        'wizard',
        'qrcode',
        'emergency_contacts',
        'mobilephone',
        'staystart',
        'staystop',
      ],
      properties: {
        photo: { type: ['string', 'null'] },
        locale,
        notifications: { type: 'boolean' },
        confidentiality: { type: 'string', enum: ['public', 'house', 'private'] },
        show: {
          type: 'array',
          items: { type: 'string', enum: ['image', 'mobile', 'email', 'name', 'house'] },
        },
        tags: { type: 'array', items: termRef },
        user_house: { type: 'array', items: termRef },
        user_gia_type: {
          type: 'string',
          enum: ['default', 'assimile-resident', 'assimile-salarie', 'resident', 'employee', 'other', 'api'],
        },
        user_honorary_title: { type: 'string' },
        wizard: {
          type: 'array',
          items: { type: 'object', required: ['slug'], properties: { slug: { type: 'string' } } },
        },
        qrcode,
        emergency_contacts: { type: 'array', items: emergencyContact },
        mobilephone: { type: ['string', 'null'] },
        staystart: { type: 'string' },
        staystop: { type: 'string' },
      },
    },
  },
} as const;
