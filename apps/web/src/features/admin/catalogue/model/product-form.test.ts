import { describe, expect, it } from 'vitest';
import { adminProduct, boxCoconut, coconut, groups, shirt } from '../test-fixtures/fake-catalogue.ts';
import {
  newProductValues,
  productValues,
  usualManufacturer,
  type ProductFormValues,
} from './product-form.ts';
import { readNewProduct, readProductChanges } from './read-product-form.ts';

const fresh = (kind: Parameters<typeof newProductValues>[0], changes: Partial<ProductFormValues> = {}) => ({
  ...newProductValues(kind, { groups, manufacturer: 'ООО «Хамбл»' }),
  ...changes,
});

const foodInformation = {
  composition_1: 'Финики, кешью',
  composition_2: 'Орехи',
  calories: '380',
  protein: '20,5',
  fat: '14',
  carbohydrates: '38',
  weight: '45',
  shelf_life: '9 месяцев',
  storage_conditions: 'От +5 до +25 °C',
};

describe('a new product', () => {
  it('starts in the kind’s only group, with the shop’s usual manufacturer for food', () => {
    expect(fresh('bar').group_id).toBe('1');
    // Two boxes: the admin chooses.
    expect(fresh('box_flavour').group_id).toBe('');
    expect(fresh('bar').manufacturer).toBe('ООО «Хамбл»');
    expect(fresh('merch').manufacturer).toBe('');
    expect(
      usualManufacturer([
        coconut,
        boxCoconut,
        shirt,
        adminProduct({ id: 9, name: 'x', manufacturer: 'Другой' }),
      ]),
    ).toBe(coconut.manufacturer);
  });

  it('is published only with its food information; a draft needs none', () => {
    const values = fresh('box_flavour', {
      group_id: '6',
      name: 'humblbar Манго',
      price: '189',
      quantity: '30',
    });
    const refused = readNewProduct('box_flavour', values, { publish: true, groupRequired: true });
    expect(refused.body).toBeNull();
    expect(Object.keys(refused.errors).sort()).toEqual(
      [
        'calories',
        'carbohydrates',
        'composition_1',
        'composition_2',
        'fat',
        'protein',
        'shelf_life',
        'storage_conditions',
        'weight',
      ].sort(),
    );
    expect(refused.errors.shelf_life).toBe('Нужно для публикации');

    const draft = readNewProduct('box_flavour', values, { publish: false, groupRequired: true });
    expect(draft.errors).toEqual({});
    expect(draft.body).toEqual({
      kind: 'box_flavour',
      group_id: 6,
      name: 'humblbar Манго',
      price: 189,
      quantity: 30,
      active: false,
      popular: false,
      novelty: false,
      recommended: false,
      description: '',
      manufacturer: 'ООО «Хамбл»',
    });

    const published = readNewProduct(
      'box_flavour',
      { ...values, ...foodInformation, box_prices: { '4': '179', '8': '169', '12': '159' } },
      {
        publish: true,
        groupRequired: true,
      },
    );
    expect(published.errors).toEqual({});
    expect(published.body).toMatchObject({
      active: true,
      protein: 20.5,
      weight: 45,
      box_prices: { '4': 179, '8': 169, '12': 159 },
    });
  });

  it('asks for the box, whole prices in all three boxes or none, and limits as the server', () => {
    const { errors } = readNewProduct(
      'box_flavour',
      fresh('box_flavour', {
        name: ' ',
        price: '0',
        quantity: '2,5',
        box_prices: { '4': '179', '8': '', '12': 'x' },
        calories: '-1',
        label: 'я'.repeat(41),
      }),
      { publish: false, groupRequired: true },
    );
    expect(errors).toEqual({
      group_id: 'Выберите бокс',
      name: 'Название — от 1 до 120 символов',
      price: 'Цена — целое число от 1 до 1 000 000 ₽',
      quantity: 'Остаток — целое число от 0 до 1 000 000',
      label: 'Метка не длиннее 40 символов',
      calories: 'Число от 0 до 10 000 или пусто',
      'box_prices.8': 'Укажите цену во всех трёх боксах или оставьте все пустыми',
      'box_prices.12': 'Целое число от 1 до 1 000 000 ₽',
    });
  });

  it('makes one merch product per ticked size, each with its stock', () => {
    const values = fresh('merch', { group_id: '8', name: 'Худи humbl', price: '4990' });
    values.sizes = { ...values.sizes, M: { on: true, quantity: '5' }, XL: { on: true, quantity: '' } };
    expect(readNewProduct('merch', values, { publish: true, groupRequired: false }).errors).toEqual({
      'sizes.XL': 'Остаток — целое число от 0 до 1 000 000',
    });
    values.sizes.XL = { on: true, quantity: '2' };
    const { body } = readNewProduct('merch', values, { publish: true, groupRequired: false });
    expect(body).toMatchObject({
      sizes: [
        { size: 'M', quantity: 5 },
        { size: 'XL', quantity: 2 },
      ],
    });
    expect(body).not.toHaveProperty('quantity');
    expect(body).not.toHaveProperty('composition_1');
  });

  it('says a gift card is electronic by its label, and a ready box lists its flavours once each', () => {
    const card = readNewProduct(
      'gift_card',
      fresh('gift_card', { name: 'Подарочная карта', price: '3000', quantity: '100' }),
      {
        publish: true,
        groupRequired: false,
      },
    );
    expect(card.body).toMatchObject({ kind: 'gift_card', price: 3000, label: 'Электронная', active: true });
    const plastic = readNewProduct(
      'gift_card',
      fresh('gift_card', { name: 'Карта', price: '3000', quantity: '1', eCard: false }),
      {
        publish: false,
        groupRequired: false,
      },
    );
    expect(plastic.body).not.toHaveProperty('label');

    const box = fresh('ready_box', {
      name: 'Бокс mini',
      price: '790',
      quantity: '10',
      composition_2: 'Орехи',
      shelf_life: '30 суток',
      storage_conditions: 'Холодильник',
    });
    box.contents = [
      { key: 'a', product_id: '12', count: '2' },
      { key: 'b', product_id: '12', count: '30' },
    ];
    expect(readNewProduct('ready_box', box, { publish: true, groupRequired: false }).errors).toEqual({
      'contents.1.product_id': 'Этот вкус уже в боксе',
      'contents.1.count': 'От 1 до 24 шт.',
    });
    box.contents = [
      { key: 'a', product_id: '12', count: '2' },
      { key: 'b', product_id: '13', count: '2' },
    ];
    // Composition, nutrition and weight are worked out from the flavours when left empty.
    const made = readNewProduct('ready_box', box, { publish: true, groupRequired: false });
    expect(made.errors).toEqual({});
    expect(made.body).toMatchObject({
      contents: [
        { product_id: 12, count: 2 },
        { product_id: 13, count: 2 },
      ],
    });
    expect(made.body).not.toHaveProperty('calories');
  });
});

