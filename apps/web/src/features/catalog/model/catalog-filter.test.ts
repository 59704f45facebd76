import type { ClassifiedProduct } from '@shop/shared/rules/classification';
import { describe, expect, it } from 'vitest';
import { applyCatalogFilter, isChipActive, parseCatalogFilter } from './catalog-filter.ts';

const item = (
  id: number,
  category: ClassifiedProduct['category'],
  subcategory: ClassifiedProduct['subcategory'],
) => ({ product: { id }, category, subcategory }) as ClassifiedProduct;

const items = [
  item(1, 'regular', 'Bars'),
  item(2, 'regular', 'Brownie'),
  item(3, 'regular', 'Ready_box'),
  item(4, 'box', null),
  item(5, 'merch', null),
];
const ids = (search: string) =>
  applyCatalogFilter(items, parseCatalogFilter(new URLSearchParams(search))).map((i) => i.product.id);

describe('catalogue filter', () => {
  it('applies the presets of the footer links', () => {
    expect(ids('?category=regular&subcategory=Bars')).toEqual([1]);
    expect(ids('?category=regular&subcategory=Ready_box')).toEqual([3]);
    expect(ids('?category=regular')).toEqual([1, 2, 3]);
    expect(ids('?category=box')).toEqual([4]);
  });

  it('shows the regular range without a filter and ignores unknown values', () => {
    expect(ids('')).toEqual([1, 2, 3]);
    expect(ids('?category=cakes&subcategory=Pies')).toEqual([1, 2, 3]);
    expect(ids('?category=merch')).toEqual([5]);
  });

  it('marks the matching chip active', () => {
    const filter = parseCatalogFilter(new URLSearchParams('?subcategory=Drinks&category=regular'));
    expect(isChipActive('?category=regular&subcategory=Drinks', filter)).toBe(true);
    expect(isChipActive('', filter)).toBe(false);
    expect(isChipActive('', parseCatalogFilter(new URLSearchParams('?category=regular')))).toBe(true);
  });
});
