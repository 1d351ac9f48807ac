import { describe, expect, it } from 'vitest';
import { fanOffsets } from './fan-out.ts';
import { boxesOverlap, tapBox } from './place-targets.ts';

describe('fanning out the places of one spot', () => {
  it('gives each place its own spot, no two pins overlapping, for 2 to 30 places', () => {
    for (let count = 2; count <= 30; count += 1) {
      const boxes = fanOffsets(count).map((offset) => tapBox(offset, false));
      expect(boxes).toHaveLength(count);
      for (let i = 0; i < count; i += 1) {
        for (let j = i + 1; j < count; j += 1) {
          expect(
            boxesOverlap(boxes[i]!, boxes[j]!),
            `${String(count)} places: ${String(i)} / ${String(j)}`,
          ).toBe(false);
        }
      }
    }
  });

  it('keeps every fanned-out pin clear of the cluster’s disc at the centre', () => {
    const disc = tapBox({ x: 0, y: 0 }, true);
    for (let count = 2; count <= 30; count += 1) {
      for (const offset of fanOffsets(count)) {
        expect(boxesOverlap(tapBox(offset, false), disc), `${String(count)} places`).toBe(false);
      }
    }
  });

  it('starts at the top, clockwise', () => {
    const [first, second] = fanOffsets(4);
    expect(first!.x).toBeCloseTo(0);
    expect(first!.y).toBeLessThan(0);
    expect(second!.x).toBeGreaterThan(0);
    expect(second!.y).toBeCloseTo(0);
  });
});
