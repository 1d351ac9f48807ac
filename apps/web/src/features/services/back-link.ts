import { useLocation } from 'react-router';

/** What the feature's links put in the router state: the path the person was on. */
export interface FromState {
  from: string;
}

export function fromState(path: string): FromState {
  return { from: path };
}

function previousPath(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  return typeof state.from === 'string' ? state.from : null;
}

const within = (path: string, scope: string) => path === scope || path.startsWith(`${scope}/`);

/**
 * The back link of a service screen (§2.7): the previous path if it was inside `scope` (/services for the
 * campus catalogue), else `home` (/services/tabs/campus). A deep link or a link from another area has no
 * previous path of its own, so it goes home.
 */
export function backLinkTarget(previous: string | null, scope: string, home: string): string {
  return previous !== null && within(previous, scope) ? previous : home;
}

/** The back link target of the current screen, from the path the feature's links recorded. */
export function useBackLinkTarget(scope: string, home: string): string {
  const location = useLocation();
  return backLinkTarget(previousPath(location.state), scope, home);
}
