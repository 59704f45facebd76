import { useLocation } from 'react-router';
import { Button } from '@/components/button.tsx';
import { Page } from '@/components/page.tsx';
import { LoadMorePages } from '@/components/load-more.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { AccountNav, AccountSkeleton, SignInPrompt } from '@/features/account';
import { useAuthStore } from '@/features/auth';
import { ordersOwnerOf, useOrders, type OrdersOwner } from '../api/get-orders.ts';
import { ordersStrings } from '../model/strings.ts';
import { GuestOrdersNote } from './guest-orders-note.tsx';
import { OrdersEmpty } from './orders-empty.tsx';
import { OrdersList, targetOf } from './orders-list.tsx';
import styles from './orders.module.css';

function OrdersContent({
  owner,
  orders,
}: {
  owner: OrdersOwner | null;
  orders: ReturnType<typeof useOrders>;
}) {
  if (owner === null) return <AccountSkeleton />;
  const signInPrompt = <SignInPrompt text={ordersStrings.signInText} />;
  if (orders.isError && !orders.data) {
    // A guest whose orders cannot be read is where a guest without orders is: at the sign-in prompt.
    if (owner === 'guest') return signInPrompt;
    return (
      <div className={styles.error} role="alert">
        <p>{orders.error.message}</p>
        <p>
          <Button variant="secondary" disabled={orders.isFetching} onClick={() => void orders.refetch()}>
            {ordersStrings.retry}
          </Button>
        </p>
      </div>
    );
  }
  if (!orders.data) return <AccountSkeleton />;
  const list = orders.data.pages.flatMap((page) => page.orders);
  if (list.length === 0) return owner === 'account' ? <OrdersEmpty /> : signInPrompt;
  return (
    <>
      {owner === 'guest' ? <GuestOrdersNote /> : null}
      <OrdersList orders={list} guest={owner === 'guest'} />
      <LoadMorePages query={orders} shown={list.length} />
    </>
  );
}

/**
 * /personalAccount/orders (docs/product/checkout-and-orders.md#order-history): the signed-in customer's
 * orders, or a guest's orders of this browser's session with a word about signing in; a guest without orders
 * sees the sign-in prompt. The history comes a page at a time: more as the shopper scrolls (LoadMore).
 */
export default function OrdersPage() {
  const owner = ordersOwnerOf(useAuthStore((state) => state.status));
  const orders = useOrders(owner, targetOf(useLocation().search));
  // How many orders there are in all (the first page says); the orders shown where it did not.
  const first = orders.data?.pages[0];
  const shown = orders.data?.pages.reduce((sum, page) => sum + page.orders.length, 0) ?? 0;
  const total = first?.total ?? shown;
  const count = owner && total > 0 ? total : undefined;
  return (
    <Page title={ordersStrings.title}>
      <PageHeader title={ordersStrings.title} count={count} />
      <AccountNav />
      <OrdersContent owner={owner} orders={orders} />
    </Page>
  );
}
