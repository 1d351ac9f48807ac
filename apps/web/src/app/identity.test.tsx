import { QR_CODE_SIZE } from '@campus/domain/constants';
import { parseSignedQr } from '@campus/domain/identity-qr';
import type { User } from '@campus/domain/user';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signedQrRefreshMs } from '../features/identity/api/get-signed-qr.ts';
import { testUser } from '../lib/testing/fixtures.ts';
import { testSignedQr } from '../lib/testing/identity-fixtures.ts';
import { server } from '../lib/testing/msw-server.ts';
import { testCampus } from '../lib/testing/test-campus.ts';
import { createTestServices, renderRoutes } from '../lib/testing/test-services.tsx';
import { createRoutes } from './routes.tsx';

const ID_URL = 'https://campus.example/qr/identification/ana.martin';
const SPORT_URL = 'https://campus.example/qr/sport/ana.martin';

function withQrCodes(identification: string, sport: string, acf: Partial<User['acf']> = {}): User {
  const qrcode = { identification: { url: identification }, sport: { url: sport } };
  return testUser({ qrcode }, { qrcode, ...acf });
}

function renderApp(path: string, user: User) {
  testCampus.me = user;
  const services = createTestServices({ backendToken: 'backend-1' });
  services.auth.start();
  return renderRoutes(createRoutes(services), services, path);
}

const identityTabs = () => screen.queryByRole('navigation', { name: 'Identity views' });

describe('identity modal (spec §2.13)', () => {
  it('shows the resident card: photo, LAST first, the user type label, house, stay dates, honorary title', async () => {
    renderApp(
      '/my-identity/identification',
      withQrCodes('', '', { user_honorary_title: 'Président du comité', user_gia_type: 'employee' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'My identity' });
    const card = within(dialog).getByRole('article', { name: 'MARTIN Ana' });
    expect(card).toHaveAttribute('data-user-type', 'employee');
    expect(within(card).getByText('Employee')).toBeInTheDocument();
    expect(within(card).getByText('Président du comité')).toBeInTheDocument();
    expect(within(card).getByText('Maison du Brésil')).toBeInTheDocument();
    expect(within(card).getByText('1 September 2025')).toBeInTheDocument();
    expect(within(card).getByText('30 June 2026')).toBeInTheDocument();
  });

  it('offers no QR tab to a person without QR urls, and sends a QR path back to the card', async () => {
    const { router } = renderApp('/my-identity/qr-identification', withQrCodes(' ', ''));
    await screen.findByRole('article', { name: 'MARTIN Ana' });
    expect(router.state.location.pathname).toBe('/my-identity/identification');
    expect(identityTabs()).not.toBeInTheDocument();
  });

  it('offers only the QR tabs whose url is not empty', async () => {
    renderApp('/my-identity/identification', withQrCodes(ID_URL, ''));
    await screen.findByRole('article', { name: 'MARTIN Ana' });
    const tabs = within(identityTabs() ?? document.body).getAllByRole('link');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Identification', 'QR identification']);
  });

  it("draws the server's signed payload as a 176 px SVG QR code with the person's name", async () => {
    const user = userEvent.setup();
    renderApp('/my-identity/identification', withQrCodes(ID_URL, SPORT_URL));
    await user.click(await screen.findByRole('link', { name: 'QR sport' }));
    const code = await screen.findByRole('img', { name: 'Sport QR code' });
    expect(code.tagName.toLowerCase()).toBe('svg');
    expect(code).toHaveAttribute('width', String(QR_CODE_SIZE));
    expect(screen.getByRole('figure', { name: 'MARTIN Ana' })).toContainElement(code);
    const asked = testCampus.requests.filter((request) => request.path.startsWith('/portal/v1/identity-qr/'));
    expect(asked.map((request) => request.path)).toEqual(['/portal/v1/identity-qr/sport']);
  });

  it("says 'Loading' while the code is drawn and 'Unavailable Datas' when it cannot be", async () => {
    server.use(
      http.get('*/wp-json/portal/v1/identity-qr/:kind', () =>
        HttpResponse.json(
          { code: 'rest_qrcode_not_found', message: 'No.', data: { status: 404 } },
          { status: 404 },
        ),
      ),
    );
    renderApp('/my-identity/qr-identification', withQrCodes(ID_URL, ''));
    expect(await screen.findByRole('alert')).toHaveTextContent('Data unavailable for now');
  });

  it('redraws the code after three quarters of its lifetime, whatever the device clock says', () => {
    const qr = testSignedQr(ID_URL, 'identification', Date.UTC(2030, 0, 1));
    expect(signedQrRefreshMs(qr)).toBe(225_000);
    expect(parseSignedQr(qr.payload)?.url).toBe(ID_URL);
  });
});
