import type { StaffItemBody } from '@campus/domain/staff';
import { STAFF_PATH } from '@campus/domain/staff';
import type { FastifyInstance } from 'fastify';
import { beforeAll } from 'vitest';
import { callsAs, requestsAs, signedInCaller, type SignedInCaller } from './signed-in-caller.ts';
import { appForSuite } from './test-app.ts';

/** What the staff console's API tests share: the items' address, bodies, the sample staff and houses. */

export const STAFF_ITEMS = `${STAFF_PATH}/items`;

/** One language of an item's body. */
export const itemTranslation = (title: string, content = '<p>Texte</p>') => ({ title, content, faq: [] });

/** A news item's body titled `${title} FR` / `${title} EN`, for these houses ([]: the whole campus). */
export const postBody = (title: string, houses: number[]): StaffItemBody => ({
  houses,
  fr: itemTranslation(`${title} FR`),
  en: itemTranslation(`${title} EN`),
  image: null,
});

/** An event's body, as postBody, on 4 May 2031 from 18:00 to 20:00, public. */
export const eventBody = (title: string, houses: number[]): StaffItemBody => ({
  ...postBody(title, houses),
  start: '2031-05-04T18:00',
  end: '2031-05-04T20:00',
  visibility: 'public',
});

export interface StaffCallers {
  /** paul.durand: campus editor and administrator. */
  paul: SignedInCaller;
  /** chloe.moreau: editor of the Maison du Brésil, whose items need review. */
  chloe: SignedInCaller;
  /** mehdi.benali: editor of the Fondation Deutsch de la Meurthe, without review. */
  mehdi: SignedInCaller;
  /** alice.martin: a resident, no staff role. */
  alice: SignedInCaller;
}

/** The sample campus's staff, and a resident, signed in. */
export async function staffCallers(app: FastifyInstance): Promise<StaffCallers> {
  return {
    paul: await signedInCaller(app, 'paul.durand'),
    chloe: await signedInCaller(app, 'chloe.moreau'),
    mehdi: await signedInCaller(app, 'mehdi.benali'),
    alice: await signedInCaller(app, 'alice.martin'),
  };
}

export interface StaffHouses {
  bresil: number;
  deutsch: number;
  argentine: number;
}

/** The ids of the sample houses the staff tests write for. */
export async function staffHouses(app: FastifyInstance): Promise<StaffHouses> {
  const rows = await app.db.query<{ id: number; slug: string }>('SELECT id, slug FROM houses');
  const id = (slug: string) => {
    const row = rows.find((candidate) => candidate.slug === slug);
    if (row === undefined) throw new Error(`No sample house ${slug}`);
    return row.id;
  };
  return {
    bresil: id('maison-du-bresil'),
    deutsch: id('fondation-deutsch-de-la-meurthe'),
    argentine: id('maison-de-l-argentine'),
  };
}

export interface StaffSuite extends StaffCallers {
  /** The suite's app (built in its beforeAll; asking before that throws). */
  app: () => FastifyInstance;
  /** Requests as a caller, see requestsAs. */
  as: ReturnType<typeof requestsAs>;
  /** Requests to a declared endpoint as a caller, see callsAs. */
  call: ReturnType<typeof callsAs>;
  house: StaffHouses;
}

/**
 * The set-up every staff API suite shares, called once in its describe: its app (appForSuite), the staff
 * signed in and the houses read. The callers and houses are
 * filled in place in beforeAll, so a suite destructures them at once:
 * `const { app, as, paul, house } = staffSuite();`.
 */
export function staffSuite(): StaffSuite {
  const app = appForSuite();
  const unsigned = (): SignedInCaller => ({ id: 0, headers: { authorization: '' } });
  const callers: StaffCallers = { paul: unsigned(), chloe: unsigned(), mehdi: unsigned(), alice: unsigned() };
  const house: StaffHouses = { bresil: 0, deutsch: 0, argentine: 0 };

  beforeAll(async () => {
    const signedIn = await staffCallers(app());
    for (const name of Object.keys(callers) as (keyof StaffCallers)[])
      Object.assign(callers[name], signedIn[name]);
    Object.assign(house, await staffHouses(app()));
  });

  return { app, as: requestsAs(app), call: callsAs(app), house, ...callers };
}
