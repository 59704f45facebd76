import { createHash } from 'node:crypto';

/**
 * What a consent names besides the version's id: SHA-256 (hex) of `title \n format \n body`, the same sum
 * migration 0010 wrote for the first versions.
 */
export function documentHash(title: string, format: string, body: string): string {
  return createHash('sha256').update(`${title}\n${format}\n${body}`, 'utf8').digest('hex');
}
