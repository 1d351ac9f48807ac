import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, testUser } from '../../lib/testing/fixtures.ts';
import { createTestServices, renderRoutes } from '../../lib/testing/test-services.tsx';
import { NewsPage } from './news-page.tsx';

async function renderSignedIn() {
  const services = createTestServices({ backendToken: 'backend-1' });
  services.fetch.mockResolvedValue(jsonResponse(testUser({ first_name: 'Ana' })));
  services.auth.start();
  renderRoutes([{ path: '/news', Component: NewsPage }], services, '/news');
  await screen.findByRole('heading', { level: 1, name: 'News' });
}

describe('news page (spec §2.5)', () => {
  it('greets the person by first name on a wide screen', async () => {
    window.innerWidth = 1280;
    await renderSignedIn();
    expect(await screen.findByText('Hello Ana,')).toBeInTheDocument();
  });

  it('does not greet on a phone', async () => {
    window.innerWidth = 390;
    await renderSignedIn();
    expect(screen.queryByText(/Hello/)).not.toBeInTheDocument();
  });
});
