import { MAP_MAX_ZOOM, placePosition, type Place, type PlaceMarker } from '@campus/domain/place';
import Supercluster from 'supercluster';

/** The side of every tappable thing on the map, in CSS pixels: a pin's box, a cluster's disc (WCAG 2.5.5). */
export const TAP_TARGET = 44;

/**
 * Places closer than this on screen (CSS pixels at the zoom shown) share a cluster. A little more than a
 * tap target, so that a pin and its neighbour are never within a thumb of each other.
 */
const CLUSTER_RADIUS = 60;

/** Leaflet's raster tiles are 256 px: at zoom z the world is 256 × 2^z pixels wide. */
const TILE_SIZE = 256;

/** What the map draws at a point: one place's pin, or a cluster of places. */
export interface MapTarget {
  /** Stable while the same places make it: `place-{id}` or `cluster-{id}-{id}…` (ids ascending). */
  key: string;
  /** Its places, by id (one for a pin). */
  places: readonly Place[];
  /** Where it stands: the place, or the mean of a cluster's places on screen. */
  position: PlaceMarker;
}

interface Pixel {
  x: number;
  y: number;
}

/** Web Mercator, as Leaflet's default CRS places a point: pixels from the world's top-left at `zoom`. */
export function worldPixel({ lat, lng }: PlaceMarker, zoom: number): Pixel {
  const scale = TILE_SIZE * 2 ** zoom;
  const sin = Math.sin((lat * Math.PI) / 180);
  return {
    x: (lng / 360 + 0.5) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}

function fromWorldPixel({ x, y }: Pixel, zoom: number): PlaceMarker {
  const scale = TILE_SIZE * 2 ** zoom;
  const lng = (x / scale - 0.5) * 360;
  const lat = (Math.atan(Math.exp(Math.PI * (1 - (2 * y) / scale))) * 360) / Math.PI - 90;
  return { lat, lng };
}

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/**
 * The tappable box of a target drawn at `point`: a pin stands on its point (the tip at the bottom centre of
 * its box), a cluster's disc is centred on it.
 */
export function tapBox(point: Pixel, isCluster: boolean): Box {
  const half = TAP_TARGET / 2;
  const top = isCluster ? point.y - half : point.y - TAP_TARGET;
  return { left: point.x - half, right: point.x + half, top, bottom: top + TAP_TARGET };
}

export const boxesOverlap = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

interface Group {
  places: Place[];
  point: Pixel;
}

function meanPoint(places: readonly Place[], zoom: number): Pixel {
  let x = 0;
  let y = 0;
  for (const place of places) {
    const pixel = worldPixel(placePosition(place) ?? { lat: 0, lng: 0 }, zoom);
    x += pixel.x;
    y += pixel.y;
  }
  return { x: x / places.length, y: y / places.length };
}

const groupBox = (group: Group) => tapBox(group.point, group.places.length > 1);

function overlappingPair(groups: readonly Group[]): [Group, Group] | null {
  for (const [i, a] of groups.entries()) {
    for (const b of groups.slice(i + 1)) if (boxesOverlap(groupBox(a), groupBox(b))) return [a, b];
  }
  return null;
}

/**
 * Supercluster gathers places around a first one, so a cluster's centre can end up nearer a neighbour than
 * its radius, and a pin and a cluster are boxed differently: any two targets whose tap boxes still overlap
 * are merged here, until none do. That is the promise the map keeps: no two tappable things overlap.
 */
function mergeOverlapping(groups: readonly Group[], zoom: number): readonly Group[] {
  let merged = groups;
  for (let pair = overlappingPair(merged); pair !== null; pair = overlappingPair(merged)) {
    const [a, b] = pair;
    const places = [...a.places, ...b.places];
    merged = [
      ...merged.filter((group) => group !== a && group !== b),
      { places, point: meanPoint(places, zoom) },
    ];
  }
  return merged;
}

function toTarget(group: Group, zoom: number): MapTarget {
  const places = [...group.places].sort((a, b) => a.id - b.id);
  const ids = places.map((place) => String(place.id)).join('-');
  const [first] = places;
  const own = places.length === 1 && first !== undefined ? placePosition(first) : null;
  return {
    key: places.length === 1 ? `place-${ids}` : `cluster-${ids}`,
    places,
    position: own ?? fromWorldPixel(group.point, zoom),
  };
}

/** The targets of a set of places at each zoom, and the zoom at which a cluster comes apart. */
export interface PlaceClusters {
  /** What the map draws at `zoom`: a pin per place standing alone, a cluster for places within a thumb. */
  targetsAt(zoom: number): MapTarget[];
  /**
   * The first zoom above `zoom` at which the places of `target` are no longer all in one target, or null
   * when they stay together up to the map's highest zoom (places at one spot: the map fans them out).
   */
  splitZoom(target: MapTarget, zoom: number): number | null;
}

/** Clusters the places that have a position (the others are listed, not pinned). */
export function clusterPlaces(places: readonly Place[]): PlaceClusters {
  const pinned = places.flatMap((place) => {
    const position = placePosition(place);
    return position === null ? [] : [{ place, position }];
  });
  const index = new Supercluster<{ index: number }>({
    // Radius in screen pixels: supercluster measures it against the tile extent, here Leaflet's 256 px.
    radius: CLUSTER_RADIUS,
    extent: TILE_SIZE,
    // Places at one spot stay a cluster up to the highest zoom, where tapping fans them out.
    maxZoom: MAP_MAX_ZOOM,
  });
  index.load(
    pinned.map(({ position }, i) => ({
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: [position.lng, position.lat] },
      properties: { index: i },
    })),
  );
  const placeAt = (i: number): Place[] => {
    const entry = pinned[i];
    return entry === undefined ? [] : [entry.place];
  };
  const cache = new Map<number, MapTarget[]>();

  function targetsAt(zoom: number): MapTarget[] {
    const kept = cache.get(zoom);
    if (kept !== undefined) return kept;
    const groups = index.getClusters([-180, -85, 180, 85], Math.floor(zoom)).map((feature): Group => {
      const { properties } = feature;
      const members =
        'cluster' in properties
          ? index.getLeaves(properties.cluster_id, Infinity).flatMap((leaf) => placeAt(leaf.properties.index))
          : placeAt(properties.index);
      return { places: members, point: meanPoint(members, zoom) };
    });
    const targets = mergeOverlapping(groups, zoom).map((group) => toTarget(group, zoom));
    cache.set(zoom, targets);
    return targets;
  }

  function splitZoom(target: MapTarget, zoom: number): number | null {
    const [first] = target.places;
    if (first === undefined) return null;
    for (let next = Math.floor(zoom) + 1; next <= MAP_MAX_ZOOM; next += 1) {
      const holder = targetsAt(next).find((candidate) => candidate.places.includes(first));
      if (holder === undefined || target.places.some((place) => !holder.places.includes(place))) return next;
    }
    return null;
  }

  return { targetsAt, splitZoom };
}
