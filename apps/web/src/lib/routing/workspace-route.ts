import { useMatches } from 'react-router';

/**
 * What a route may ask of the shell around it, in its `handle`: `workspace` gives the whole window to a
 * screen people work in for a long time (the staff editor, issue #33), without the residents' navigation,
 * sidebar and bottom bar. The screen then brings its own slim bar with the way back.
 */
export interface ShellHandle {
  shell: 'workspace';
}

export const WORKSPACE_ROUTE: ShellHandle = { shell: 'workspace' };

const isWorkspaceHandle = (handle: unknown): boolean =>
  typeof handle === 'object' && handle !== null && 'shell' in handle && handle.shell === 'workspace';

/** Whether the current route, or one of the routes around it, asked for the whole window. */
export function useWorkspaceRoute(): boolean {
  return useMatches().some((match) => isWorkspaceHandle(match.handle));
}
