import type { AdminProduct } from '@shop/shared/catalog/admin-product-api';
import { describe, expect, it } from 'vitest';
import { formValuesOf, readProductForm } from './product-form.ts';

const bar: AdminProduct = {
  id: 12,
  name: 'humblbar Кокос',
  group: 'Батончики',
  image: null,
  price: 179,
  quantity: 40,
  held: 5,
  active: true,
  popular: false,
  novelty: false,
  recommended: false,
  description: 'Кокос',
  calories: 210,
  protein: 12.5,
  fat: null,
  carbohydrates: null,
};

const read = (changes: Partial<ReturnType<typeof formValuesOf>>) =>
  readProductForm({ ...formValuesOf(bar), ...changes }, bar);

describe('the product form', () => {
  it('changes nothing when nothing was edited (the nutrients round-trip through "12,5" and "")', () => {
    expect(read({})).toEqual({ errors: {}, changes: {} });
  });

  it('sends only what changed: numbers with a comma, cleared nutrients as null, trimmed text, flags', () => {
    expect(
      read({
        quantity: ' 38 ',
        protein: '13,0',
        calories: '',
        fat: '7.5',
        description: '  Кокос и шоколад ',
        novelty: true,
      }),
    ).toEqual({
      errors: {},
      changes: {
        quantity: 38,
        protein: 13,
        calories: null,
        fat: 7.5,
        description: 'Кокос и шоколад',
        novelty: true,
      },
    });
  });

  it("refuses what the server's schema refuses, and then sends nothing", () => {
    const { errors, changes } = read({
      price: '0',
      quantity: '2,5',
      calories: '-1',
      carbohydrates: 'много',
      description: 'я'.repeat(4001),
    });
    expect(Object.keys(errors).sort()).toEqual([
      'calories',
      'carbohydrates',
      'description',
      'price',
      'quantity',
    ]);
    expect(changes).toEqual({});
    expect(read({ price: '1000001' }).errors.price).toBe('Цена — целое число от 1 до 1 000 000 ₽');
    expect(read({ price: '' }).errors.price).toBeDefined();
    expect(read({ price: '1 290' })).toEqual({ errors: {}, changes: { price: 1290 } });
  });
});
