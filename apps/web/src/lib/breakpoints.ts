import { WIDE_SCREEN_MIN_PX } from '@campus/domain/constants';

/**
 * The layout's one breakpoint (spec §2.3, §9; issue #29). A screen over 768 px wide is wide: the left
 * column and the right sidebar, the house hub's four cards, modals as centred windows. Up to 768 px
 * included it is a phone: the top and bottom bars, the house view's mobile variant, full-screen modals.
 * The spec's "split at 767" for the house view is the same line seen from the other side: 768 px is
 * one layout, never the phone's bar around the desktop's cards.
 *
 * The stylesheets name the same queries as custom media, `@media (--wide-screen)`, `(--narrow-screen)`
 * and `(--large-screen)`, which the build writes from these values (build/custom-media.ts).
 */
export const WIDE_SCREEN_QUERY = `(min-width: ${String(WIDE_SCREEN_MIN_PX + 1)}px)`;
export const NARROW_SCREEN_QUERY = `(max-width: ${String(WIDE_SCREEN_MIN_PX)}px)`;
/** From 1100 px a wide layout has room for the left column's labels and the news list's aside. */
export const LARGE_SCREEN_QUERY = '(min-width: 1100px)';

/** The custom media of the stylesheets, by name. */
export const CUSTOM_MEDIA: Readonly<Record<`--${string}`, string>> = {
  '--wide-screen': WIDE_SCREEN_QUERY,
  '--narrow-screen': NARROW_SCREEN_QUERY,
  '--large-screen': LARGE_SCREEN_QUERY,
};
