// First, so that the base styles come before every component's own stylesheet in the bundle.
import './app/styles/global.css';
import './ui/form-controls.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { earlyRequestsOf, takeEarlyResponse } from './app/early-requests.ts';
import { startFirstScreenData } from './app/first-screen-data.ts';
import { NATIVE_END_REDIRECT_URI } from '@campus/domain/auth-contract';
import { createLazyOidcClient } from './lib/auth/lazy-oidc-client.ts';
import { loadPortalConfig } from './lib/env.ts';
import { browserLanguage, createI18n, loadStrings, type Strings } from './lib/i18n/i18n.ts';
import { DEFAULT_LOG_LEVEL, DEFAULT_LOG_LEVEL_DEVELOPMENT } from '@campus/domain/constants';
import { createLogger } from './lib/logger.ts';
import { registerServiceWorker } from './lib/offline/register-service-worker.ts';
import { webPlatform } from './lib/platform.ts';
import { installNativeServices } from './lib/platform/current-platform.ts';
import { rememberedLanguage } from './lib/i18n/session-language.ts';
import { createPortalServices } from './lib/portal-services.ts';

async function start(container: HTMLElement): Promise<void> {
  const root = createRoot(container);
  // Spec §9: level 1 (info) in development builds, 2 (warn) otherwise, unless the person chose one.
  const log = createLogger(
    window.localStorage,
    console,
    import.meta.env.DEV ? DEFAULT_LOG_LEVEL_DEVELOPMENT : DEFAULT_LOG_LEVEL,
  );
  // The iOS/Android app signs in through the system browser and its own redirect scheme (ADR 016).
  const inApp = webPlatform.isNative();
  // The last signed-in person's language first: a French cold load asks its first lists in French
  // (spec §7 wpml_language) instead of the browser's language until users/me answers.
  const language = rememberedLanguage(window.localStorage) ?? browserLanguage();
  let config, strings;
  try {
    // Side by side: the first render needs both.
    [config, strings] = await Promise.all([
      loadPortalConfig((input, init) => window.fetch(input, init)),
      // The first-paint namespaces (app/first-paint.ts), one module per language (build/first-paint-strings.ts).
      (language === 'fr'
        ? import('virtual:first-paint-strings/fr')
        : import('virtual:first-paint-strings/en')
      ).then((module) => module.default as Strings),
    ]);
  } catch (error) {
    log.error('start: portal configuration or language catalog unavailable', error);
    // No person, so no language yet: the screen speaks both (its strings are in `common`).
    const [en, fr] = await Promise.all([loadStrings('en', ['common']), loadStrings('fr', ['common'])]);
    // Only a broken start shows it: not part of the first load.
    const { ConfigErrorScreen } = await import('./app/config-error-screen.tsx');
    root.render(<ConfigErrorScreen i18n={createI18n(language, { en, fr })} />);
    return;
  }
  const services = createPortalServices({
    config,
    oidc: createLazyOidcClient(async () => {
      const { createAppUserManager, createUserManager } = await import('./lib/auth/user-manager.ts');
      return inApp
        ? createAppUserManager(config.oidc)
        : createUserManager(config.oidc, window.location.origin);
    }),
    storage: window.localStorage,
    fetch: (input, init) => window.fetch(input, init),
    origin: window.location.origin,
    ...(inApp ? { postLogoutRedirectUri: NATIVE_END_REDIRECT_URI, endProviderSessionOnRejection: true } : {}),
    language,
    catalogs: { [language]: strings },
    log,
    // users/me and /news's first page, asked by index.html's inline script while this code downloaded.
    earlyResponse: (url, headers) => takeEarlyResponse(earlyRequestsOf(window), url, headers),
  });
  if (inApp) {
    // The plugins' wrappers, in the app only (a browser's first load does without them).
    const [{ createNativeServices }, { keepOfflineUserData }] = await Promise.all([
      import('./lib/platform/native-services.ts'),
      import('./lib/platform/offline-user-sync.ts'),
    ]);
    const native = createNativeServices(log);
    installNativeServices(native);
    // The app keeps the person's card and emergency numbers on the device (§1, §9; ADR 016).
    keepOfflineUserData(services.auth, native.store, log);
  }
  // Outside React, so it runs once whatever StrictMode does with effects.
  services.auth.start();
  // The first screen's data beside users/me and the screen's code, not after them (issue #31).
  startFirstScreenData(services, window.location.pathname);
  registerServiceWorker(window, log);
  // A transition, so that React renders the first screen in slices that leave the main thread between them
  // instead of one long task (issue #31; docs/performance.md, "Sixth session").
  startTransition(() => {
    root.render(
      <StrictMode>
        <App services={services} />
      </StrictMode>,
    );
  });
}

const container = document.getElementById('root');
if (container) void start(container);
