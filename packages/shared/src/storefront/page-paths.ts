/**
 * The storefront's page addresses, shared by the web router and the server's answer to other addresses.
 */

/**
 * Every page of the storefront (docs/product/storefront.md#pages) as a react-router pattern. The web router
 * is checked against this list, and the server answers any other page address with a 404 status (the SPA
 * still renders it).
 */
export const pagePaths = [
  '/',
  '/catalog',
  '/catalog/customBox',
  '/catalog/:id',
  '/merch',
  '/merch/:id',
  '/check_out_page',
  '/contacts',
  '/personalAccount',
  '/personalAccount/orders',
  '/personalAccount/cardLoyal',
  '/support',
  '/support/pay',
  '/support/back',
  '/support/sert',
  // A gift card's balance and expiry by its code.
  '/gift-cards/balance',
  '/admin',
  // The admin area's sections (orders, catalogue, content…); the web app says when one is unknown.
  '/admin/:section',
  '/about',
  '/political',
  // The documents' current versions and every version by its number (docs/product/personal-data.md).
  '/legal/privacy',
  '/legal/privacy/:version',
  '/legal/consent',
  '/legal/consent/:version',
  '/legal/offer',
  '/legal/offer/:version',
  // The built-in test provider's payment page.
  '/pay/:paymentId',
] as const;

const patterns = pagePaths.map((path) => path.split('/').filter(Boolean));

/** True when a pathname (with or without a trailing slash) is one of the storefront's pages. */
export function isKnownPagePath(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  return patterns.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, i) => part.startsWith(':') || part === segments[i]),
  );
}
