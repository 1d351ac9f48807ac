import { MAP_CENTER, MAP_MAX_ZOOM, MAP_ZOOM, type Place } from '@campus/domain/place';
import 'leaflet/dist/leaflet.css';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, TileLayer } from 'react-leaflet';
import { usePortalConfig } from '../../lib/portal-config-context.tsx';
import { MapView } from './map-view.tsx';
import { PlaceMarkers } from './place-markers.tsx';

export interface CampusMapProps {
  /** The places the filter lets through. */
  places: readonly Place[];
  colorOf: (place: Place) => string;
  selected: Place | null;
  onSelect: (place: Place) => void;
  /** Changes when the filter changes: the map then fits the places it shows. */
  filterKey: string;
  /** The panel laid over the map (the place's sheet, the list), whose pins the map keeps out from under. */
  panel: RefObject<HTMLElement | null>;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${String(character.charCodeAt(0))};`);

/**
 * The Leaflet map of spec §2.8 and §9, in its own chunk with Leaflet's code and CSS: centred on the campus
 * at zoom 16 (max 22), tiles and attribution from the portal config, the places as pins and clusters in
 * their categories' colours. Markers are buttons named after what they hold: Tab reaches them, Enter opens
 * them.
 */
export default function CampusMap({ places, colorOf, selected, onSelect, filterKey, panel }: CampusMapProps) {
  const { t } = useTranslation();
  const { map: tiles } = usePortalConfig();
  const attribution = `<a href="${escapeHtml(tiles.attributionUrl)}" target="_blank" rel="noopener noreferrer">${escapeHtml(tiles.attribution)}</a>`;
  return (
    <div className="campus-map" role="region" aria-label={t('map:mapLabel')}>
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
        <PlaceMarkers places={places} selected={selected} colorOf={colorOf} onSelect={onSelect} />
        <MapView places={places} selected={selected} filterKey={filterKey} panel={panel} />
      </MapContainer>
    </div>
  );
}
