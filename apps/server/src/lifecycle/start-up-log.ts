import pino, { type Logger } from 'pino';
import type { LogLevel } from '../config.ts';
import { loggerOptions } from '../http/logging.ts';

/**
 * The log of the steps before the server is built (waiting for the database, migrating, seeding) and of
 * the migrate command: the same JSON lines, level and redaction as the server's own (Fastify's pino).
 */
export function startUpLog(level: LogLevel): Logger {
  return pino(loggerOptions(level));
}
