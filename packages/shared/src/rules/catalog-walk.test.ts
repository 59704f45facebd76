import { describe, expect, it } from 'vitest';
import type { ProductGroup } from '../catalog/product-api.ts';
import { walkCatalog } from './catalog-walk.ts';
import { testProduct } from './test-helpers.ts';

const group = (
  id: number,
  name: string,
  kind: ProductGroup['kind'],
  products: ProductGroup['products'],
  children: ProductGroup[] = [],
): ProductGroup => ({ id, name, kind, box_prices: null, products, children });

describe('walkCatalog with kinds', () => {
  it('makes gift cards of a gift_card group whatever its name or place, and never of a merch group named so', () => {
    const card = testProduct({ price: 1000 });
    const nested = testProduct({ price: 2000 });
    const shirt = testProduct({ name: 'Футболка M' });
    const entries = walkCatalog([
      group(1, 'Merch подарочные карты', 'merch', [shirt]),
      group(2, 'Сертификаты', 'gift_card', [card], [group(3, 'Ещё', null, [nested])]),
    ]);
    expect(entries.map((e) => [e.product.id, e.kind, e.group.id])).toEqual([
      [shirt.id, 'merch', 1],
      [card.id, 'gift', 2],
      [nested.id, 'gift', 2],
    ]);
  });

  it('shows nothing of a packaging group, and a box flavour group gives its box prices to its flavours', () => {
    const bag = testProduct({ name: 'ПАКЕТ' });
    const flavour = testProduct();
    const entries = walkCatalog([
      group(1, 'Box humblbar и humblpie', 'packaging', [bag]),
      { ...group(2, 'Вкусы', 'box_flavour', [flavour]), box_prices: { '4': 150, '8': 140, '12': 130 } },
    ]);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: 'box', boxPrices: { '4': 150, '8': 140, '12': 130 } });
  });

  it('keeps the name rules for groups without a kind', () => {
    const card = testProduct();
    const entries = walkCatalog([group(1, 'Merch', null, [], [group(2, 'Подарочные карты', null, [card])])]);
    expect(entries.map((e) => [e.kind, e.group.id])).toEqual([['gift', 2]]);
  });
});
