import { describe, expect, it } from 'vitest';
import { fitWithin } from './photo.ts';

describe('photo scaling (spec §5: scaled to fit 300 by 300)', () => {
  it('scales a landscape photo to 300 wide, keeping its ratio', () => {
    expect(fitWithin(1200, 900)).toEqual({ width: 300, height: 225 });
  });
  it('scales a portrait photo to 300 high', () => {
    expect(fitWithin(1080, 1920)).toEqual({ width: 169, height: 300 });
  });
  it('never enlarges a small photo', () => {
    expect(fitWithin(120, 80)).toEqual({ width: 120, height: 80 });
  });
});
