import { describe, expect, it } from 'vitest';
import type { Photo, Product } from '../catalog/product-api.ts';
import { buildCatalogCards } from './card-builders.ts';
import type { BoxCard, Card, GiftCard, MerchCard, RegularCard } from './cards.ts';
import { testGroup, testProduct } from './test-helpers.ts';

// Photos and food information reach the cards (docs/product/catalogue.md#images, #food-information).

const photo = (key: string, alt = `Фото ${key}`): Photo => ({
  base: `/media/products/${key}`,
  alt,
  width: 1200,
  height: 1200,
  widths: [320, 640, 960],
});

const food = {
  calories: 205,
  protein: 20,
  fat: 8.6,
  carbohydrates: 14.2,
  weight: 50,
  composition_1: 'Арахис, шоколад.',
  composition_2: 'Содержит арахис.',
  shelf_life: '9 месяцев',
  storage_conditions: 'При температуре от +5 до +25 °C',
  manufacturer: 'ООО «Хамбл», Санкт-Петербург',
} satisfies Partial<Product>;

const cardsOf = (...groups: Parameters<typeof testGroup>[]) =>
  buildCatalogCards(groups.map((args) => testGroup(...args)));

const only = <K extends Card['kind']>(cards: Card[], kind: K) =>
  cards.find((card): card is Extract<Card, { kind: K }> => card.kind === kind)!;

describe('photos on cards', () => {
  it('a product with photos gives its card the photos, main first, beside its images', () => {
    const product = testProduct({
      name: 'humblbar Фисташка',
      image_urls: ['/media/products/a-960.jpg', '/media/products/b-960.jpg'],
      photos: [photo('a'), photo('b')],
      ...food,
    });
    const card: RegularCard = only(cardsOf([1, 'Батончики humblbar', [product]]), 'regular');
    expect(card.photos?.map((p) => p.base)).toEqual(['/media/products/a', '/media/products/b']);
    expect(card.images).toEqual(['/media/products/a-960.jpg', '/media/products/b-960.jpg']);
  });

  it('a product without photos keeps its illustration and has no photos', () => {
    const product = testProduct({
      name: 'humblbar Кокос',
      image_urls: ['/static/products/bar.svg'],
      photos: [],
    });
    const card = only(cardsOf([1, 'Батончики humblbar', [product]]), 'regular');
    expect(card.images).toEqual(['/static/products/bar.svg']);
    expect(card).not.toHaveProperty('photos');
  });

  it('a merch item combines its sizes’ photos and pictures, each once', () => {
    const shared = photo('front');
    const cards = cardsOf([
      6,
      'Merch',
      [
        testProduct({ name: 'Футболка S', size: 'S', image_urls: ['/s.svg'], photos: [shared], quantity: 0 }),
        testProduct({
          name: 'Футболка M',
          size: 'M',
          image_urls: ['/s.svg'],
          photos: [shared, photo('back')],
        }),
        testProduct({ name: 'Футболка L', size: 'L', image_urls: ['/l.svg'] }),
      ],
    ]);
    const card: MerchCard = only(cards, 'merch');
    expect(card.photos?.map((p) => p.base)).toEqual(['/media/products/front', '/media/products/back']);
    expect(card.images).toEqual(['/s.svg', '/l.svg']);
    expect(card.inStock).toBe(true);
  });

  it('a gift card combines its denominations’ photos', () => {
    const cards = cardsOf([
      6,
      'Merch',
      [],
      [
        testGroup(65, 'Подарочные карты gift', [
          testProduct({ name: 'Карта 1000 ₽', price: 1000, photos: [photo('g1')] }),
          testProduct({ name: 'Карта 3000 ₽', price: 3000, photos: [photo('g3'), photo('g1')] }),
        ]),
      ],
    ]);
    const card: GiftCard = only(cards, 'gifted_card');
    expect(card.photos?.map((p) => p.base)).toEqual(['/media/products/g1', '/media/products/g3']);
  });

  it('box flavours carry their main photo and food information; the box card the first flavour’s photos', () => {
    const withPhoto = testProduct({ name: 'humblbar Фисташка', photos: [photo('f1'), photo('f2')], ...food });
    const plain = testProduct({
      name: 'humblbar Кокос',
      image_urls: ['/static/products/c.svg'],
      quantity: 0,
    });
    const card: BoxCard = only(cardsOf([5, 'Собери свой бокс (box)', [withPhoto, plain]]), 'box');
    expect(card.photos?.map((p) => p.base)).toEqual(['/media/products/f1', '/media/products/f2']);
    expect(card.flavors[0]).toMatchObject({
      image: '/media/products/f1-320.jpg',
      photo: { base: '/media/products/f1' },
      food: {
        nutrition: { calories: 205, protein: 20, fat: 8.6, carbs: 14.2 },
        weight: 50,
        ingredients: 'Арахис, шоколад.',
        allergens: 'Содержит арахис.',
        shelfLife: '9 месяцев',
        storageConditions: 'При температуре от +5 до +25 °C',
        manufacturer: 'ООО «Хамбл», Санкт-Петербург',
      },
    });
    expect(card.flavors[1]).not.toHaveProperty('photo');
    expect(card.flavors[1]?.image).toBe('/static/products/c.svg');
    expect(card.flavors[1]?.food).not.toHaveProperty('shelfLife');
    expect(card.inStock).toBe(true);
  });
});

describe('food information and stock on cards', () => {
  it('a regular card shows shelf life, storage and manufacturer only when the product has them', () => {
    const cards = cardsOf([
      1,
      'Батончики humblbar',
      [
        testProduct({ id: 7001, name: 'humblbar А', ...food }),
        testProduct({ id: 7002, name: 'humblbar Б', shelf_life: '', manufacturer: null }),
      ],
    ]);
    const [full, bare] = cards as RegularCard[];
    expect(full).toMatchObject({
      shelfLife: '9 месяцев',
      storageConditions: 'При температуре от +5 до +25 °C',
      manufacturer: 'ООО «Хамбл», Санкт-Петербург',
    });
    expect(bare).not.toHaveProperty('shelfLife');
    expect(bare).not.toHaveProperty('manufacturer');
  });

  it('knows whether a card can be bought: stock above 0 of the product, of any size or any flavour', () => {
    const cards = cardsOf(
      [1, 'Батончики humblbar', [testProduct({ id: 7101, name: 'humblbar Нет', quantity: 0 })]],
      [
        6,
        'Merch',
        [
          testProduct({ name: 'Худи S', size: 'S', quantity: 0 }),
          testProduct({ name: 'Худи M', size: 'M', quantity: 0 }),
        ],
      ],
    );
    expect(only(cards, 'regular').inStock).toBe(false);
    expect(only(cards, 'merch').inStock).toBe(false);
  });
});
