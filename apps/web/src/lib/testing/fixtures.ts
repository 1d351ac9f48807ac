import type { PortalConfig } from '@campus/domain/portal-config';
import type { User } from '@campus/domain/user';
import { WIZARD_STEP_SLUGS } from '@campus/domain/wizard';

/** A resident as users/me returns it; tests override what they are about. */
export function testUser(overrides: Partial<User> = {}, acf: Partial<User['acf']> = {}): User {
  return {
    id: 7,
    username: 'ana.martin',
    name: 'Ana Martin',
    first_name: 'Ana',
    last_name: 'Martin',
    email: 'ana.martin@campus.example',
    locale: 'en_US',
    invoice_url: '',
    in_my_network: false,
    emergency_contacts: [],
    qrcode: { identification: { url: '' }, sport: { url: '' } },
    house: 12,
    roles: [],
    ...overrides,
    acf: {
      photo: null,
      locale: 'en_US',
      notifications: true,
      theme: 'system',
      confidentiality: 'private',
      show: [],
      tags: [],
      user_house: [{ term_id: 12, name: 'Maison du Brésil' }],
      user_gia_type: 'resident',
      user_honorary_title: '',
      // Wizard done (spec §2.15): the wizard guard lets this person through to every page.
      wizard: WIZARD_STEP_SLUGS.map((slug) => ({ slug })),
      qrcode: { identification: { url: '' }, sport: { url: '' } },
      emergency_contacts: [],
      mobilephone: null,
      staystart: '20250901',
      staystop: '20260630',
      ...acf,
    },
  };
}

export const testConfig: PortalConfig = {
  oidc: {
    authority: 'http://localhost:8080/oidc',
    clientId: 'campus-portal',
    scope: 'openid profile email address giaprofile',
    accountUrl: null,
  },
  supportEmail: 'support@campus.example',
  storeLinks: {
    ios: 'https://apps.apple.com/app/campus-portal/id1',
    android: 'https://play.google.com/store/apps/details?id=campus.portal',
  },
  map: {
    tileUrl: 'https://tiles.test/{z}/{x}/{y}.png',
    attribution: '© OpenStreetMap contributors',
    attributionUrl: 'https://www.openstreetmap.org/copyright',
    maxNativeZoom: 19,
  },
  notifications: { refreshMs: 300_000, vapidPublicKey: null },
};

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}
