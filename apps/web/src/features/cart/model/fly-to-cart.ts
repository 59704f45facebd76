import { cartAnimationMs } from '@shop/shared/rules/page-behaviour';
import { prefersReducedMotion } from '@/lib/motion.ts';

/** Marks the header's cart icon, the flight's destination. */
export const CART_TARGET_ATTRIBUTE = 'data-cart-target';

/**
 * The flying-image animation (docs/product/storefront.md#page-behaviour): a copy of the product's picture
 * leaves `from` and lands on the cart icon in 2000 ms, shrinking as it goes. Skipped for shoppers who ask for
 * reduced motion and where the Web Animations API is missing.
 */
export function flyToCart(from: Element, image: string | null | undefined): void {
  const target = document.querySelector(`[${CART_TARGET_ATTRIBUTE}]`);
  if (!target || prefersReducedMotion()) return;
  const flyer = document.createElement(image ? 'img' : 'span');
  if (typeof flyer.animate !== 'function') return;
  if (flyer instanceof HTMLImageElement && image) {
    flyer.src = image;
    flyer.alt = '';
  }
  const start = from.getBoundingClientRect();
  const end = target.getBoundingClientRect();
  const size = 72;
  flyer.setAttribute('data-flying-image', '');
  Object.assign(flyer.style, {
    position: 'fixed',
    left: `${start.left + start.width / 2 - size / 2}px`,
    top: `${start.top + start.height / 2 - size / 2}px`,
    width: `${size}px`,
    height: `${size}px`,
    borderRadius: '50%',
    background: 'var(--color-peach)',
    boxShadow: 'var(--shadow-md)',
    pointerEvents: 'none',
    zIndex: 'calc(var(--z-modal) - 1)',
  });
  document.body.append(flyer);
  const dx = end.left + end.width / 2 - (start.left + start.width / 2);
  const dy = end.top + end.height / 2 - (start.top + start.height / 2);
  const flight = flyer.animate(
    [
      { transform: 'translate(0, 0) scale(1)', opacity: 1 },
      // Up first, then down onto the icon: an arc rather than a straight slide.
      { transform: `translate(${dx * 0.45}px, ${dy * 0.45 - 80}px) scale(0.8)`, opacity: 1, offset: 0.45 },
      { transform: `translate(${dx}px, ${dy}px) scale(0.2)`, opacity: 0.3 },
    ],
    { duration: cartAnimationMs, easing: 'cubic-bezier(0.45, 0, 0.2, 1)' },
  );
  flight.onfinish = () => flyer.remove();
  flight.oncancel = () => flyer.remove();
}
