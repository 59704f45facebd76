import { describe, expect, it } from 'vitest';
import { shareImageOf } from './share-image.ts';

describe('shareImageOf', () => {
  it('gives a product drawing its JPEG twin and leaves any other picture alone', () => {
    expect(shareImageOf('/static/products/bar-coconut.svg')).toBe('/static/products/share/bar-coconut.jpg');
    expect(shareImageOf('/static/reviews/review-1.jpg')).toBe('/static/reviews/review-1.jpg');
    expect(shareImageOf('/static/products/../secret.svg')).toBe('/static/products/../secret.svg');
  });
});
