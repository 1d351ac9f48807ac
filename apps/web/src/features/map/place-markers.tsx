import { placePosition, type Place, type PlaceMarker } from '@campus/domain/place';
import { divIcon, latLngBounds, point, type DivIcon, type Marker as LeafletMarker } from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Marker, Polyline, useMap, useMapEvents } from 'react-leaflet';
import { fanOffsets } from './fan-out.ts';
import { markerOfPlace } from './marker-lookup.ts';
import { clusterSvg, markerSvg } from './marker-icon.ts';
import { clusterPlaces, TAP_TARGET, type MapTarget, type PlaceClusters } from './place-targets.ts';

interface PlaceMarkersProps {
  /** The places the filter lets through. */
  places: readonly Place[];
  selected: Place | null;
  colorOf: (place: Place) => string;
  onSelect: (place: Place) => void;
}

/** A cluster of places at one spot, fanned out around it after a tap at the highest zoom. */
interface Fan {
  clusters: PlaceClusters;
  target: MapTarget;
}

// One icon per look, kept: react-leaflet gives a marker a new icon (and Leaflet redraws it) whenever the
// icon object differs from the last render's.
const icons = new Map<string, DivIcon>();
function keptIcon(key: string, make: () => DivIcon): DivIcon {
  let icon = icons.get(key);
  if (icon === undefined) {
    icon = make();
    icons.set(key, icon);
  }
  return icon;
}

const pinIcon = (color: string, selected: boolean): DivIcon =>
  keptIcon(`pin ${color} ${String(selected)}`, () =>
    divIcon({
      className: selected ? 'map-marker map-marker--selected' : 'map-marker',
      html: markerSvg(color, selected),
      iconSize: [TAP_TARGET, TAP_TARGET],
      // The pin's tip, at the bottom centre of its tap box, stands on the place.
      iconAnchor: [TAP_TARGET / 2, TAP_TARGET],
    }),
  );

const clusterIcon = (colors: readonly string[]): DivIcon =>
  keptIcon(`cluster ${colors.join(' ')}`, () =>
    divIcon({
      className: 'map-marker map-marker--cluster',
      html: clusterSvg(colors),
      iconSize: [TAP_TARGET, TAP_TARGET],
      iconAnchor: [TAP_TARGET / 2, TAP_TARGET / 2],
    }),
  );

interface TargetMarkerProps {
  target: MapTarget;
  position: PlaceMarker;
  icon: DivIcon;
  /** The accessible name (and tooltip) of the button. */
  name: string;
  current?: boolean;
  expanded?: boolean;
  zIndexOffset?: number;
  onActivate: (viaKeyboard: boolean) => void;
}

/**
 * One pin or cluster, a button for Leaflet (Tab reaches it, Enter and Space activate it as they would a
 * button). Leaflet owns its element, so what a screen reader needs is written on it after each render: its
 * name, whether it is the selected place (aria-current), whether its fan is open, and the places it holds.
 */
function TargetMarker({
  target,
  position,
  icon,
  name,
  current = false,
  expanded,
  zIndexOffset = 0,
  onActivate,
}: TargetMarkerProps) {
  const marker = useRef<LeafletMarker>(null);
  useEffect(() => {
    const element = marker.current?.getElement();
    if (element === undefined) return;
    element.setAttribute('aria-label', name);
    element.title = name;
    element.dataset.places = target.places.map((place) => String(place.id)).join(' ');
    if (current) element.setAttribute('aria-current', 'true');
    else element.removeAttribute('aria-current');
    if (expanded === undefined) element.removeAttribute('aria-expanded');
    else element.setAttribute('aria-expanded', String(expanded));
  });
  return (
    <Marker
      ref={marker}
      position={[position.lat, position.lng]}
      icon={icon}
      title={name}
      keyboard
      zIndexOffset={zIndexOffset}
      eventHandlers={{
        click: () => {
          onActivate(false);
        },
        // Leaflet makes the marker a focusable button but passes keys on as they come: Enter and Space
        // activate it, as they would a button.
        keypress: (event) => {
          const { key } = event.originalEvent;
          if (key === 'Enter' || key === ' ') {
            event.originalEvent.preventDefault();
            onActivate(true);
          }
        },
      }}
    />
  );
}

/**
 * The places on the map, clustered so that at any zoom no two tappable things overlap (issue #29): a pin
 * per place standing alone, a numbered disc for places within a thumb of each other. Tapping a cluster
 * zooms to where its places come apart; places at one spot fan out around it instead. The selected place
 * is never in a cluster: its pin stays drawn, highlighted and above the others.
 */
