import { useEffect } from 'react';
import { useAuthService, useConnection } from '../lib/auth/auth-context.tsx';
import { LogoMark } from '../ui/logo.tsx';
import './splash-screen.css';

/** Matches the fade-out in splash-screen.css. */
const SPLASH_FADE_MS = 350;

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Spec §2.3: covers the app at start and fades out once authentication has loaded. Decorative (the
 * pages under it announce their own loading state), and shown once per page load.
 */
export function SplashScreen() {
  const auth = useAuthService();
  const { status, splashDone } = useConnection();
  const loaded = status !== 'notLoaded';

  useEffect(() => {
    if (!loaded || splashDone) return;
    const timer = setTimeout(
      () => {
        auth.hideSplash();
      },
      prefersReducedMotion() ? 0 : SPLASH_FADE_MS,
    );
    return () => {
      clearTimeout(timer);
    };
  }, [auth, loaded, splashDone]);

  if (splashDone) return null;
  return (
    <div className={loaded ? 'splash splash--leaving' : 'splash'} aria-hidden="true">
      <div className="splash__logo">
        <LogoMark size={88} />
      </div>
    </div>
  );
}
