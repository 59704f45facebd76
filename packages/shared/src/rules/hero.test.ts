import { describe, expect, it } from 'vitest';
import { flattenProducts } from './classification.ts';
import { heroPieces, landingHeroImage } from './hero.ts';
import { testGroup, testProduct } from './test-helpers.ts';

const photo = { base: '/media/products/aa', alt: 'Фото', width: 800, height: 600, widths: [320, 640] };

describe('heroPieces', () => {
  it('takes up to three distinct illustrations, popular first, and no product with photos', () => {
    const groups = [
      testGroup(1, 'Протеиновые батончики humblbar', [
        testProduct({ name: 'humblbar А', image_urls: ['/static/products/a.svg'] }),
        testProduct({
          name: 'humblbar Фото',
          popular: true,
          image_urls: ['/media/products/aa-640.jpg'],
          photos: [photo],
        }),
        testProduct({ name: 'humblbar Б', popular: true, image_urls: ['/static/products/b.svg'] }),
        testProduct({ name: 'humblbar В', image_urls: ['/static/products/a.svg'] }),
        testProduct({ name: 'humblbar Г', image_urls: ['/static/products/c.svg'] }),
        testProduct({ name: 'humblbar Д', image_urls: ['/static/products/d.svg'] }),
      ]),
    ];
    expect(landingHeroImage(groups)).toBe('/static/products/b.svg');
    expect(heroPieces(flattenProducts(groups))).toEqual([
      { src: '/static/products/b.svg', alt: 'humblbar Б' },
      { src: '/static/products/a.svg', alt: 'humblbar А' },
      { src: '/static/products/c.svg', alt: 'humblbar Г' },
    ]);
  });
});
