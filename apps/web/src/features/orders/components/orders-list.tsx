import type { Order } from '@shop/shared/orders/order-api';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useNow } from '@/lib/use-now.ts';
import { usePurchaseReport } from '@/features/analytics';
import { useCatalogProducts } from '@/features/catalog-data';
import { ordersStrings } from '../model/strings.ts';
import { OrderCard } from './order-card.tsx';
import styles from './orders.module.css';

/** The order a link points at: /personalAccount/orders?order=<id> (the payment's return address). */
export const targetOf = (search: string): number | null => {
  const id = Number(new URLSearchParams(search).get('order'));
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** The history, newest first; the order named in the address is open and scrolled to. */
export function OrdersList({ orders, guest }: { orders: readonly Order[]; guest: boolean }) {
  const target = targetOf(useLocation().search);
  usePurchaseReport(orders.find((order) => order.id === target));
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set(target ? [target] : []));
  const [openedFor, setOpenedFor] = useState(target);
  if (openedFor !== target) {
    setOpenedFor(target);
    if (target) setOpen((current) => new Set([...current, target]));
  }
  const now = useNow(30_000);
  const { data } = useCatalogProducts();
  const products = useMemo(() => new Map((data ?? []).map(({ product }) => [product.id, product])), [data]);

  useEffect(() => {
    if (target === null) return;
    document.getElementById(`order-${target}`)?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [target]);

  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <ul className={styles.list} aria-label={ordersStrings.listLabel}>
      {orders.map((order) => (
        <li key={order.id} id={`order-${order.id}`}>
          <OrderCard
            order={order}
            open={open.has(order.id)}
            onToggle={() => toggle(order.id)}
            products={products}
            now={now}
            guest={guest}
          />
        </li>
      ))}
    </ul>
  );
}