describe('an existing product', () => {
  const read = (product: typeof coconut, changes: Partial<ProductFormValues>, publish = false) =>
    readProductChanges(product, { ...productValues(product), ...changes }, { publish });

  it('changes nothing when nothing was edited (numbers round-trip through "12,5")', () => {
    expect(read(coconut, {})).toEqual({ errors: {}, changes: {} });
    expect(read(boxCoconut, {})).toEqual({ errors: {}, changes: {} });
    expect(read(shirt, {})).toEqual({ errors: {}, changes: {} });
  });

  it('sends only what changed, every field of the kind included', () => {
    expect(
      read(boxCoconut, {
        name: 'humblbar Кокос-лайм',
        group_id: '7',
        protein: '13',
        shelf_life: '',
        box_prices: { '4': '175', '8': '159', '12': '149' },
      }).errors,
    ).toEqual({ shelf_life: 'Нужно для публикации' });
    expect(
      read(boxCoconut, {
        name: 'humblbar Кокос-лайм',
        group_id: '7',
        protein: '13',
        label: 'Хит',
        box_prices: { '4': '175', '8': '159', '12': '149' },
      }).changes,
    ).toEqual({
      name: 'humblbar Кокос-лайм',
      group_id: 7,
      protein: 13,
      label: 'Хит',
      box_prices: { '4': 175, '8': 159, '12': 149 },
    });
  });

  it('is published only with its food information; a hidden one may lack it', () => {
    const hidden = adminProduct({
      id: 50,
      name: 'Черновик',
      active: false,
      shelf_life: null,
      manufacturer: null,
    });
    expect(read(hidden, { price: '200' })).toEqual({ errors: {}, changes: { price: 200 } });
    expect(read(hidden, {}, true).errors).toEqual({
      shelf_life: 'Нужно для публикации',
      manufacturer: 'Нужно для публикации',
    });
    expect(read(hidden, { shelf_life: '6 месяцев', manufacturer: 'ООО «Хамбл»' }, true).changes).toEqual({
      shelf_life: '6 месяцев',
      manufacturer: 'ООО «Хамбл»',
      active: true,
    });
    // One already on sale without it keeps selling: only emptying a field it has is refused.
    const old = adminProduct({ id: 51, name: 'Старый', shelf_life: null });
    expect(read(old, { price: '190' })).toEqual({ errors: {}, changes: { price: 190 } });
  });
});
