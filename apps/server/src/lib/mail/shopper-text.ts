/**
 * What a shopper typed (a courier address, a name), fit to be quoted inside one of the shop's mails: one
 * line, of bounded length, with no address a mail client would turn into a link. Otherwise a shopper
 * could write a paragraph into the shop's own mail ('\n\nВНИМАНИЕ: оплатите на https://…') and send it to
 * anyone (a guest's order mails go to any e-mail typed in checkout).
 */

// Invisible format characters (zero-width spaces and joiners, bidi overrides, soft hyphens): dropped, so
// they can neither hide a link from the defanging below nor reorder what the mail shows.
const invisible = /\p{Cf}|[\u115f\u1160\u3164\uffa0]|\u034f|\u17b4|\u17b5/gu;
// Line breaks, tabs, other control characters, Unicode line and paragraph separators: become spaces.
const breaks = /[\p{Cc}\p{Zl}\p{Zp}\s]+/gu;
// A link's scheme: anything before '://', and the schemes that need no slashes.
const scheme = /\b(?:[a-z][a-z0-9+.-]*:\/\/+|(?:mailto|tel|sms|callto|javascript|data|tg|viber|whatsapp):)/gi;
// A dot before what reads as a top-level domain: ASCII letters, or .рф/.рус (not г.Москва of an address).
const domainDot = /[.。．｡](?=(?:[a-z]{2,63}|рф|рус)(?![\p{L}\p{N}]))/giu;

export const SHOPPER_TEXT_MAX = 300;

export function shopperText(value: string, max = SHOPPER_TEXT_MAX): string {
  const line = value.replace(invisible, '').replace(breaks, ' ').trim();
  const chars = [...line];
  const short = chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}…` : line;
  return short.replace(scheme, '').replace(domainDot, '[.]');
}
