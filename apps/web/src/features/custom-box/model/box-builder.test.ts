import { buildCatalogCards } from '@shop/shared/rules/card-builders';
import { addBoxFlavor } from '@shop/shared/rules/card-transitions';
import { describe, expect, it } from 'vitest';
import { groupedProducts } from '@/test/fixtures/grouped-products.ts';
import { savedBox } from '../test-fixtures/saved-box.ts';
import {
  boxForEditing,
  boxItems,
  boxLayers,
  boxProducts,
  boxTitle,
  emptyBox,
  flavourName,
  remainingText,
} from './box-builder.ts';

const cards = buildCatalogCards(groupedProducts);
const humblbar = boxProducts(cards)[0]!;

describe('box builder model', () => {
  it('offers the custom-box cards as product types', () => {
    expect(boxProducts(cards).map((card) => card.title)).toEqual(['Box humblbar']);
  });

  it('lays flavours out in rows of 4, empty places last', () => {
    let box = emptyBox(humblbar, 8);
    box = addBoxFlavor(addBoxFlavor(addBoxFlavor(box, 502), 501), 501);
    expect(boxLayers(box)).toEqual([
      [501, 501, 502, null],
      [null, null, null, null],
    ]);
    expect(boxLayers(emptyBox(humblbar, 12))).toHaveLength(3);
  });

  it('lists every flavour of the type for the API, zero for the unused', () => {
    const box = addBoxFlavor(emptyBox(humblbar, 4), 502, 4);
    expect(boxItems(box)).toEqual([
      { product_id: 501, quantity: 0 },
      { product_id: 502, quantity: 4 },
    ]);
  });

  it('opens a basket box for editing with its type, size and flavours', () => {
    const box = boxForEditing(
      cards,
      savedBox([
        [501, 5],
        [502, 3],
      ]),
    );
    expect(box).toMatchObject({ id: 'box-6', selectedQuantity: 8, selectedFlavors: { 501: 5, 502: 3 } });
    expect(box?.price.current).toBe(8 * 159);
  });

  it('cannot edit a box whose flavours no type offers any more', () => {
    expect(boxForEditing(cards, savedBox([[777, 8]]))).toBeNull();
  });

  it('names the box by its size as docs/product/boxes.md does, 8 after the product', () => {
    expect([4, 8, 12].map((size) => boxTitle(emptyBox(humblbar, size)))).toEqual([
      'Бокс mini 4',
      'Бокс humblbar 8',
      'Бокс fancy 12',
    ]);
  });

  it('says how many flavours are left, or that the box is full', () => {
    expect(remainingText(addBoxFlavor(emptyBox(humblbar, 4), 501))).toBe('Осталось выбрать: 3 шт');
    expect(remainingText(addBoxFlavor(emptyBox(humblbar, 4), 501, 4))).toBe('Бокс собран — можно добавлять');
  });

  it('shows a flavour without the product word', () => {
    expect(flavourName(humblbar, 'humblbar Кокос')).toBe('Кокос');
    expect(flavourName(humblbar, 'Кокос')).toBe('Кокос');
  });
});
