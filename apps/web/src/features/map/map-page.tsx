import { placeColor, type Place } from '@campus/domain/place';
import type { TagTerm } from '@campus/domain/taxonomy';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Loading } from '../../ui/loading.tsx';
import { usePlaceCategories } from './api/get-place-categories.ts';
import { usePlaces } from './api/get-places.ts';
import { PlaceFilter } from './place-filter.tsx';
import { PlaceList } from './place-list.tsx';
import { PlaceSheet } from './place-sheet.tsx';
import { RetryNotice } from '../../ui/retry-notice.tsx';
import './map.css';

// Leaflet and its CSS load with the map, never with the rest of the portal.
const CampusMap = lazy(() => import('./campus-map.tsx'));

const MAP_PATH = '/pages/map';

/** The place id of /pages/map/{id}, or null (an id that names no place selects nothing). */
function placeIdOf(param: string | undefined): number | null {
  if (param === undefined || !/^\d{1,10}$/.test(param)) return null;
  return Number(param);
}

/**
 * /pages/map and /pages/map/{id} (spec §2.8): the campus map with a marker per place, a category filter,
 * the list of places beside it, and the sheet of the selected place. Selecting a place pushes
 * /pages/map/{id}, so the back button and a reload keep it.
 */
export function MapPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('map.title'));
  const navigate = useNavigate();
  const selectedId = placeIdOf(useParams().id);
  const places = usePlaces();
  const categories = usePlaceCategories();
  const [filter, setFilter] = useState<ReadonlySet<number>>(new Set());

  const categoryById = useMemo(
    () => new Map((categories.data ?? []).map((category) => [category.id, category])),
    [categories.data],
  );
  const colorOf = useCallback((place: Place) => placeColor(place, categoryById), [categoryById]);
  const categoryColor = useCallback(
    (category: TagTerm) => placeColor({ acf: { place_category: category.id } } as Place, categoryById),
    [categoryById],
  );
  const all = places.data;
  const visible = useMemo(
    () =>
      filter.size === 0
        ? (all ?? [])
        : (all ?? []).filter(
            (place) => place.acf.place_category !== null && filter.has(place.acf.place_category),
          ),
    [all, filter],
  );
  const selected = all?.find((place) => place.id === selectedId) ?? null;
  const select = useCallback(
    (place: Place) => {
      void navigate(`${MAP_PATH}/${String(place.id)}`);
    },
    [navigate],
  );

  let body;
  if (places.isPending) body = <Loading />;
  else if (places.isError) {
    body = <RetryNotice message={t('map.loadError')} onRetry={() => void places.refetch()} />;
  } else if (places.data.length === 0) body = <p className="map-page__empty">{t('map.empty')}</p>;
  else {
    body = (
      <div className="map-page__layout">
        <Suspense fallback={<Loading />}>
          <CampusMap places={visible} colorOf={colorOf} selected={selected} onSelect={select} />
        </Suspense>
        <div className="map-page__side">
          {selected !== null && (
            <PlaceSheet
              place={selected}
              onClose={() => {
                void navigate(MAP_PATH);
              }}
            />
          )}
          <PlaceList places={visible} selectedId={selectedId} colorOf={colorOf} />
        </div>
      </div>
    );
  }

  return (
    <div className="map-page">
      <header className="page-header map-page__header">
        <h1 className="page-header__title">{t('map.title')}</h1>
        {(categories.data?.length ?? 0) > 0 && (
          <PlaceFilter
            categories={categories.data ?? []}
            selected={filter}
            onChange={setFilter}
            colorOf={categoryColor}
          />
        )}
      </header>
      {body}
    </div>
  );
}
