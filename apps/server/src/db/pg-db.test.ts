import { describe, expect, it } from 'vitest';
import { PreparedStatementNames } from './pg-db.ts';

describe('prepared statements on PostgreSQL (issue 20)', () => {
  it('names each parameterised statement text once, the same name for every connection', () => {
    const names = new PreparedStatementNames();
    const first = names.nameOf('SELECT id FROM posts WHERE language = $1', 1);
    expect(first).toBeDefined();
    expect(names.nameOf('SELECT id FROM posts WHERE language = $1', 1)).toBe(first);
    expect(names.nameOf('SELECT id FROM events WHERE language = $1', 1)).not.toBe(first);
  });

  it('leaves scripts without parameters unnamed (they may hold several statements)', () => {
    expect(new PreparedStatementNames().nameOf('BEGIN; SELECT 1; COMMIT', 0)).toBeUndefined();
  });

  it('stops naming new texts past its bound, still naming the ones it knows', () => {
    const names = new PreparedStatementNames(1);
    const known = names.nameOf('SELECT $1::int', 1);
    expect(names.nameOf('SELECT $1::text', 1)).toBeUndefined();
    expect(names.nameOf('SELECT $1::int', 1)).toBe(known);
  });
});
