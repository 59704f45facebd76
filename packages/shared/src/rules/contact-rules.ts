/**
 * Shapes of the contacts a shopper types (e-mail, phone, names), shared by the API (which enforces them) and
 * the storefront (which checks them on blur). docs/product/checkout-and-orders.md#checkout-form.
 */

/** A simple address shape: something@something.tld, no spaces. */
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MAX_EMAIL_LENGTH = 254;

/** The form an e-mail is stored and compared in. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export const isEmail = (email: string): boolean => {
  const normalised = normaliseEmail(email);
  // '.invalid' (RFC 2606) has no mailboxes; it is what a deleted account's e-mail becomes, never signed in to.
  return (
    normalised.length <= MAX_EMAIL_LENGTH && emailShape.test(normalised) && !normalised.endsWith('.invalid')
  );
};

/** Spaces, dashes, dots and brackets people type inside numbers; they are dropped before the check. */
const phoneSeparators = /[\s\-().]/g;

/** The form a phone is stored in: '+' and its digits (a leading 8 of a Russian number becomes +7). */
export function normalisePhone(phone: string): string {
  const compact = phone.trim().replace(phoneSeparators, '');
  const digits = compact.replace(/^\+/, '');
  if (!compact.startsWith('+') && digits.length === 11 && digits.startsWith('8'))
    return `+7${digits.slice(1)}`;
  return `+${digits}`;
}

/** An optional plus, then 10–15 digits (separators allowed). */
export const isPhone = (phone: string): boolean =>
  /^\+?\d{10,15}$/.test(phone.trim().replace(phoneSeparators, ''));

export const NAME_MIN = 2;
export const NAME_MAX = 50;

export const contactMessages = {
  nameTooShort: 'Минимум 2 символа',
  nameTooLong: `Максимум ${NAME_MAX} символов`,
  nameLetters: 'Только буквы, пробел, дефис и апостроф',
  phone: 'Некорректный номер телефона',
  email: 'Некорректный email',
} as const;

const nameShape = /^[\p{L}][\p{L}\s'’-]*$/u;

/** Why a first or last name cannot be saved, or null. */
export function nameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed.length < NAME_MIN) return contactMessages.nameTooShort;
  if (trimmed.length > NAME_MAX) return contactMessages.nameTooLong;
  if (!nameShape.test(trimmed)) return contactMessages.nameLetters;
  return null;
}
