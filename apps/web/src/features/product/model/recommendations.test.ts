import type { ClassifiedProduct } from '@shop/shared/rules/classification';
import { describe, expect, it } from 'vitest';
import { recommendationsFor } from './recommendations.ts';

const item = (id: number, kind: ClassifiedProduct['kind'], recommended = false) =>
  ({ product: { id, recommended }, kind }) as ClassifiedProduct;

describe('recommendationsFor', () => {
  it('gives up to four others of the same kind, recommended ones first', () => {
    const items = [
      item(1, 'regular'),
      item(2, 'regular'),
      item(3, 'box'),
      item(4, 'regular', true),
      item(5, 'regular'),
      item(6, 'regular'),
      item(7, 'regular', true),
    ];
    const current = items[0]!;
    expect(recommendationsFor(items, current).map((i) => i.product.id)).toEqual([4, 7, 2, 5]);
    expect(recommendationsFor(items, items[2]!)).toEqual([]);
  });
});
