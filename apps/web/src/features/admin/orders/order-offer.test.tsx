import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { order } from '@/test/fixtures/orders.ts';
import { OrderOffer } from './order-offer.tsx';

/** The admin's order view names the offer version the order accepted (docs/product/personal-data.md). */
describe('the order’s offer', () => {
  it('links to the version accepted', () => {
    render(<OrderOffer order={order({ id: 7, offer_version: 3 })} />);
    const link = screen.getByRole('link', { name: 'редакция 3' });
    expect(link).toHaveAttribute('href', '/legal/offer/3');
    expect(link.closest('p')).toHaveTextContent('Оферта: редакция 3');
  });

  it('shows a dash for an order from before the shop had an offer', () => {
    render(<OrderOffer order={order({ id: 8, offer_version: null })} />);
    expect(screen.getByText('Оферта: —')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
