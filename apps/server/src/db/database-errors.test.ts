import { describe, expect, it } from 'vitest';
import { isInvalidInputError, isPostgresConnectionFailure } from './database-errors.ts';

function pgError(code: string, message = 'error'): Error {
  return Object.assign(new Error(message), { code });
}

describe('which PostgreSQL failures mean "the database is unavailable"', () => {
  it.each([
    ['connection refused', pgError('ECONNREFUSED')],
    ['connection reset', pgError('ECONNRESET')],
    ['admin shutdown', pgError('57P01', 'terminating connection due to administrator command')],
    ['starting up', pgError('57P03', 'the database system is starting up')],
    ['connection exception class 08', pgError('08006')],
    ['too many connections', pgError('53300')],
    ['connection lost', new Error('Connection terminated unexpectedly')],
    ['pool connect timeout', new Error('timeout exceeded when trying to connect')],
    [
      'connect timeout wrapping a socket error',
      new Error('Connection terminated due to connection timeout', { cause: pgError('ETIMEDOUT') }),
    ],
  ])('%s is an outage', (_name, error) => {
    expect(isPostgresConnectionFailure(error)).toBe(true);
  });

  it.each([
    ['a unique violation', pgError('23505')],
    ['a missing table', pgError('42P01')],
    ['a NUL byte in text', pgError('22021')],
    ['a plain bug', new TypeError('x is undefined')],
  ])('%s is not', (_name, error) => {
    expect(isPostgresConnectionFailure(error)).toBe(false);
  });
});

describe('which failures are malformed input refused by the database', () => {
  it('is SQLSTATE class 22 (data exception) only', () => {
    expect(isInvalidInputError(pgError('22021'))).toBe(true);
    expect(isInvalidInputError(pgError('22003'))).toBe(true);
    expect(isInvalidInputError(pgError('23505'))).toBe(false);
    expect(isInvalidInputError(pgError('ERR_22'))).toBe(false);
    expect(isInvalidInputError(new Error('22021'))).toBe(false);
  });
});
