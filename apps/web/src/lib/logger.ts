import { DEFAULT_LOG_LEVEL, LOG_BUFFER_SIZE, LOG_LEVELS } from '@campus/domain/constants';
import { createMemoryStore, type KeyValueStore, readItem, STORAGE_KEYS, writeItem } from './storage.ts';

export type LogLevelName = (typeof LOG_LEVELS)[number];

export interface LogEntry {
  time: Date;
  level: LogLevelName;
  message: string;
  detail?: unknown;
}

export interface Logger {
  debug(message: string, detail?: unknown): void;
  info(message: string, detail?: unknown): void;
  warn(message: string, detail?: unknown): void;
  error(message: string, detail?: unknown): void;
  /** The last LOG_BUFFER_SIZE entries, for the logs page of a later issue (spec §2.4). */
  entries(): readonly LogEntry[];
  level(): number;
  setLevel(level: number): void;
}

type Sink = Pick<Console, LogLevelName>;

function storedLevel(storage: KeyValueStore): number {
  const raw = readItem(storage, STORAGE_KEYS.logLevel);
  const stored = Number(raw);
  const valid = raw !== null && Number.isInteger(stored) && stored >= 0 && stored < LOG_LEVELS.length;
  return valid ? stored : DEFAULT_LOG_LEVEL;
}

/** A levelled log whose level is stored locally and restored at start (spec §4 "Other"). */
export function createLogger(storage: KeyValueStore, sink: Sink | null = console): Logger {
  let level = storedLevel(storage);
  const buffer: LogEntry[] = [];

  const write = (levelName: LogLevelName, message: string, detail?: unknown): void => {
    if (LOG_LEVELS.indexOf(levelName) < level) return;
    buffer.push({ time: new Date(), level: levelName, message, detail });
    if (buffer.length > LOG_BUFFER_SIZE) buffer.splice(0, buffer.length - LOG_BUFFER_SIZE);
    if (detail === undefined) sink?.[levelName](message);
    else sink?.[levelName](message, detail);
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
    level: () => level,
    setLevel: (next) => {
      level = next;
      writeItem(storage, STORAGE_KEYS.logLevel, String(next));
    },
  };
}

/** For tests and for code whose logging is optional. */
export const silentLogger: Logger = createLogger(createMemoryStore(), null);
