import { byFieldOrder } from './audit-words.ts';

export interface Change {
  key: string;
  before: unknown;
  after: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What an entry changed: the keys whose values differ between before and after (an added or removed thing
 * has only one side). Values that are not objects compare as a whole, under the key ''.
 */
export function auditChanges(before: unknown, after: unknown): Change[] {
  if (isRecord(before) || isRecord(after)) {
    const was = isRecord(before) ? before : {};
    const now = isRecord(after) ? after : {};
    const keys = [...new Set([...Object.keys(was), ...Object.keys(now)])].sort(byFieldOrder);
    return keys
      .filter((key) => !same(was[key], now[key]))
      .map((key) => ({ key, before: was[key], after: now[key] }));
  }
  return same(before, after) ? [] : [{ key: '', before, after }];
}
