import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../logger.ts';
import { createMemoryStore } from '../storage.ts';
import { followAppLinks } from './native-app-links.ts';

// The plugins are the boundary with the phone: faked where the web bundle calls them.
const app = vi.hoisted(() => ({ addListener: vi.fn(), remove: vi.fn() }));
const browser = vi.hoisted(() => ({ close: vi.fn() }));
vi.mock('@capacitor/app', () => ({ App: { addListener: app.addListener } }));
vi.mock('@capacitor/browser', () => ({ Browser: browser }));

const PORTAL = 'https://portal.campus.example';

function openApp(url: string): void {
  const [event, listener] = app.addListener.mock.calls[0] as [string, (event: { url: string }) => void];
  expect(event).toBe('appUrlOpen');
  listener({ url });
}

describe('links that open the app (spec §2.16, ADR 016)', () => {
  afterEach(() => {
    vi.resetAllMocks();
  });

  it('goes to the page after the portal host, and stops listening when asked', async () => {
    app.addListener.mockResolvedValue({ remove: app.remove });
    browser.close.mockResolvedValue(undefined);
    const navigate = vi.fn();
    const stop = followAppLinks(navigate, PORTAL, createLogger(createMemoryStore(), null));
    openApp('https://portal.campus.example/events/concert');
    openApp('org.campus.portal:/loginredirect?code=abc&state=xyz');
    expect(navigate.mock.calls).toEqual([['/events/concert'], ['/loginredirect?code=abc&state=xyz']]);
    expect(browser.close).toHaveBeenCalled();
    stop();
    await Promise.resolve();
    expect(app.remove).toHaveBeenCalledOnce();
  });

  it('ignores a link that is not the portal’s, logging it without its URL', () => {
    app.addListener.mockResolvedValue({ remove: app.remove });
    const navigate = vi.fn();
    const log = createLogger(createMemoryStore(), null);
    followAppLinks(navigate, PORTAL, log);
    openApp('https://evil.example/news?code=secret');
    expect(navigate).not.toHaveBeenCalled();
    expect(JSON.stringify(log.entries())).not.toContain('secret');
  });
});
