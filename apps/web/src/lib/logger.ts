import { DEFAULT_LOG_LEVEL, LOG_BUFFER_SIZE, LOG_LEVELS } from '@campus/domain/constants';
import { redactText } from '@campus/domain/log-redaction';
import { redactDetail } from './log-redaction.ts';
import { createMemoryStore, type KeyValueStore, readItem, STORAGE_KEYS, writeItem } from './storage.ts';

export type LogLevelName = (typeof LOG_LEVELS)[number];

export interface LogEntry {
  /** Increasing within the page: a stable React key. */
  id: number;
  time: Date;
  level: LogLevelName;
  /** Redacted: no token, credential parameter or e-mail address. */
  message: string;
  /** Redacted the same way, with sensitive fields replaced. */
  detail?: unknown;
}

export interface Logger {
  debug(message: string, detail?: unknown): void;
  info(message: string, detail?: unknown): void;
  warn(message: string, detail?: unknown): void;
  error(message: string, detail?: unknown): void;
  // Properties rather than methods for these three: React's useSyncExternalStore receives them unbound.
  /** The last LOG_BUFFER_SIZE entries, oldest first; a new array after every change (spec §2.4). */
  entries: () => readonly LogEntry[];
  /** Calls listener after every change of the entries or the level; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
  level: () => number;
  clear(): void;
  setLevel(level: number): void;
}

type Sink = Pick<Console, LogLevelName>;

function isLevel(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value < LOG_LEVELS.length;
}

function storedLevel(storage: KeyValueStore, defaultLevel: number): number {
  const raw = readItem(storage, STORAGE_KEYS.logLevel);
  const stored = Number(raw);
  return raw !== null && raw.trim() !== '' && isLevel(stored) ? stored : defaultLevel;
}

/**
 * The one log of the web app (spec §4 "Other", §9): levels debug/info/warn/error, the level stored locally
 * and restored at start (defaultLevel otherwise: 1 in development, 2 in production builds — main.tsx
 * decides), and a ring buffer of the last LOG_BUFFER_SIZE entries for the logs and debug pages. Entries are
 * redacted before they are kept or printed, as the server's logs are.
 */
export function createLogger(
  storage: KeyValueStore,
  sink: Sink | null = console,
  defaultLevel: number = DEFAULT_LOG_LEVEL,
): Logger {
  let level = storedLevel(storage, defaultLevel);
  let buffer: readonly LogEntry[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const changed = (): void => {
    for (const listener of listeners) listener();
  };

  const write = (levelName: LogLevelName, rawMessage: string, rawDetail?: unknown): void => {
    if (LOG_LEVELS.indexOf(levelName) < level) return;
    const message = redactText(rawMessage);
    const detail = rawDetail === undefined ? undefined : redactDetail(rawDetail);
    const entry: LogEntry = { id: nextId, time: new Date(), level: levelName, message, detail };
    nextId += 1;
    buffer = [...buffer.slice(Math.max(0, buffer.length - LOG_BUFFER_SIZE + 1)), entry];
    if (detail === undefined) sink?.[levelName](message);
    else sink?.[levelName](message, detail);
    changed();
  };

  return {
    debug: (message, detail) => {
      write('debug', message, detail);
    },
    info: (message, detail) => {
      write('info', message, detail);
    },
    warn: (message, detail) => {
      write('warn', message, detail);
    },
    error: (message, detail) => {
      write('error', message, detail);
    },
    entries: () => buffer,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    clear() {
      buffer = [];
      changed();
    },
    level: () => level,
    setLevel: (next) => {
      if (!isLevel(next)) return;
      level = next;
      writeItem(storage, STORAGE_KEYS.logLevel, String(next));
      changed();
    },
  };
}

/** For tests and for code whose logging is optional. */
export const silentLogger: Logger = createLogger(createMemoryStore(), null);
