import type { Card } from '@shop/shared/rules/cards';
import { describe, expect, it } from 'vitest';
import {
  applyCatalogQuery,
  catalogQueryToParams,
  catalogSearch,
  parseCatalogQuery,
  type CatalogQuery,
} from './catalog-query.ts';

const card = (
  id: string,
  kind: Card['kind'],
  title: string,
  price: number,
  subcategoryType: Card['subcategoryType'] = null,
  rating = 4.9,
) =>
  ({
    id,
    kind,
    title,
    price: { current: price, original: price, discount: 0 },
    rating: { value: rating, max: 5 },
    subcategoryType,
  }) as Card;

const cards: Card[] = [
  card('1', 'regular', 'humblbar Кокос', 179, 'Bars', 4.7),
  card('2', 'regular', 'Брауни классический', 219, 'Brownie', 5),
  card('3', 'regular', 'Брауни с вишней', 199, 'Brownie'),
  card('4', 'regular', 'Матча латте', 249, 'Drinks'),
  card('5', 'regular', 'Бокс mini 4', 849, 'Ready_box'),
  card('box-7', 'box', 'Box humblpie', 836),
  card('9', 'merch', 'Футболка humbl', 1990),
  card('10', 'gifted_card', 'Подарочная карта', 1000),
];

const parse = (search: string) => parseCatalogQuery(new URLSearchParams(search));
const ids = (search: string) => applyCatalogQuery(cards, parse(search)).map((c) => c.id);

describe('parseCatalogQuery', () => {
  it('reads the footer links and the sort', () => {
    expect(parse('?category=regular&subcategory=Brownie')).toEqual({
      category: 'regular',
      subcategory: 'Brownie',
      sort: 'name',
    });
    expect(parse('?category=box&sort=price-desc')).toEqual({
      category: 'box',
      subcategory: null,
      sort: 'price-desc',
    });
  });

  it('ignores unknown values and lets a subcategory imply the regular range', () => {
    expect(parse('?category=cakes&subcategory=Pies&sort=cheap')).toEqual({
      category: null,
      subcategory: null,
      sort: 'name',
    });
    expect(parse('?subcategory=Drinks').category).toBe('regular');
    expect(parse('?category=box&subcategory=Bars')).toEqual({
      category: 'box',
      subcategory: null,
      sort: 'name',
    });
  });
});

describe('catalogQueryToParams', () => {
  it('writes the footer format and leaves defaults out', () => {
    const query: CatalogQuery = { category: 'regular', subcategory: 'Brownie', sort: 'name' };
    expect(catalogQueryToParams(query).toString()).toBe('category=regular&subcategory=Brownie');
    expect(catalogSearch({ category: null, subcategory: null, sort: 'name' })).toBe('');
    expect(catalogSearch({ category: 'box', subcategory: null, sort: 'rating' })).toBe(
      '?category=box&sort=rating',
    );
  });

  it('round-trips through the URL', () => {
    for (const search of [
      '',
      '?category=regular',
      '?category=regular&subcategory=Ready_box&sort=price-asc',
    ]) {
      expect(catalogSearch(parse(search))).toBe(search);
    }
  });
});

describe('applyCatalogQuery', () => {
  it('lists regular products, ready boxes and box entries but never merch or gift cards', () => {
    expect(ids('').sort()).toEqual(['1', '2', '3', '4', '5', 'box-7']);
    expect(ids('?category=regular')).not.toContain('box-7');
    expect(ids('?category=box')).toEqual(['box-7']);
  });

  it('filters by subcategory', () => {
    expect(ids('?category=regular&subcategory=Brownie')).toEqual(['2', '3']);
    expect(ids('?category=regular&subcategory=Ready_box')).toEqual(['5']);
    expect(ids('?category=regular&subcategory=Bars')).toEqual(['1']);
  });

  it('sorts by name', () => {
    expect(ids('?category=regular')).toEqual(['5', '2', '3', '4', '1']);
  });

  it('sorts by price, cheaper first and dearer first', () => {
    expect(ids('?sort=price-asc')).toEqual(['1', '3', '2', '4', 'box-7', '5']);
    expect(ids('?sort=price-desc')).toEqual(['5', 'box-7', '4', '2', '3', '1']);
  });

  it('sorts by rating, best first, ties by name', () => {
    expect(ids('?category=regular&subcategory=Bars&sort=rating')).toEqual(['1']);
    expect(ids('?category=regular&sort=rating')).toEqual(['2', '5', '3', '4', '1']);
  });

  it('does not change the given list', () => {
    const before = cards.map((c) => c.id);
    applyCatalogQuery(cards, parse('?sort=price-desc'));
    expect(cards.map((c) => c.id)).toEqual(before);
  });
});
