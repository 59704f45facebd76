/**
 * The courier's zone (docs/product/checkout-and-orders.md#delivery-zone): whether an address names one of
 * its places. Without zod, for the storefront's checkout (content/delivery-settings.ts re-exports it).
 */

/** Lower case, ё as е, and every run of anything but letters and digits as one space, padded with spaces. */
const words = (text: string) =>
  ` ${text
    .toLowerCase()
    .replaceAll('ё', 'е')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;

/**
 * Whether a courier address names one of the zone's places as whole words, whatever its case, ё, hyphens or
 * 'г.' ('г. Санкт Петербург, Невский 1' names 'Санкт-Петербург'; 'Москва, Санкт-Петербургское ш.' does not).
 * A zone without places holds every address.
 */
export function inCourierZone(address: string, places: readonly string[]): boolean {
  if (places.length === 0) return true;
  const said = words(address);
  return places.some((name) => words(name).trim() !== '' && said.includes(words(name)));
}
