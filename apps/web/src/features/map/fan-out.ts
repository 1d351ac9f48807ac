import { TAP_TARGET } from './place-targets.ts';

/**
 * Where the pins of places that share one spot go when their cluster is tapped at the highest zoom: on a
 * circle around the cluster's disc (which stays, to fold them back), in screen pixels from its centre,
 * clockwise from the top. At two tap targets at least, no pin's box touches the disc's; and the circle is
 * wide enough that any two neighbours are a tap box apart on one axis at least (a chord of TAP_TARGET × √2),
 * so no two of the fanned-out pins overlap either.
 */
export function fanOffsets(count: number): { x: number; y: number }[] {
  const chord = TAP_TARGET * Math.SQRT2 + 2;
  const radius = Math.max(2 * TAP_TARGET, chord / 2 / Math.sin(Math.PI / Math.max(count, 2)));
  return Array.from({ length: count }, (_, i) => {
    const angle = -Math.PI / 2 + (2 * Math.PI * i) / count;
    return { x: radius * Math.cos(angle), y: radius * Math.sin(angle) };
  });
}
