import { createHash, randomBytes } from 'node:crypto';
import { CODE_ALPHABET, CODE_LENGTH } from '@shop/shared/gift-cards/rules';

/**
 * A new card code: CODE_LENGTH symbols of Crockford's base32 from the operating system's CSPRNG. The
 * alphabet has 32 symbols and a byte 256 values, so `byte & 31` picks each symbol with equal chance:
 * 5 random bits per symbol, CODE_BITS (80) per code.
 */
export function newCode(): string {
  const bytes = randomBytes(CODE_LENGTH);
  let code = '';
  for (const byte of bytes) code += CODE_ALPHABET[byte & 31];
  return code;
}

/**
 * What is stored of a code (normalised: rules.ts normaliseCode): its SHA-256. A code has 80 random bits,
 * so the hash cannot be reversed by trying codes; no key is needed, and none can be lost or rotated.
 */
export const codeHash = (code: string): string => createHash('sha256').update(code).digest('hex');
