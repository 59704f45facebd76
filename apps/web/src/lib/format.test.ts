import { describe, expect, it } from 'vitest';
import { formatPrice, formatRating, formatWeight, pluralRu, telHref } from './format.ts';

describe('format', () => {
  it('formats prices in whole rubles', () => {
    expect(formatPrice(189)).toBe('189\u00a0₽');
    expect(formatPrice(1290)).toBe('1\u00a0290\u00a0₽');
    expect(formatPrice(1500000)).toBe('1\u00a0500\u00a0000\u00a0₽');
    expect(formatPrice(0)).toBe('0\u00a0₽');
  });

  it('formats weight and phone links', () => {
    expect(formatWeight(45)).toBe('45\u00a0г');
    expect(formatRating(4.9)).toBe('4,9');
    expect(formatRating(5)).toBe('5,0');
    expect(telHref('+7 (912) 345-67-89')).toBe('tel:+79123456789');
  });

  it('picks Russian plural forms', () => {
    const forms = ['товар', 'товара', 'товаров'] as const;
    expect([1, 2, 5, 11, 12, 21, 22, 25, 101, 111].map((n) => pluralRu(n, forms))).toEqual([
      'товар',
      'товара',
      'товаров',
      'товаров',
      'товаров',
      'товар',
      'товара',
      'товаров',
      'товар',
      'товаров',
    ]);
  });
});
