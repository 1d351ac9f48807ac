import {
  MAP_CENTER,
  MAP_FOCUS_ZOOM,
  MAP_MARKER_SIZE,
  MAP_MAX_ZOOM,
  MAP_ZOOM,
  placePosition,
  type Place,
} from '@campus/domain/place';
import { divIcon } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, TileLayer, useMap } from 'react-leaflet';
import { usePortalConfig } from '../../lib/portal-config-context.tsx';
import { markerSvg } from './marker-icon.ts';

export interface CampusMapProps {
  places: readonly Place[];
  colorOf: (place: Place) => string;
  selected: Place | null;
  onSelect: (place: Place) => void;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${String(character.charCodeAt(0))};`);

/** Zooms to the selected place (spec §2.8: zoom 19), also on a cold load of /pages/map/{id}. */
function FocusOn({ place }: { place: Place | null }) {
  const map = useMap();
  useEffect(() => {
    const position = place === null ? null : placePosition(place);
    if (position !== null) map.setView([position.lat, position.lng], MAP_FOCUS_ZOOM);
  }, [map, place]);
  return null;
}

/**
 * The Leaflet map of spec §2.8 and §9, in its own chunk with Leaflet's code and CSS: centred on the campus
 * at zoom 16 (max 22), tiles and attribution from the portal config, one pin per place in its category's
 * colour. Markers are buttons named after their place: Tab reaches them, Enter opens them.
 */
export default function CampusMap({ places, colorOf, selected, onSelect }: CampusMapProps) {
  const { t } = useTranslation();
  const { map: tiles } = usePortalConfig();
  const attribution = `<a href="${escapeHtml(tiles.attributionUrl)}" target="_blank" rel="noopener noreferrer">${escapeHtml(tiles.attribution)}</a>`;
  const markers = useMemo(
    () =>
      places.flatMap((place) => {
        const position = placePosition(place);
        if (position === null) return [];
        const icon = divIcon({
          className: 'map-marker',
          html: markerSvg(colorOf(place)),
          iconSize: [MAP_MARKER_SIZE.width, MAP_MARKER_SIZE.height],
          iconAnchor: [MAP_MARKER_SIZE.width / 2, MAP_MARKER_SIZE.height],
        });
        return [{ place, position, icon }];
      }),
    [places, colorOf],
  );
  return (
    <div className="campus-map" role="region" aria-label={t('map.mapLabel')}>
      <MapContainer
        className="campus-map__canvas"
        center={[MAP_CENTER.lat, MAP_CENTER.lng]}
        zoom={MAP_ZOOM}
        maxZoom={MAP_MAX_ZOOM}
        scrollWheelZoom
      >
        <TileLayer
          url={tiles.tileUrl}
          attribution={attribution}
          maxZoom={MAP_MAX_ZOOM}
          maxNativeZoom={tiles.maxNativeZoom}
        />
        {markers.map(({ place, position, icon }) => (
          <Marker
            key={place.id}
            position={[position.lat, position.lng]}
            icon={icon}
            title={place.title.rendered}
            keyboard
            eventHandlers={{
              click: () => {
                onSelect(place);
              },
              // Leaflet makes the marker a focusable button but passes keys on as they come: Enter and
              // Space open it, as they would a button.
              keypress: (event) => {
                const { key } = event.originalEvent;
                if (key === 'Enter' || key === ' ') {
                  event.originalEvent.preventDefault();
                  onSelect(place);
                }
              },
            }}
          />
        ))}
        <FocusOn place={selected} />
      </MapContainer>
    </div>
  );
}
