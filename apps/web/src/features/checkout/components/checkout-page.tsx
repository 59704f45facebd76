import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/button.tsx';
import { Page, pageStyles } from '@/components/page.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { usePageQueryClient } from '@/lib/query-client.ts';
import { basketQuery, cartStrings, publishBasket, useCartStore } from '@/features/cart';
import { checkoutStrings } from '../model/strings.ts';
import { CheckoutForm } from './checkout-form.tsx';
import styles from './checkout.module.css';

function EmptyBasket() {
  const navigate = useNavigate();
  return (
    <div className={pageStyles.note}>
      <p>{cartStrings.empty}</p>
      <p className={pageStyles.noteAction}>
        <Button variant="primary" onClick={() => void navigate('/catalog')}>
          {cartStrings.toCatalog}
        </Button>
      </p>
    </div>
  );
}

/**
 * /check_out_page (docs/product/checkout-and-orders.md): the basket, contacts, delivery, bonuses and
 * packages, then payment.
 */
export default function CheckoutPage() {
  const items = useCartStore((state) => state.items);
  // The basket as the server holds it now (the shell's copy may be older than this visit).
  const basket = useQuery(basketQuery, usePageQueryClient());
  const { data } = basket;
  useEffect(() => {
    if (data) publishBasket(data);
  }, [data]);

  const loading = items.length === 0 && basket.isPending;
  return (
    <Page title={checkoutStrings.title}>
      <PageHeader
        title={checkoutStrings.title}
        crumbLabel={checkoutStrings.title}
        lead={items.length > 0 ? checkoutStrings.lead : undefined}
      />
      {loading ? (
        <div className={styles.skeleton} aria-busy="true" data-loading />
      ) : items.length === 0 ? (
        <EmptyBasket />
      ) : (
        <CheckoutForm items={items} />
      )}
    </Page>
  );
}
