import { MAP_MARKER_SIZE } from '@campus/domain/place';

/**
 * The marker of a place (spec §9: 24 × 36, the category's colour): a pin drawn as inline SVG, so the map
 * needs no image from a CDN and any colour works. `color` comes from placeColor, which only lets a hex
 * colour through, so it is safe inside the markup.
 */
export function markerSvg(color: string): string {
  const { width, height } = MAP_MARKER_SIZE;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${String(width)}" height="${String(height)}" ` +
    `viewBox="0 0 24 36" aria-hidden="true" focusable="false">` +
    `<path d="M12 0C5.4 0 0 5.4 0 12c0 9 12 24 12 24s12-15 12-24C24 5.4 18.6 0 12 0z" fill="${color}" ` +
    `stroke="#ffffff" stroke-width="1.5"/><circle cx="12" cy="12" r="4.5" fill="#ffffff"/></svg>`
  );
}