export function PlaceMarkers({ places, selected, colorOf, onSelect }: PlaceMarkersProps) {
  const { t, i18n } = useTranslation();
  const map = useMap();
  const [zoom, setZoom] = useState(() => map.getZoom());
  const [fan, setFan] = useState<Fan | null>(null);
  // Places whose marker takes the keyboard focus once the map has redrawn (after a cluster opened by key),
  // other than the marker that holds exactly `not` (the cluster just opened, until the zoom has redrawn it).
  const focusAfterRedraw = useRef<{ places: readonly number[]; not: string | null } | null>(null);

  const selectedPosition = selected === null ? null : placePosition(selected);
  // Only the id counts for the clusters: a new object for the same place must not make new clusters (and
  // close a fan).
  const selectedId =
    selected !== null && selectedPosition !== null && places.some((place) => place.id === selected.id)
      ? selected.id
      : null;
  const clusters = useMemo(
    () => clusterPlaces(selectedId === null ? places : places.filter((place) => place.id !== selectedId)),
    [places, selectedId],
  );
  const targets = clusters.targetsAt(zoom);
  // A fan belongs to the clusters it was opened on: new places or a new selection close it.
  const fanned = fan !== null && fan.clusters === clusters ? fan.target : null;

  useMapEvents({
    zoomend: () => {
      setZoom(map.getZoom());
    },
    zoomstart: () => {
      setFan(null);
    },
    click: () => {
      setFan(null);
    },
    keydown: (event) => {
      if (event.originalEvent.key !== 'Escape' || fanned === null) return;
      // Escape closes the fan first (the page's own Escape handler skips a handled key).
      event.originalEvent.preventDefault();
      focusAfterRedraw.current = { places: fanned.places.map((place) => place.id), not: null };
      setFan(null);
    },
  });

  useEffect(() => {
    const wanted = focusAfterRedraw.current;
    if (wanted === null) return;
    const container = map.getContainer();
    const marker = wanted.places
      .map((id) => markerOfPlace(container, id))
      .find((element) => element !== null && element.dataset.places !== wanted.not);
    if (marker !== undefined && marker !== null) {
      focusAfterRedraw.current = null;
      marker.focus();
    }
  }, [map, targets, fanned]);

  const listFormat = new Intl.ListFormat(i18n.language, { type: 'conjunction' });
  const openCluster = (target: MapTarget, viaKeyboard: boolean) => {
    // A second tap folds the fan back (the focus, if it was there, stays on the cluster).
    if (fanned === target) {
      setFan(null);
      return;
    }
    const ids = target.places.map((place) => place.id);
    if (viaKeyboard) focusAfterRedraw.current = { places: ids, not: ids.join(' ') };
    const split = clusters.splitZoom(target, zoom);
    if (split === null) {
      setFan({ clusters, target });
      return;
    }
    const bounds = latLngBounds(
      target.places.flatMap((place) => {
        const position = placePosition(place);
        return position === null ? [] : [[position.lat, position.lng] as [number, number]];
      }),
    );
    map.setView(bounds.getCenter(), split);
  };

  const fannedPins =
    fanned === null
      ? []
      : fanOffsets(fanned.places.length).flatMap((offset, i) => {
          const place = fanned.places[i];
          if (place === undefined) return [];
          const centre = map.project([fanned.position.lat, fanned.position.lng], zoom);
          const { lat, lng } = map.unproject(centre.add(point(offset.x, offset.y)), zoom);
          return [{ place, position: { lat, lng } }];
        });

  return (
    <>
      {targets.map((target) => {
        const [only] = target.places;
        if (target.places.length === 1 && only !== undefined) {
          return (
            <TargetMarker
              key={target.key}
              target={target}
              position={target.position}
              icon={pinIcon(colorOf(only), false)}
              name={only.title.rendered}
              onActivate={() => {
                onSelect(only);
              }}
            />
          );
        }
        const names = listFormat.format(target.places.map((place) => place.title.rendered));
        return (
          <TargetMarker
            key={target.key}
            target={target}
            position={target.position}
            icon={clusterIcon(target.places.map(colorOf))}
            name={t('map:cluster', { count: target.places.length, names })}
            expanded={fanned === target}
            onActivate={(viaKeyboard) => {
              openCluster(target, viaKeyboard);
            }}
          />
        );
      })}
      {fanned !== null &&
        fannedPins.map(({ place, position }) => (
          <Polyline
            key={`leg-${String(place.id)}`}
            positions={[
              [fanned.position.lat, fanned.position.lng],
              [position.lat, position.lng],
            ]}
            pathOptions={{ color: '#1b1f1d', weight: 1.5, opacity: 0.7, interactive: false }}
          />
        ))}
      {fannedPins.map(({ place, position }) => (
        <TargetMarker
          key={`fan-${String(place.id)}`}
          target={{ key: `fan-${String(place.id)}`, places: [place], position }}
          position={position}
          icon={pinIcon(colorOf(place), false)}
          name={place.title.rendered}
          zIndexOffset={500}
          onActivate={() => {
            onSelect(place);
          }}
        />
      ))}
      {selected !== null && selectedPosition !== null && selectedId !== null && (
        <TargetMarker
          key={`place-${String(selected.id)}`}
          target={{
            key: `place-${String(selected.id)}`,
            places: [selected],
            position: selectedPosition,
          }}
          position={selectedPosition}
          icon={pinIcon(colorOf(selected), true)}
          name={selected.title.rendered}
          current
          zIndexOffset={1000}
          onActivate={() => {
            onSelect(selected);
          }}
        />
      )}
    </>
  );
}
