import { describe, expect, it } from 'vitest';
import { hiddenEdges, scrollToReveal } from './tab-strip-scroll.ts';

// A strip 300 px wide over 800 px of tabs.
const view = (scrollLeft: number) => ({ scrollLeft, width: 300, scrollWidth: 800 });

describe('scrollToReveal: the selected tab is brought wholly into view', () => {
  it('stays put when the tab is already in view, clear of the faded edges', () => {
    expect(scrollToReveal({ start: 100, end: 200 }, view(50), 24)).toBe(50);
  });

  it('scrolls forward just enough for a tab beyond the right edge, past the fade', () => {
    expect(scrollToReveal({ start: 600, end: 700 }, view(0), 24)).toBe(424);
  });

  it('scrolls back for a tab before the left edge', () => {
    expect(scrollToReveal({ start: 100, end: 180 }, view(400), 24)).toBe(76);
  });

  it('counts a tab under the fade as hidden', () => {
    expect(scrollToReveal({ start: 250, end: 290 }, view(0), 24)).toBe(14);
  });

  it('lines up a tab wider than the strip with its start', () => {
    expect(scrollToReveal({ start: 200, end: 600 }, view(0), 24)).toBe(176);
  });

  it('never scrolls outside the strip: the first and the last tab', () => {
    expect(scrollToReveal({ start: 0, end: 90 }, view(300), 24)).toBe(0);
    expect(scrollToReveal({ start: 720, end: 800 }, view(0), 24)).toBe(500);
  });

  it('does not scroll a strip that fits', () => {
    expect(
      scrollToReveal({ start: 200, end: 280 }, { scrollLeft: 0, width: 300, scrollWidth: 300 }, 24),
    ).toBe(0);
  });
});

describe('hiddenEdges: which side has more tabs to scroll to', () => {
  it('nothing hidden when the strip fits', () => {
    expect(hiddenEdges({ scrollLeft: 0, width: 300, scrollWidth: 300 })).toEqual({
      before: false,
      after: false,
    });
  });

  it('more after at the start, more on both sides in the middle, more before at the end', () => {
    expect(hiddenEdges(view(0))).toEqual({ before: false, after: true });
    expect(hiddenEdges(view(200))).toEqual({ before: true, after: true });
    expect(hiddenEdges(view(500))).toEqual({ before: true, after: false });
  });

  it('ignores sub-pixel remainders', () => {
    expect(hiddenEdges(view(499.5))).toEqual({ before: true, after: false });
  });
});
