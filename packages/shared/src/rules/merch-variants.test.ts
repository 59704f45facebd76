import { describe, expect, it } from 'vitest';
import type { Product } from '../catalog/product-api.ts';
import { groupMerchVariants, splitMerchName } from './merch-variants.ts';

const product = (id: number, name: string, quantity = 5) => ({ id, name, quantity }) as Product;

describe('splitMerchName', () => {
  it('takes a known size suffix off the name', () => {
    expect(splitMerchName('Футболка humbl XL')).toEqual({ name: 'Футболка humbl', size: 'XL' });
    expect(splitMerchName('Кружка humbl ONE')).toEqual({ name: 'Кружка humbl', size: 'ONE' });
    expect(splitMerchName('Худи s')).toEqual({ name: 'Худи', size: 'S' });
    expect(splitMerchName('Бутылка humbl')).toEqual({ name: 'Бутылка humbl', size: null });
    expect(splitMerchName('XL')).toEqual({ name: 'XL', size: null });
  });
});

describe('groupMerchVariants', () => {
  it('groups sizes of one item in size order and marks stock', () => {
    const groups = groupMerchVariants([
      product(1, 'Футболка humbl XL'),
      product(2, 'Футболка humbl S', 0),
      product(3, 'Бутылка humbl'),
      product(4, 'Футболка humbl M'),
      product(5, 'Футболка humbl XS'),
    ]);
    expect(groups.map((g) => g.name)).toEqual(['Футболка humbl', 'Бутылка humbl']);
    expect(groups[0]?.variants.map((v) => [v.size, v.available])).toEqual([
      ['XS', true],
      ['S', false],
      ['M', true],
      ['XL', true],
    ]);
    expect(groups[1]?.variants).toHaveLength(1);
  });
});
