import type { Card } from '@shop/shared/rules/cards';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardDetail } from './card-detail.tsx';

describe('CardDetail', () => {
  it('says so for a card kind it does not know', () => {
    const card = { id: '1', kind: 'cake', title: 'Торт' } as unknown as Card;
    render(<CardDetail card={card} />);
    expect(screen.getByText('Unknown Product Type')).toBeInTheDocument();
  });
});
