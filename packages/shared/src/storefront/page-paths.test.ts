import { describe, expect, it } from 'vitest';
import { isKnownPagePath } from './page-paths.ts';

describe('isKnownPagePath', () => {
  it('knows the pages of docs/product/storefront.md, with or without a trailing slash', () => {
    for (const path of [
      '/',
      '/catalog',
      '/catalog/',
      '/catalog/customBox',
      '/catalog/42',
      '/merch/7',
      '/support/sert',
      '/admin',
      '/admin/orders',
    ]) {
      expect(isKnownPagePath(path), path).toBe(true);
    }
  });

  it('does not know anything else', () => {
    for (const path of [
      '/nope',
      '/catalog/42/extra',
      '/support/other',
      '/personalAccount/settings',
      '/catalogs',
      '/admin/orders/7',
    ]) {
      expect(isKnownPagePath(path), path).toBe(false);
    }
  });
});
