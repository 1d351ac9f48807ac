import { DEFAULT_LOG_LEVEL, LOG_BUFFER_SIZE } from '@campus/domain/constants';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';
import { STORAGE_KEYS } from './storage.ts';

describe('logger (spec §4 "Other", §9)', () => {
  it('starts at the default level and restores a stored level', () => {
    expect(createLogger(window.localStorage, null).level()).toBe(DEFAULT_LOG_LEVEL);
    window.localStorage.setItem(STORAGE_KEYS.logLevel, '0');
    expect(createLogger(window.localStorage, null).level()).toBe(0);
  });

  it('drops entries below the level and keeps only the last 500', () => {
    const logger = createLogger(window.localStorage, null);
    logger.info('ignored at level 2');
    expect(logger.entries()).toHaveLength(0);
    for (let index = 0; index < LOG_BUFFER_SIZE + 5; index += 1) logger.warn(`entry ${index}`);
    expect(logger.entries()).toHaveLength(LOG_BUFFER_SIZE);
    expect(logger.entries()[0]?.message).toBe('entry 5');
  });

  it('stores a new level', () => {
    createLogger(window.localStorage, null).setLevel(1);
    expect(window.localStorage.getItem(STORAGE_KEYS.logLevel)).toBe('1');
  });
});
