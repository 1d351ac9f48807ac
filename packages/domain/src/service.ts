/**
 * Services (spec §2.7, §3 "Service term" and "Service page"): the campus's service catalogue and each
 * house's own service tree, as `GET /wp/v2/tax-service` and `GET /wp/v2/service` send them, and the pure
 * rules both sides need (tabs, where a service card leads). Property order is the order on the wire.
 *
 * One tree per scope: a campus service at the top has parent 0; a house service at the top has as parent
 * the id of its house's main page (house-page.ts). Service and house page ids share one sequence, as
 * WordPress's posts do, so a parent id is never ambiguous.
 */
import { Type, type Static } from 'typebox';
import {
  ContactFormConfigSchema,
  ContentListQuerySchema,
  FaqItemSchema,
  GformConfigSchema,
  PostStatusSchema,
  TranslationsSchema,
  TreePageSchema,
} from './content.ts';
import { TermLabelSchema } from './taxonomy.ts';
import { IdListParamSchema, LanguageSchema, MAX_INT32, Nullable } from './wire.ts';

/** A service term (tax-service): the services that publish news and events, labelled per language. */
export const ServiceTermSchema = Type.Object({
  id: Type.Integer(),
  term_id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  taxonomy: Type.Literal('tax-service'),
  /** How many news items the service published (one per item, whatever its languages). */
  count: Type.Integer(),
  acf: Type.Object({
    label: Type.Array(TermLabelSchema),
    image: Nullable(Type.Object({ url: Type.String(), sizes: Type.Object({ thumbnail: Type.String() }) })),
  }),
  description: Type.String(),
  parent: Type.Literal(0),
});
export type ServiceTerm = Static<typeof ServiceTermSchema>;

/** A category of the catalogue (§2.7 tabs): `value` is the slug in /services/tabs/{value}. */
export const ServiceCategorySchema = Type.Object({ value: Type.String(), label: Type.String() });
export type ServiceCategory = Static<typeof ServiceCategorySchema>;

/** acf.links items (§3): a PDF to download or an external link (ACF flexible content layouts). */
export const ServiceLinkSchema = Type.Object({
  acf_fc_layout: Type.Enum(['pdf', 'external_link']),
  name: Type.String(),
  url: Type.String(),
});
export type ServiceLink = Static<typeof ServiceLinkSchema>;

export const ServiceAcfSchema = Type.Object({
  /** A CSS colour of the card, '' for the default. */
  color: Type.String(),
  /** Icon class of the card (see the web's service icons), '' for the default. */
  icon: Type.Object({ class: Type.String() }),
  subtitle: Type.String(),
  cover: Nullable(Type.Object({ sizes: Type.Object({ large: Type.String() }) })),
  image: Nullable(Type.Object({ sizes: Type.Object({ medium: Type.String() }) })),
  service_category: Type.Array(ServiceCategorySchema),
  /** Set on the invoices service: the invoice list shows only with it (§2.7, §5). */
  invoices: Type.Boolean(),
  links: Type.Array(ServiceLinkSchema),
  faq: Type.Array(FaqItemSchema),
  form: Nullable(ContactFormConfigSchema),
  gform: Nullable(GformConfigSchema),
});
export type ServiceAcf = Static<typeof ServiceAcfSchema>;

/**
 * A service's page: parent 0 for a campus service at the top, the house's main page id for a house service
 * at the top; `tax-house` the house of a house service, [] for a campus one; `link` the service's screen,
 * {portal}/services/{path} or {portal}/house/services/{path}.
 */
export const ServicePageSchema = Type.Object({
  ...TreePageSchema.properties,
  acf: ServiceAcfSchema,
  date: Type.String(),
  modified: Type.String(),
  status: PostStatusSchema,
  type: Type.Literal('service'),
  lang: LanguageSchema,
  translations: TranslationsSchema,
});
export type ServicePage = Static<typeof ServicePageSchema>;

/**
 * GET /wp/v2/service (spec §7: language, sorted by menu_order): by slug(s) (the web asks every slug of a
 * path at once and walks the parents from its root), by parent (0 = campus top level, a house main page id
 * = that house's top level), by house.
 */
export const ServiceListQuerySchema = Type.Object({
  ...ContentListQuerySchema.properties,
  parent: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_INT32 })),
  'tax-house': Type.Optional(IdListParamSchema),
});
export type ServiceListQuery = Static<typeof ServiceListQuerySchema>;

/** The slug of the invoices service and the tab that holds it (§2.7: invoices services go to the digital tab). */
export const INVOICES_SERVICE_SLUG = 'invoices';
export const INVOICES_TAB = 'digital';
/** The slug of the emergency service (§2.7: emergency services go to /emergency). */
export const EMERGENCY_SERVICE_SLUG = 'emergency';
/** The services home (§2.7 back link and the invoices redirect). */
export const SERVICES_HOME_PATH = '/services/tabs/campus';

/** A tab of /services/tabs (§2.7): one per service category. */
export interface ServiceTab {
  value: string;
  label: string;
  link: string;
}

export const serviceTabLink = (value: string) => `/services/tabs/${value}`;

/** The catalogue's tabs: one per category found on the services, sorted alphabetically by label (§2.7). */
export function serviceTabs(services: readonly Pick<ServicePage, 'acf'>[], locale: string): ServiceTab[] {
  const byValue = new Map<string, ServiceTab>();
  for (const service of services) {
    for (const { value, label } of service.acf.service_category) {
      if (!byValue.has(value)) byValue.set(value, { value, label, link: serviceTabLink(value) });
    }
  }
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  return [...byValue.values()].sort((a, b) => collator.compare(a.label, b.label));
}

/**
 * The tab a path selects (§2.7): the tab whose link is a prefix of the path, at a segment boundary (so
 * /services/tabs/digital/invoices selects digital); the longest such link wins. Null when none matches.
 */
export function selectedServiceTab<T extends Pick<ServiceTab, 'link'>>(
  tabs: readonly T[],
  path: string,
): T | null {
  let best: T | null = null;
  for (const tab of tabs) {
    const matches = path === tab.link || path.startsWith(`${tab.link}/`);
    if (matches && (best === null || tab.link.length > best.link.length)) best = tab;
  }
  return best;
}

/** Services of one tab, by menu order (§2.7), ties by title so the order never depends on the database. */
export function servicesOfTab<T extends Pick<ServicePage, 'acf' | 'menu_order' | 'title'>>(
  services: readonly T[],
  value: string,
): T[] {
  return services
    .filter((service) => service.acf.service_category.some((category) => category.value === value))
    .sort((a, b) => a.menu_order - b.menu_order || a.title.rendered.localeCompare(b.title.rendered));
}

/**
 * Whether the invoice list is open to a person (§2.7, §5): a non-empty invoice url and the service's
 * invoices flag. Otherwise the invoices route redirects to the services home and the card is hidden.
 */
export function invoicesAvailable(
  user: { invoice_url: string },
  service: Pick<ServicePage, 'acf'> | null | undefined,
): boolean {
  return user.invoice_url.trim() !== '' && service?.acf.invoices === true;
}
