import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Rating } from './rating.tsx';

describe('Rating', () => {
  it('names the value and draws five stars with a half step', () => {
    render(<Rating value={4.5} />);
    const rating = screen.getByRole('img', { name: 'Рейтинг 4,5 из 5' });
    expect(rating).toHaveTextContent('4,5');
    // five stars, the half one drawn as an outline plus a clipped fill
    expect(rating.querySelectorAll('svg')).toHaveLength(6);
  });

  it('shows the default rating as 4,9', () => {
    render(<Rating value={4.9} />);
    expect(screen.getByRole('img', { name: 'Рейтинг 4,9 из 5' })).toHaveTextContent('4,9');
  });
});
