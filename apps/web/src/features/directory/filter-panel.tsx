import type { DirectoryTagGroup } from '@campus/domain/directory-user';
import { useEffect, useRef, type Dispatch, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useTagGroups } from './api/get-tag-groups.ts';
import type { FilterPanelEvent, FilterPanelState, PanelView } from './filter-panel-machine.ts';
import { matchesChildSearch, showsChildSearch, tagLabel, truncateSelectedName } from './filter-text.ts';

/**
 * The directory filter side panel of spec §2.9: the establishment, study_year and discipline groups (those
 * with people only), each with its selected child name, a group's children (single-select, with a search
 * box above 10), and Reset. Its states live in filter-panel-machine.ts.
 */
export function FilterPanel({
  state,
  dispatch,
}: {
  state: FilterPanelState;
  dispatch: Dispatch<FilterPanelEvent>;
}) {
  const { t, i18n } = useTranslation();
  const groups = useTagGroups();
  const { view } = state;
  const panel = useRef<HTMLElement>(null);
  useFocusAcrossViews(panel, view);
  if (view.name === 'closed') return null;
  const language = i18n.language;

  let body;
  if (groups.isPending) body = <p role="status">{t('common:loading')}</p>;
  else if (groups.isError) body = <p role="alert">{t('directory:filter.error')}</p>;
  else if (view.name === 'groupDetail') {
    const group = groups.data.find((candidate) => candidate.id === view.groupId);
    body =
      group === undefined ? null : (
        <GroupDetail
          group={group}
          state={state}
          search={view.search}
          dispatch={dispatch}
          language={language}
        />
      );
  } else {
    const visible = groups.data.filter((group) => group.count > 0);
    body = (
      <>
        {view.name === 'reset' && <p role="status">{t('directory:filter.cleared')}</p>}
        <ul className="filter-panel__groups">
          {visible.map((group) => {
            const chosen = group.children.find((child) => child.id === state.selected[group.id]);
            return (
              <li key={group.id}>
                <button
                  type="button"
                  className="filter-panel__group"
                  data-group-id={group.id}
                  onClick={() => {
                    dispatch({ type: 'chooseGroup', groupId: group.id });
                  }}
                >
                  <span className="filter-panel__group-name">{tagLabel(group, language)}</span>
                  {chosen !== undefined && (
                    <span className="filter-panel__selected">
                      {truncateSelectedName(tagLabel(chosen, language))}
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      </>
    );
  }

  return (
    <aside ref={panel} className="filter-panel" aria-labelledby="filter-panel-title">
      <header className="filter-panel__header">
        <h2 id="filter-panel-title">{t('directory:filter.title')}</h2>
        <button
          type="button"
          className="icon-button"
          aria-label={t('directory:filter.close')}
          onClick={() => {
            dispatch({ type: 'close' });
          }}
        >
          <span aria-hidden="true">×</span>
        </button>
      </header>
      {body}
      <button
        type="button"
        className="button button--quiet filter-panel__reset"
        onClick={() => {
          dispatch({ type: 'reset' });
        }}
      >
        {t('directory:filter.reset')}
      </button>
    </aside>
  );
}

/**
 * Each view replaces the control that led to it, so focus is placed on purpose instead of dropping to
 * <body> (issue #34): a group's detail starts at its search box or its chosen (else first) value, the way
 * back to the list lands on the group just left, and closing returns to the Filter button. Reset keeps its
 * own button focused.
 */
function useFocusAcrossViews(panel: RefObject<HTMLElement | null>, view: PanelView) {
  const previous = useRef(view);
  // The panel is gone once closed: what holds it and its Filter button is kept while it is open.
  const container = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = view;
    const root = panel.current;
    if (root !== null) container.current = root.parentElement;
    if (view.name === 'closed' && before.name !== 'closed') {
      // Closed by its own close button, which went with it: back to the Filter button that opens it.
      const focused = document.activeElement;
      const lost = focused === null || focused === document.body || !focused.isConnected;
      if (lost) nearestFilterToggle(container.current)?.focus();
      return;
    }
    if (root === null || before.name === view.name) return;
    if (view.name === 'groupDetail') {
      const target =
        root.querySelector<HTMLElement>('.filter-panel__search') ??
        root.querySelector<HTMLElement>('.filter-panel__children input:checked') ??
        root.querySelector<HTMLElement>('.filter-panel__children input');
      target?.focus();
    } else if (before.name === 'groupDetail' && view.name === 'groupList') {
      root.querySelector<HTMLElement>(`[data-group-id="${String(before.groupId)}"]`)?.focus();
    }
  }, [panel, view]);
}

function GroupDetail({
  group,
  state,
  search,
  dispatch,
  language,
}: {
  group: DirectoryTagGroup;
  state: FilterPanelState;
  search: string;
  dispatch: Dispatch<FilterPanelEvent>;
  language: string;
}) {
  const { t } = useTranslation();
  const searchable = showsChildSearch(group.children.length);
  const children = searchable
    ? group.children.filter((child) => matchesChildSearch(tagLabel(child, language), search))
    : group.children;
  const title = tagLabel(group, language);
  return (
    <div className="filter-panel__detail">
      <button
        type="button"
        className="button button--quiet"
        onClick={() => {
          dispatch({ type: 'back' });
        }}
      >
        {t('directory:filter.back')}
      </button>
      {searchable && (
        <input
          type="search"
          className="filter-panel__search"
          aria-label={t('directory:filter.searchLabel', { group: title })}
          placeholder={t('directory:filter.searchPlaceholder')}
          value={search}
          onChange={(event) => {
            dispatch({ type: 'search', text: event.target.value });
          }}
        />
      )}
      <fieldset className="filter-panel__children">
        <legend>{title}</legend>
        {children.length === 0 && <p>{t('directory:filter.noMatch')}</p>}
        {children.map((child) => (
          <label key={child.id} className="filter-panel__child">
            <input
              type="radio"
              name={`filter-group-${String(group.id)}`}
              checked={state.selected[group.id] === child.id}
              onChange={() => undefined}
              onClick={() => {
                dispatch({ type: 'selectTag', groupId: group.id, tagId: child.id });
              }}
            />
            {tagLabel(child, language)}
          </label>
        ))}
      </fieldset>
    </div>
  );
}

/** The Filter button nearest to the panel's place: beside it, or in a header above it. */
function nearestFilterToggle(from: HTMLElement | null): HTMLElement | null {
  for (let node = from; node !== null; node = node.parentElement) {
    const toggle = node.querySelector<HTMLElement>('[data-filter-toggle]');
    if (toggle !== null) return toggle;
  }
  return null;
}
