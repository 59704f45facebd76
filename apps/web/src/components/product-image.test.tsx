import type { Photo } from '@shop/shared/catalog/product-api';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductImage } from './product-image.tsx';

const photo: Photo = {
  base: '/media/products/0f3a',
  alt: 'Брауни с вишней на тарелке',
  width: 2000,
  height: 1500,
  widths: [320, 640, 960, 1440],
};
const widths = (format: string) =>
  [320, 640, 960, 1440].map((w) => `/media/products/0f3a-${w}.${format} ${w}w`).join(', ');

describe('ProductImage', () => {
  it('shows a photo as a <picture>: AVIF and WebP sources, a JPEG <img> with its size and alt text', () => {
    const { container } = render(
      <ProductImage src="/static/x.svg" photo={photo} sizes="50vw" alt="Брауни" />,
    );
    const sources = [...container.querySelectorAll('picture > source')];
    expect(
      sources.map((s) => [s.getAttribute('type'), s.getAttribute('srcset'), s.getAttribute('sizes')]),
    ).toEqual([
      ['image/avif', widths('avif'), '50vw'],
      ['image/webp', widths('webp'), '50vw'],
    ]);
    const img = screen.getByRole('img', { name: 'Брауни с вишней на тарелке' });
    expect(img.parentElement?.tagName).toBe('PICTURE');
    expect(img).toHaveAttribute('srcset', widths('jpg'));
    expect(img).toHaveAttribute('sizes', '50vw');
    expect(img).toHaveAttribute('src', '/media/products/0f3a-640.jpg');
    expect(img).toHaveAttribute('width', '2000');
    expect(img).toHaveAttribute('height', '1500');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('loads the page’s main photo first: eager, high priority, preloaded in AVIF', () => {
    render(<ProductImage src={undefined} photo={photo} sizes="100vw" alt="Брауни" priority />);
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    const preload = document.head.querySelector('link[rel="preload"][as="image"]');
    expect(preload).toHaveAttribute('imagesrcset', widths('avif'));
    expect(preload).toHaveAttribute('imagesizes', '100vw');
    expect(preload).toHaveAttribute('type', 'image/avif');
  });

  it('keeps a decorative photo silent (alt="")', () => {
    const { container } = render(<ProductImage src={undefined} photo={photo} alt="" />);
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows the illustration as before when there is no photo', () => {
    const { container } = render(
      <ProductImage src="/static/products/bar.svg" photo={undefined} alt="Батончик" />,
    );
    expect(container.querySelector('picture')).toBeNull();
    const img = screen.getByRole('img', { name: 'Батончик' });
    expect(img).toHaveAttribute('src', '/static/products/bar.svg');
    expect(img).toHaveAttribute('width', '400');
    expect(img).not.toHaveAttribute('srcset');
  });

  it('draws a cookie when there is no picture at all', () => {
    render(<ProductImage src={undefined} alt="Без фото" />);
    expect(screen.getByRole('img', { name: 'Без фото' }).tagName).toBe('svg');
  });
});
