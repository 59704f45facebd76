/**
 * The shopper asked their system for less motion (`prefers-reduced-motion: reduce`): the route overlay, the
 * flying picture and the box's departure are skipped (docs/product/storefront.md#page-behaviour).
 */
export const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' && (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false);
