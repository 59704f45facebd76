import { lazy, Suspense } from 'react';
import { useWindowWidth } from '@/lib/use-window-width.ts';
import { useCatalogCards } from '@/features/catalog-data';
import type { BasketItem } from '../model/cart-store.ts';
import { visibleRows } from '@/lib/visible-rows.ts';
import { BasketRow } from './basket-row.tsx';
import styles from './basket-list.module.css';

// Only a basket longer than the rows shown scrolls with the shop's scrollbar: its code comes then (page
// JavaScript, docs/decisions/0005), the list scrolling natively the moment before.
const Scrollbar = lazy(() => import('@/components/scrollbar.tsx').then((m) => ({ default: m.Scrollbar })));

export interface BasketListProps {
  items: readonly BasketItem[];
  /** 'modal': compact rows under the modal's own title; 'page': larger rows with the list's title (checkout). */
  variant: 'modal' | 'page';
  title?: string;
  /** Called before a row's link navigates away (the modal closes). */
  onNavigate?: () => void;
}

/**
 * The basket's lines and boxes. Beyond the rows docs/product/cart.md#basket shows for the screen width (4 at
 * 1920 px, 3 below) the list scrolls with the shop's scrollbar.
 */
export function BasketList({ items, variant, title = 'Корзина', onNavigate }: BasketListProps) {
  const rows = visibleRows('basket', useWindowWidth());
  const cards = useCatalogCards().data?.cards ?? [];
  const height = `calc(${rows} * var(--basket-row-height))`;
  const label = `${title}: список`;
  const list = (
    <ul className={styles.list}>
      {items.map((item) => (
        <BasketRow key={item.key} item={item} cards={cards} onNavigate={onNavigate} />
      ))}
    </ul>
  );
  return (
    <section className={`${styles.basket} ${styles[variant]}`} aria-label={title} data-visible-rows={rows}>
      {variant === 'page' ? <h2 className={styles.title}>{title}</h2> : null}
      {items.length > rows ? (
        <Suspense
          fallback={
            <div style={{ height }}>
              <div
                role="region"
                aria-label={label}
                tabIndex={0}
                style={{ height: '100%', overflowY: 'auto' }}
              >
                {list}
              </div>
            </div>
          }
        >
          <Scrollbar height={height} label={label}>
            {list}
          </Scrollbar>
        </Suspense>
      ) : (
        list
      )}
    </section>
  );
}
