import { AppLink } from '@/components/app-link.tsx';
import { buttonClassName } from '@/components/button.tsx';
import { StateCard } from '@/components/state-card.tsx';
import { ordersStrings } from '../model/strings.ts';

function GiftBoxArt() {
  return (
    <svg viewBox="0 0 96 96" aria-hidden="true" focusable="false">
      <circle cx="48" cy="48" r="46" fill="var(--color-peach)" />
      <path
        d="M23 44h50v25a6 6 0 0 1-6 6H29a6 6 0 0 1-6-6z"
        fill="var(--color-surface)"
        stroke="var(--color-cocoa)"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <rect
        x="19"
        y="33"
        width="58"
        height="12"
        rx="4"
        fill="var(--color-caramel)"
        stroke="var(--color-cocoa)"
        strokeWidth="3"
      />
      <path d="M48 35v38" stroke="var(--color-berry)" strokeWidth="6" />
      <path
        d="M48 32c-3-7-13-10-13-4s7 4 13 4c6 0 13 2 13-4s-10-3-13 4z"
        fill="var(--color-surface)"
        stroke="var(--color-cocoa)"
        strokeWidth="3"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A signed-in customer without orders (the history itself comes with the orders API). */
export function OrdersEmpty() {
  return (
    <StateCard
      art={<GiftBoxArt />}
      title={ordersStrings.emptyTitle}
      action={
        <AppLink to="/catalog" className={buttonClassName({ size: 'large', width: 'block' })}>
          {ordersStrings.toCatalog}
        </AppLink>
      }
    >
      <p>{ordersStrings.emptyText}</p>
    </StateCard>
  );
}
