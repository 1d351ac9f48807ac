import { placeColor, type Place } from '@campus/domain/place';
import type { TagTerm } from '@campus/domain/taxonomy';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Loading } from '../../ui/loading.tsx';
import { RetryNotice } from '../../ui/retry-notice.tsx';
import { usePlaceCategories } from './api/get-place-categories.ts';
import { usePlaceTranslation } from '../../entities/places/api/get-place-translation.ts';
import { usePlaces } from '../../entities/places/api/get-places.ts';
import { markerOfPlace } from './marker-lookup.ts';
import { PlaceFilter } from './place-filter.tsx';
import { PlaceList } from './place-list.tsx';
import { PlaceSheet } from './place-sheet.tsx';
import './map.css';

// Leaflet and its CSS load with the map, never with the rest of the portal.
const CampusMap = lazy(() => import('./campus-map.tsx'));

const MAP_PATH = '/pages/map';

/** The place id of /pages/map/{id}, or null (an id that names no place selects nothing). */
function placeIdOf(param: string | undefined): number | null {
  if (param === undefined || !/^\d{1,10}$/.test(param)) return null;
  return Number(param);
}

const inFilter = (filter: ReadonlySet<number>) => (place: Place) =>
  filter.size === 0 || (place.acf.place_category !== null && filter.has(place.acf.place_category));

/**
 * The id of /pages/map/{id} as a place of the reader's language: the id itself when it is one of the
 * places shown, else the translation the server gives for it (an id from the other language's list, in a
 * shared link or after the reader switched language), put in the URL in place of the other one.
 */
function useSelectedPlace(all: readonly Place[] | undefined, id: number | null): Place | null {
  const navigate = useNavigate();
  const selected = all?.find((place) => place.id === id) ?? null;
  const translation = usePlaceTranslation(id, all !== undefined && selected === null);
  const translatedId = translation.data?.id;
  useEffect(() => {
    if (translatedId !== undefined && translatedId !== id) {
      void navigate(`${MAP_PATH}/${String(translatedId)}`, { replace: true });
    }
  }, [navigate, id, translatedId]);
  return selected;
}

/**
 * /pages/map and /pages/map/{id} (spec §2.8, issue #29): the campus map filling the screen, a category
 * filter, and a panel over the map for the selected place or the list of places (a sheet from the bottom
 * on phones, beside on wide screens). Selecting a place pushes /pages/map/{id}, so the back button and a
 * reload keep it; Escape or Close closes it and the focus goes back to what opened it.
 */
