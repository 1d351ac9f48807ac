/**
 * The marker that holds a place, if the map draws one: its own pin (drawn or fanned out) first, else the
 * cluster it is in; never a cluster whose places are fanned out around it. Markers carry the ids of their
 * places in `data-places`; this module stays free of Leaflet so the page can use it without the map's chunk.
 */
export function markerOfPlace(container: ParentNode, placeId: number): HTMLElement | null {
  const holders = [
    ...container.querySelectorAll<HTMLElement>(`.leaflet-marker-icon[data-places~="${String(placeId)}"]`),
  ].filter((element) => element.getAttribute('aria-expanded') !== 'true');
  return holders.find((element) => element.dataset.places === String(placeId)) ?? holders[0] ?? null;
}
