import { MAP_MAX_ZOOM, MAP_ZOOM, type Place } from '@campus/domain/place';
import { CRS, latLng } from 'leaflet';
import { describe, expect, it } from 'vitest';
import { testPlace } from '../../lib/testing/map-fixtures.ts';
import {
  boxesOverlap,
  clusterPlaces,
  tapBox,
  TAP_TARGET,
  worldPixel,
  type MapTarget,
} from './place-targets.ts';

const at = (id: number, lat: number, lng: number): Place =>
  testPlace(id, `Place ${String(id)}`, null, { place_coordinates: { markers: [{ lat, lng }] } });

/** A deterministic scatter of places over the campus (a small linear congruential generator). */
function scatter(count: number): Place[] {
  let seed = 29;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  return Array.from({ length: count }, (_, i) =>
    at(i + 1, 48.8183 + next() * 0.0036, 2.3336 + next() * 0.0079),
  );
}

const boxOf = (target: MapTarget, zoom: number) =>
  tapBox(worldPixel(target.position, zoom), target.places.length > 1);

describe('the map’s pins and clusters (issue #29: a map for thumbs)', () => {
  it('puts a place on the screen where Leaflet does', () => {
    const point = CRS.EPSG3857.latLngToPoint(latLng(48.8196, 2.3381), 16);
    const pixel = worldPixel({ lat: 48.8196, lng: 2.3381 }, 16);
    expect(pixel.x).toBeCloseTo(point.x, 6);
    expect(pixel.y).toBeCloseTo(point.y, 6);
  });

  it('draws places within a thumb of each other as one cluster, and a place far from them as its pin', () => {
    const library = at(1, 48.8196, 2.3381);
    const cafe = at(2, 48.81962, 2.33812);
    const gate = at(3, 48.8215, 2.3405);
    const targets = clusterPlaces([gate, cafe, library]).targetsAt(MAP_ZOOM);
    expect(targets.map((target) => [target.key, target.places.map((place) => place.id)])).toEqual(
      expect.arrayContaining([
        ['cluster-1-2', [1, 2]],
        ['place-3', [3]],
      ]),
    );
    expect(targets).toHaveLength(2);
    expect(targets.find((target) => target.key === 'place-3')!.position).toEqual({
      lat: 48.8215,
      lng: 2.3405,
    });
  });

  it('never lets two tap targets overlap, at any zoom, and shows every place once', () => {
    const places = scatter(200);
    const clusters = clusterPlaces(places);
    for (let zoom = 12; zoom <= MAP_MAX_ZOOM; zoom += 1) {
      const targets = clusters.targetsAt(zoom);
      const shown = targets.flatMap((target) => target.places.map((place) => place.id));
      expect(
        shown.sort((a, b) => a - b),
        `zoom ${String(zoom)}`,
      ).toEqual(places.map((place) => place.id));
      const overlapping: string[] = [];
      targets.forEach((a, i) => {
        for (const b of targets.slice(i + 1)) {
          if (boxesOverlap(boxOf(a, zoom), boxOf(b, zoom))) overlapping.push(`${a.key} / ${b.key}`);
        }
      });
      expect(overlapping, `zoom ${String(zoom)}`).toEqual([]);
    }
  });

  it('says at which zoom a cluster comes apart: the first where its places no longer share a target', () => {
    const library = at(1, 48.8196, 2.3381);
    const cafe = at(2, 48.81975, 2.33825);
    const clusters = clusterPlaces([library, cafe]);
    const [cluster] = clusters.targetsAt(MAP_ZOOM);
    expect(cluster!.key).toBe('cluster-1-2');
    const split = clusters.splitZoom(cluster!, MAP_ZOOM);
    expect(split).not.toBeNull();
    expect(clusters.targetsAt(split!).map((target) => target.key)).toEqual(['place-1', 'place-2']);
    expect(clusters.targetsAt(split! - 1).map((target) => target.key)).toEqual(['cluster-1-2']);
  });

  it('keeps places at one spot together up to the highest zoom (the map fans them out)', () => {
    const clusters = clusterPlaces([at(1, 48.8196, 2.3381), at(2, 48.8196, 2.3381)]);
    const [cluster] = clusters.targetsAt(MAP_MAX_ZOOM);
    expect(cluster!.places).toHaveLength(2);
    expect(clusters.splitZoom(cluster!, MAP_ZOOM)).toBeNull();
  });

  it('pins no place that has no position', () => {
    const nowhere = testPlace(9, 'Nowhere', null, { place_coordinates: { markers: [] } });
    const targets = clusterPlaces([nowhere, at(1, 48.8196, 2.3381)]).targetsAt(MAP_ZOOM);
    expect(targets.map((target) => target.key)).toEqual(['place-1']);
  });

  it('boxes a pin above its point and a cluster around it, a tap target wide', () => {
    expect(tapBox({ x: 100, y: 100 }, false)).toEqual({ left: 78, right: 122, top: 56, bottom: 100 });
    expect(tapBox({ x: 100, y: 100 }, true)).toEqual({ left: 78, right: 122, top: 78, bottom: 122 });
    expect(TAP_TARGET).toBeGreaterThanOrEqual(44);
  });
});