export function MapPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('map:title'));
  const navigate = useNavigate();
  const selectedId = placeIdOf(useParams().id);
  const places = usePlaces();
  const categories = usePlaceCategories();
  const [filter, setFilter] = useState<ReadonlySet<number>>(new Set());
  const [listOpen, setListOpen] = useState(false);
  const listId = useId();
  const page = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const listButton = useRef<HTMLButtonElement>(null);
  // What had the focus when a place opened (a marker, a link of the list), given it back on close.
  const opener = useRef<HTMLElement | null>(null);

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
  const visible = useMemo(() => (all ?? []).filter(inFilter(filter)), [all, filter]);
  const selected = useSelectedPlace(all, selectedId);
  const filterKey = [...filter].sort((a, b) => a - b).join(',');

  const select = useCallback(
    (place: Place, from: Element | null = document.activeElement) => {
      // A marker or a link of the list: the focus goes back there when the place closes.
      if (from instanceof HTMLElement && from !== document.body && from.closest('.place-sheet') === null) {
        opener.current = from;
      }
      void navigate(`${MAP_PATH}/${String(place.id)}`);
    },
    [navigate],
  );
  const close = useCallback(() => {
    void navigate(MAP_PATH);
  }, [navigate]);
  const changeFilter = (next: ReadonlySet<number>) => {
    setFilter(next);
    // A selected place the new filter hides is closed with it.
    if (selected !== null && !inFilter(next)(selected)) void navigate(MAP_PATH, { replace: true });
  };

  // The panel shows a new place, or the list, from its top (not where the list was scrolled to).
  useLayoutEffect(() => {
    if (panel.current !== null) panel.current.scrollTop = 0;
  }, [selectedId, listOpen]);

  // When the place closes with the focus in its sheet (Close, Escape), the focus goes back to what opened
  // it, else to the place's marker. A place closed from elsewhere (the filter) leaves the focus there.
  const selectedPlaceId = selected?.id ?? null;
  const wasOpen = useRef<number | null>(null);
  useEffect(() => {
    const closedId = wasOpen.current;
    wasOpen.current = selectedPlaceId;
    if (selectedPlaceId !== null || closedId === null) return;
    const from = opener.current;
    opener.current = null;
    if (document.activeElement !== document.body && document.activeElement !== null) return;
    const target =
      from !== null && from.isConnected && from.closest('[hidden]') === null
        ? from
        : page.current === null
          ? null
          : markerOfPlace(page.current, closedId);
    target?.focus({ preventScroll: true });
  }, [selectedPlaceId]);

  // Escape closes the place, else the list (the filter panel and the map's fan handle theirs first). Set
  // in the commit that shows the place or the list, not after its paint: an Escape pressed as soon as the
  // sheet appears closes it (an end-to-end journey's Escape once landed in between and was lost).
  useLayoutEffect(() => {
    if (selectedPlaceId === null && !listOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const active = document.activeElement;
      if (active !== document.body && page.current?.contains(active) !== true) return;
      event.preventDefault();
      if (selectedPlaceId !== null) {
        void navigate(MAP_PATH);
        return;
      }
      setListOpen(false);
      listButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [navigate, selectedPlaceId, listOpen]);

  const filtered = filter.size > 0;
  const shown = visible.length;
  const status = filtered
    ? t(`map:filterStatus.${new Intl.PluralRules(i18n.language).select(shown) === 'one' ? 'one' : 'other'}`, {
        shown,
        total: all?.length ?? 0,
      })
    : '';

  let body;
  if (places.isPending) body = <Loading />;
  else if (places.isError) {
    body = <RetryNotice message={t('map:loadError')} onRetry={() => void places.refetch()} />;
  } else if (places.data.length === 0) body = <p className="map-page__empty">{t('map:empty')}</p>;
  else {
    body = (
      <div className="map-page__stage">
        <Suspense fallback={<Loading />}>
          <CampusMap
            places={visible}
            colorOf={colorOf}
            selected={selected}
            onSelect={select}
            filterKey={filterKey}
            panel={panel}
          />
        </Suspense>
        <div ref={panel} className="map-panel" data-open={selected !== null || listOpen}>
          {selected !== null && <PlaceSheet place={selected} onClose={close} />}
          <PlaceList
            id={listId}
            places={visible}
            selectedId={selectedPlaceId}
            colorOf={colorOf}
            hidden={!listOpen || selected !== null}
            onOpen={select}
            onClose={() => {
              setListOpen(false);
              listButton.current?.focus();
            }}
          />
        </div>
      </div>
    );
  }

  return (
    <div className="map-page" ref={page}>
      <header className="map-page__header">
        <h1 className="page-header__title map-page__title">{t('map:title')}</h1>
        <div className="map-page__tools">
          <button
            ref={listButton}
            type="button"
            className="button"
            aria-expanded={listOpen}
            aria-controls={listId}
            onClick={() => {
              setListOpen(!listOpen);
            }}
          >
            {t('map:showList')}
          </button>
          {(categories.data?.length ?? 0) > 0 && (
            <PlaceFilter
              categories={categories.data ?? []}
              selected={filter}
              onChange={changeFilter}
              colorOf={categoryColor}
            />
          )}
        </div>
      </header>
      <div className="map-page__filter-status" data-filtered={filtered}>
        <p role="status" className="map-page__filter-count">
          {status}
        </p>
        {filtered && (
          <button
            type="button"
            className="button button--quiet"
            onClick={() => {
              changeFilter(new Set());
            }}
          >
            {t('map:showAllShort')}
          </button>
        )}
      </div>
      {body}
    </div>
  );
}
