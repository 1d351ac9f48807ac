import { MAP_CENTER, MAP_FOCUS_ZOOM, MAP_ZOOM, type Place } from '@campus/domain/place';
import { act, render, waitFor } from '@testing-library/react';
import type { Map as LeafletMap } from 'leaflet';
import { createRef, type RefObject } from 'react';
import { MapContainer } from 'react-leaflet';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testPlace } from '../../lib/testing/map-fixtures.ts';
import { coveredBy, MapView } from './map-view.tsx';
import { TAP_TARGET } from './place-targets.ts';

// jsdom lays nothing out: the map is given a phone's size (390 × 600) and the panel the box a test sets,
// as a browser would measure them. ResizeObserver (which jsdom lacks) is answered by hand.
const MAP_SIZE = { width: 390, height: 600 };
let panelBox = { left: 0, top: 0, right: 0, bottom: 0 };
const resizeCallbacks = new Set<() => void>();

class ManualResizeObserver {
  constructor(private readonly callback: () => void) {}
  observe() {
    resizeCallbacks.add(this.callback);
  }
  disconnect() {
    resizeCallbacks.delete(this.callback);
  }
  unobserve() {
    resizeCallbacks.delete(this.callback);
  }
}

const rect = ({ left, top, right, bottom }: typeof panelBox) =>
  ({ left, top, right, bottom, x: left, y: top, width: right - left, height: bottom - top }) as DOMRect;

beforeEach(() => {
  panelBox = { left: 0, top: 0, right: 0, bottom: 0 };
  vi.stubGlobal('ResizeObserver', ManualResizeObserver);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('leaflet-container') ? MAP_SIZE.width : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('leaflet-container') ? MAP_SIZE.height : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    if (this.classList.contains('leaflet-container')) {
      return rect({ left: 0, top: 0, right: MAP_SIZE.width, bottom: MAP_SIZE.height });
    }
    return this.dataset.testPanel === undefined
      ? rect({ left: 0, top: 0, right: 0, bottom: 0 })
      : rect(panelBox);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  resizeCallbacks.clear();
});

const place = (id: number, lat: number, lng: number): Place =>
  testPlace(id, `Place ${String(id)}`, null, { place_coordinates: { markers: [{ lat, lng }] } });
const LIBRARY = place(1, 48.8196, 2.3381);
const GATE = place(2, 48.8215, 2.3405);
const POOL = place(3, 48.8194, 2.3366);
const CAMPUS = [LIBRARY, GATE, POOL];

function renderView(props: { places?: readonly Place[]; selected?: Place | null; filterKey?: string }) {
  const map = createRef<LeafletMap>();
  const panel: RefObject<HTMLDivElement | null> = createRef();
  const tree = (next: typeof props) => (
    <>
      <MapContainer ref={map} center={[MAP_CENTER.lat, MAP_CENTER.lng]} zoom={MAP_ZOOM} maxZoom={22}>
        <MapView
          places={next.places ?? CAMPUS}
          selected={next.selected ?? null}
          filterKey={next.filterKey ?? ''}
          panel={panel}
        />
      </MapContainer>
      <div ref={panel} data-test-panel="" />
    </>
  );
  const view = render(tree(props));
  return {
    map: () => map.current!,
    rerender: (next: typeof props) => {
      view.rerender(tree(next));
    },
  };
}

/** Where a place's pin tip is drawn, in pixels from the map's top left. */
const drawnAt = (map: LeafletMap, { acf }: Place) => {
  const [marker] = acf.place_coordinates.markers;
  return map.latLngToContainerPoint([marker!.lat, marker!.lng]);
};

