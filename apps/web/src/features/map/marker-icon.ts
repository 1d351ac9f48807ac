import { MAP_MARKER_SIZE } from '@campus/domain/place';
import { TAP_TARGET } from './place-targets.ts';

// Colours reach this markup from placeColor, which only lets a hex colour through, so they are safe in it.

const svgOpen = (size: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${String(size)}" height="${String(size)}" ` +
  `viewBox="0 0 ${String(size)} ${String(size)}" aria-hidden="true" focusable="false">`;

/**
 * The marker of a place (spec §9: a 24 × 36 pin in the category's colour) drawn as inline SVG, so the map
 * needs no image from a CDN and any colour works. The pin stands at the bottom centre of a tap-target box
 * (44 × 44), so a thumb that lands a little beside it still opens it. The selected place's pin keeps its
 * size and colour and is marked by a dark outline, a dark centre and a halo around its head.
 */
export function markerSvg(color: string, selected = false): string {
  const { width, height } = MAP_MARKER_SIZE;
  const left = (TAP_TARGET - width) / 2;
  const top = TAP_TARGET - height;
  const halo = selected
    ? `<circle cx="${String(TAP_TARGET / 2)}" cy="${String(top + 12)}" r="17" fill="${color}" ` +
      `fill-opacity="0.25" stroke="${color}" stroke-width="2.5"/>`
    : '';
  return (
    svgOpen(TAP_TARGET) +
    halo +
    `<g transform="translate(${String(left)} ${String(top)})">` +
    `<path d="M12 0C5.4 0 0 5.4 0 12c0 9 12 24 12 24s12-15 12-24C24 5.4 18.6 0 12 0z" fill="${color}" ` +
    `stroke="${selected ? '#1b1f1d' : '#ffffff'}" stroke-width="${selected ? '2' : '1.5'}"/>` +
    `<circle cx="12" cy="12" r="4.5" fill="${selected ? '#1b1f1d' : '#ffffff'}"/></g></svg>`
  );
}

/**
 * A cluster: a white disc a tap target wide with the number of its places, ringed with their categories'
 * colours in proportion (one colour per place given), so the kinds of places inside show before a tap.
 */
export function clusterSvg(colors: readonly string[]): string {
  const centre = TAP_TARGET / 2;
  const radius = centre - 4;
  const circumference = 2 * Math.PI * radius;
  const counts = new Map<string, number>();
  for (const color of colors) counts.set(color, (counts.get(color) ?? 0) + 1);
  let start = 0;
  const arcs = [...counts].map(([color, count]) => {
    const length = (circumference * count) / colors.length;
    const arc =
      `<circle cx="${String(centre)}" cy="${String(centre)}" r="${String(radius)}" fill="none" ` +
      `stroke="${color}" stroke-width="6" stroke-dasharray="${length.toFixed(2)} ${circumference.toFixed(2)}" ` +
      `stroke-dashoffset="${(-start).toFixed(2)}" transform="rotate(-90 ${String(centre)} ${String(centre)})"/>`;
    start += length;
    return arc;
  });
  return (
    svgOpen(TAP_TARGET) +
    `<circle cx="${String(centre)}" cy="${String(centre)}" r="${String(centre - 1)}" fill="#ffffff" ` +
    `stroke="#ffffff" stroke-width="2"/>` +
    arcs.join('') +
    `<text x="${String(centre)}" y="${String(centre)}" dy="0.35em" text-anchor="middle" font-size="15" ` +
    `font-weight="700" fill="#1b1f1d">${String(colors.length)}</text></svg>`
  );
}
