import { createContext, type ReactNode, use, useSyncExternalStore } from 'react';
import type { LogEntry, Logger } from '../logger.ts';
import type { DebugMode } from './debug-mode.ts';

interface DebugTools {
  debugMode: DebugMode;
  log: Logger;
}

const DebugToolsContext = createContext<DebugTools | null>(null);

/** The debug mode and the app's logger, for the logo, the guards and the debug and logs pages. */
export function DebugToolsProvider({ debugMode, log, children }: DebugTools & { children: ReactNode }) {
  return <DebugToolsContext value={{ debugMode, log }}>{children}</DebugToolsContext>;
}

function useDebugTools(): DebugTools {
  const tools = use(DebugToolsContext);
  if (!tools) throw new Error('Debug tools need a DebugToolsProvider');
  return tools;
}

export function useDebugMode(): DebugMode {
  return useDebugTools().debugMode;
}

/** Whether the debug mode is on; components re-render when it turns on. */
export function useDebugUnlocked(): boolean {
  const { debugMode } = useDebugTools();
  return useSyncExternalStore(debugMode.subscribe, debugMode.isUnlocked);
}

export function useLogger(): Logger {
  return useDebugTools().log;
}

/** The log's ring buffer, re-rendered on every new entry, clear or level change. */
export function useLogEntries(): { entries: readonly LogEntry[]; level: number } {
  const { log } = useDebugTools();
  const entries = useSyncExternalStore(log.subscribe, log.entries);
  const level = useSyncExternalStore(log.subscribe, log.level);
  return { entries, level };
}