describe('where the map looks (spec §2.8, issue #29)', () => {
  it('opens on the campus at zoom 16 when no place is selected', () => {
    const { map } = renderView({});
    expect(map().getZoom()).toBe(MAP_ZOOM);
    expect(map().getCenter().lat).toBeCloseTo(MAP_CENTER.lat, 5);
    expect(map().getCenter().lng).toBeCloseTo(MAP_CENTER.lng, 5);
  });

  it('shows a selected place at zoom 19, its pin in the middle of the map above the bottom sheet', async () => {
    // A phone's sheet over the lower 350 px of the map: the middle of the map is under it.
    panelBox = { left: 0, top: 250, right: 390, bottom: 600 };
    const { map } = renderView({ selected: LIBRARY });
    await waitFor(() => {
      expect(map().getZoom()).toBe(MAP_FOCUS_ZOOM);
    });
    const pin = drawnAt(map(), LIBRARY);
    expect(pin.x).toBeCloseTo(MAP_SIZE.width / 2, 0);
    // The whole pin (it stands a tap target tall above its point) is in view, and above the sheet.
    expect(pin.y - TAP_TARGET).toBeGreaterThan(0);
    expect(pin.y).toBeLessThan(panelBox.top);
  });

  it('on a wide screen, keeps the selected pin left of the side panel', async () => {
    // A panel over the right 240 px: the middle of the map is under it.
    panelBox = { left: 150, top: 12, right: 378, bottom: 588 };
    const { map } = renderView({ selected: GATE });
    await waitFor(() => {
      expect(map().getZoom()).toBe(MAP_FOCUS_ZOOM);
    });
    const pin = drawnAt(map(), GATE);
    expect(pin.x + TAP_TARGET / 2).toBeLessThan(panelBox.left);
    expect(pin.x - TAP_TARGET / 2).toBeGreaterThan(0);
  });

  it('brings the selected pin back above the sheet when the sheet grows (its picture arrives)', async () => {
    panelBox = { left: 0, top: 420, right: 390, bottom: 600 };
    const { map } = renderView({ selected: POOL });
    await waitFor(() => {
      expect(map().getZoom()).toBe(MAP_FOCUS_ZOOM);
    });
    panelBox = { left: 0, top: 150, right: 390, bottom: 600 };
    act(() => {
      for (const callback of resizeCallbacks) callback();
    });
    await waitFor(() => {
      expect(drawnAt(map(), POOL).y).toBeLessThan(150);
    });
    expect(drawnAt(map(), POOL).y - TAP_TARGET).toBeGreaterThanOrEqual(0);
  });

  it('fits the places a new filter lets through, every pin in view', async () => {
    const { map, rerender } = renderView({});
    const sports = [LIBRARY, POOL];
    rerender({ places: sports, filterKey: '71' });
    await waitFor(() => {
      expect(map().getZoom()).toBeGreaterThan(MAP_ZOOM);
    });
    for (const shown of sports) {
      const pin = drawnAt(map(), shown);
      expect(pin.x).toBeGreaterThan(TAP_TARGET / 2);
      expect(pin.x).toBeLessThan(MAP_SIZE.width - TAP_TARGET / 2);
      expect(pin.y).toBeGreaterThan(TAP_TARGET);
      expect(pin.y).toBeLessThan(MAP_SIZE.height);
    }
  });

  it('leaves the view alone when the places change without a new filter', () => {
    const { map, rerender } = renderView({});
    rerender({ places: [GATE] });
    expect(map().getZoom()).toBe(MAP_ZOOM);
  });
});

describe('what a panel hides of the map', () => {
  const map = { left: 0, top: 0, right: 390, bottom: 600 };
  it('a sheet across the map hides its bottom; a narrower panel its right side; none hides nothing', () => {
    expect(coveredBy({ left: 0, top: 380, right: 390, bottom: 600 }, map)).toEqual({ bottom: 220, right: 0 });
    expect(coveredBy({ left: 230, top: 12, right: 378, bottom: 588 }, map)).toEqual({
      bottom: 0,
      right: 160,
    });
    expect(coveredBy(null, map)).toEqual({ bottom: 0, right: 0 });
    expect(coveredBy({ left: 0, top: 0, right: 0, bottom: 0 }, map)).toEqual({ bottom: 0, right: 0 });
  });
});
