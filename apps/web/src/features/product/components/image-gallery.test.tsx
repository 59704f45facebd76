import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ImageGallery } from './image-gallery.tsx';

describe('ImageGallery', () => {
  it('switches the main picture with the thumbnails, by click and by arrow keys', async () => {
    const user = userEvent.setup();
    render(<ImageGallery images={['/a.svg', '/b.svg', '/c.svg']} title="Брауни" />);
    expect(screen.getByRole('img', { name: 'Брауни — фото 1 из 3' })).toHaveAttribute('src', '/a.svg');

    await user.click(screen.getByRole('button', { name: 'Фото 3 из 3' }));
    expect(screen.getByRole('img', { name: 'Брауни — фото 3 из 3' })).toHaveAttribute('src', '/c.svg');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Фото 1 из 3' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Фото 1 из 3' })).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('img', { name: 'Брауни — фото 3 из 3' })).toBeInTheDocument();
  });

  it('shows a single picture without thumbnails', () => {
    render(<ImageGallery images={['/a.svg']} title="Брауни" />);
    expect(screen.getByRole('img', { name: 'Брауни' })).toHaveAttribute('width', '400');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
