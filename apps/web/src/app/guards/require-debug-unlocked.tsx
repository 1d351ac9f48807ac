import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useDebugUnlocked } from '../../lib/debug/debug-context.tsx';

/** Spec §2.1: /debug and /logs exist only once the debug mode is unlocked; before, they are 404s. */
export function RequireDebugUnlocked({ locked }: { locked: ReactNode }) {
  return useDebugUnlocked() ? <Outlet /> : locked;
}
