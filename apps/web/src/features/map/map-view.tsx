import { MAP_FOCUS_ZOOM, placePosition, type Place, type PlaceMarker } from '@campus/domain/place';
import { latLngBounds, point, type FitBoundsOptions, type Point } from 'leaflet';
import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';
import { useMap } from 'react-leaflet';
import { TAP_TARGET } from './place-targets.ts';

/** How much of the map a panel laid over it hides, in CSS pixels from its bottom and right edges. */
export interface Covered {
  bottom: number;
  right: number;
}

interface Rect {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/**
 * The part of the map a panel hides: a sheet across (nearly) the map's whole width hides its bottom (phones),
 * a narrower panel its right side (wide screens). No panel, or one beside the map, hides nothing.
 */
export function coveredBy(panel: Rect | null, map: Rect): Covered {
  if (panel === null) return { bottom: 0, right: 0 };
  const left = Math.max(panel.left, map.left);
  const right = Math.min(panel.right, map.right);
  const top = Math.max(panel.top, map.top);
  const bottom = Math.min(panel.bottom, map.bottom);
  if (right <= left || bottom <= top) return { bottom: 0, right: 0 };
  if (right - left >= 0.9 * (map.right - map.left)) return { bottom: map.bottom - top, right: 0 };
  return { bottom: 0, right: map.right - left };
}

/** Room kept around what the map shows, so a pin is never flush with an edge or a panel. */
const MARGIN = 16;

/**
 * What a fit leaves free: the margin all round, the height of a pin above the topmost place (a pin stands
 * above its point), and the part the panel hides.
 */
export function viewPadding(covered: Covered): { paddingTopLeft: Point; paddingBottomRight: Point } {
  return {
    paddingTopLeft: point(MARGIN, MARGIN + TAP_TARGET),
    paddingBottomRight: point(MARGIN + covered.right, MARGIN + covered.bottom),
  };
}

interface MapViewProps {
  places: readonly Place[];
  selected: Place | null;
  filterKey: string;
  panel: RefObject<HTMLElement | null>;
}

/**
 * Where the map looks (spec §2.8 and issue #29): it opens on the campus at zoom 16; a selected place is
 * shown at zoom 19 (closer if the person is already closer) with its pin in the middle of what the panel
 * leaves free; a new filter fits the places it lets through. When the panel or the map changes size (the
 * sheet's picture arrives, the phone turns), the selected pin is brought back into the free part.
 */
export function MapView({ places, selected, filterKey, panel }: MapViewProps) {
  const map = useMap();
  const moving = useRef(false);
  const clearAfterMove = useRef(false);

  const covered = () =>
    coveredBy(panel.current?.getBoundingClientRect() ?? null, map.getContainer().getBoundingClientRect());
  const selectedPosition = (): PlaceMarker | null => (selected === null ? null : placePosition(selected));

  // A map with no room left inside the padding (hidden, not laid out yet) cannot fit anything: Leaflet would
  // compute a zoom of NaN. It then only moves to the place, at the zoom asked.
  const fitOptions = (maxZoom: number): FitBoundsOptions | null => {
    const padding = viewPadding(covered());
    const size = map.getSize();
    const room = size.subtract(padding.paddingTopLeft).subtract(padding.paddingBottomRight);
    return room.x > 0 && room.y > 0 ? { ...padding, maxZoom } : null;
  };

  const focusSelected = useEffectEvent(() => {
    const position = selectedPosition();
    if (position === null) return;
    const { lat, lng } = position;
    const zoom = Math.max(MAP_FOCUS_ZOOM, map.getZoom());
    const options = fitOptions(zoom);
    if (options === null) map.setView([lat, lng], zoom);
    else {
      map.fitBounds(
        latLngBounds([
          [lat, lng],
          [lat, lng],
        ]),
        options,
      );
    }
  });

  const fitPlaces = useEffectEvent(() => {
    const positions = places.flatMap((place) => {
      const position = placePosition(place);
      return position === null ? [] : [[position.lat, position.lng] as [number, number]];
    });
    if (positions.length === 0) return;
    const bounds = latLngBounds(positions);
    const options = fitOptions(MAP_FOCUS_ZOOM);
    if (options === null) map.setView(bounds.getCenter(), map.getZoom());
    else map.fitBounds(bounds, options);
  });

  const keepSelectedClear = useEffectEvent(() => {
    map.invalidateSize();
    const { bottom, right } = covered();
    // The map's own controls (zoom, attribution) move out from under the panel too.
    const container = map.getContainer();
    container.style.setProperty('--map-covered-bottom', `${String(bottom)}px`);
    container.style.setProperty('--map-covered-right', `${String(right)}px`);
    const position = selectedPosition();
    if (position === null) return;
    // Panning in the middle of a zoom would measure the old zoom: wait for the move to end.
    if (moving.current) {
      clearAfterMove.current = true;
      return;
    }
    if (fitOptions(map.getZoom()) !== null)
      map.panInside([position.lat, position.lng], viewPadding({ bottom, right }));
  });

  const selectedId = selected?.id ?? null;
  useEffect(() => {
    focusSelected();
  }, [selectedId]);

  const shownFilter = useRef(filterKey);
  useEffect(() => {
    if (shownFilter.current === filterKey) return;
    shownFilter.current = filterKey;
    fitPlaces();
  }, [filterKey]);

  useEffect(() => {
    const observer = new ResizeObserver(() => {
      keepSelectedClear();
    });
    observer.observe(map.getContainer());
    if (panel.current !== null) observer.observe(panel.current);
    const onMoveStart = () => {
      moving.current = true;
    };
    const onMoveEnd = () => {
      moving.current = false;
      if (clearAfterMove.current) {
        clearAfterMove.current = false;
        keepSelectedClear();
      }
    };
    map.on('movestart', onMoveStart).on('moveend', onMoveEnd);
    return () => {
      observer.disconnect();
      map.off('movestart', onMoveStart).off('moveend', onMoveEnd);
    };
  }, [map, panel]);

  return null;
}
