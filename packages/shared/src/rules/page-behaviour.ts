/** Page behaviour constants and decisions (docs/product/storefront.md#page-behaviour). */

/** The transition overlay fades in this long before the page switches… */
export const routeTransitionInMs = 450;
/** …and fades out this long after. */
export const routeTransitionOutMs = 450;
/** The overlay is shown only on windows wider than this. */
export const routeTransitionMinWidth = 992;
/** Hash anchors are looked for on this many animation frames before giving up. */
export const hashScrollMaxFrames = 60;
/** A modal plays its closing animation this long… */
export const modalCloseAnimationMs = 300;
/** …then waits this long before it is removed. */
export const modalCloseDelayMs = 150;
/** A product added to the cart flies to the cart icon this long. */
export const cartAnimationMs = 2000;
/** A box added from the builder plays its closing animation this long before the builder resets. */
export const boxAnimationMs = 1400;
/** The burger menu panel closes after this delay. */
export const navCloseDelayMs = 100;

const isUnder = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

/**
 * Support, personal-account and admin pages keep the scroll position and switch without the overlay (the
 * admin's sections are tabs of one tool, not pages of the shop).
 */
function isQuietPath(path: string): boolean {
  return isUnder(path, '/support') || isUnder(path, '/personalAccount') || isUnder(path, '/admin');
}

/** Whether navigating to `targetPath` plays the transition overlay on a window `windowWidth` wide. */
export function shouldShowRouteTransition(windowWidth: number, targetPath: string): boolean {
  return windowWidth > routeTransitionMinWidth && !isQuietPath(targetPath);
}

/** Whether arriving at `path` scrolls the window to the top. */
export function shouldScrollToTop(path: string): boolean {
  return !isQuietPath(path);
}
