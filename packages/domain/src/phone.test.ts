import { describe, expect, it } from 'vitest';
import { isValidPhone, normalisePhone } from './phone.ts';

describe('phone number validity (spec §5, default country France)', () => {
  it.each([
    '0612345678',
    '06 12 34 56 78',
    '06.12.34.56.78',
    '06-12-34-56-78',
    '+33612345678',
    '+33 6 12 34 56 78',
    '+33.6.12.34.56.78',
    '0033 6 12 34 56 78',
    '0033612345678',
    '01 44 16 64 00',
    '06 12 345 678',
    '+33 6 12 345 678',
    '0033-6-12-345-678',
    '  06 12 34 56 78  ',
  ])('accepts %s (+33, 0033 or 0; pairs or 2/3/3; spaces, dots or dashes)', (value) => {
    expect(isValidPhone(value)).toBe(true);
  });

  it.each([
    ['a first digit 0 after the prefix', '00 12 34 56 78'],
    ['nine digits', '06 12 34 56 7'],
    ['eleven digits', '06 12 34 56 789'],
    ['no French prefix', '6 12 34 56 78'],
    ['another country code', '+44 6 12 34 56 78'],
    ['letters', '06 12 AB 56 78'],
    ['two separators in a row', '06  12 34 56 78'],
    ['a 3/3/2 grouping', '06 123 456 78'],
    ['a slash separator', '06/12/34/56/78'],
  ])('refuses %s', (_case, value) => {
    expect(isValidPhone(value)).toBe(false);
  });

  it('treats an empty or missing number as valid', () => {
    expect(isValidPhone('')).toBe(true);
    expect(isValidPhone('   ')).toBe(true);
    expect(isValidPhone(undefined)).toBe(true);
    expect(isValidPhone(null)).toBe(true);
  });

  it('sends an empty phone as null (spec §7)', () => {
    expect(normalisePhone('')).toBeNull();
    expect(normalisePhone('  ')).toBeNull();
    expect(normalisePhone(undefined)).toBeNull();
    expect(normalisePhone(' 06 12 34 56 78 ')).toBe('06 12 34 56 78');
  });
});
