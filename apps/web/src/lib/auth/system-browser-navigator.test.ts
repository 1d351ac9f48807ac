import { afterEach, describe, expect, it, vi } from 'vitest';
import { systemBrowserNavigator } from './system-browser-navigator.ts';

// The plugin is the boundary with the phone: faked where the web bundle calls it.
const browser = vi.hoisted(() => ({ open: vi.fn(), addListener: vi.fn(), remove: vi.fn() }));
vi.mock('@capacitor/browser', () => ({ Browser: browser }));

describe('sign-in in the system browser (RFC 8252, ADR 016)', () => {
  afterEach(() => {
    vi.resetAllMocks();
  });

  it('opens the identity provider in the system browser and settles when the person closes it', async () => {
    let finished = (): void => undefined;
    browser.addListener.mockImplementation((_event: string, listener: () => void) => {
      finished = listener;
      return Promise.resolve({ remove: browser.remove });
    });
    browser.open.mockResolvedValue(undefined);
    const window = await systemBrowserNavigator.prepare({});
    let settled = false;
    const navigation = window
      .navigate({ url: 'https://portal.campus.example/oidc/auth?client_id=portal' })
      .then((response) => {
        settled = true;
        return response;
      });
    await vi.waitFor(() => {
      expect(browser.open).toHaveBeenCalledWith({
        url: 'https://portal.campus.example/oidc/auth?client_id=portal',
      });
    });
    expect(browser.addListener).toHaveBeenCalledWith('browserFinished', expect.any(Function));
    expect(settled).toBe(false);
    finished();
    await navigation;
    expect(settled).toBe(true);
    expect(browser.remove).toHaveBeenCalledOnce();
  });
});
