import type { Card } from '@shop/shared/rules/cards';
import { lazy, Suspense, type ReactNode } from 'react';
import { useProductView } from '@/features/analytics';
import { DetailSkeleton } from './detail-skeleton.tsx';
import styles from './product-details.module.css';
import { RegularCardView } from './regular-card-view.tsx';

// Bars, brownies, pies and drinks, most of the product pages, load their own view alone; a box's, a merch
// item's and a gift card's (with its recipient form) come with their page (page JavaScript,
// docs/decisions/0005). A page the server painted keeps its painted view until the code arrives.
const BoxCardView = lazy(() => import('./box-card-view.tsx').then((m) => ({ default: m.BoxCardView })));
const MerchCardView = lazy(() => import('./merch-card-view.tsx').then((m) => ({ default: m.MerchCardView })));
const GiftCardView = lazy(() => import('./gift-card-view.tsx').then((m) => ({ default: m.GiftCardView })));

const later = (view: ReactNode) => <Suspense fallback={<DetailSkeleton />}>{view}</Suspense>;

/** The detail view for a card's kind; an unexpected kind says so. */
export function CardDetail({ card, label }: { card: Card; label?: string | undefined }) {
  useProductView(card);
  switch (card.kind) {
    case 'regular':
      return <RegularCardView card={card} label={label} />;
    case 'box':
      return later(<BoxCardView card={card} />);
    case 'merch':
      return later(<MerchCardView card={card} label={label} />);
    case 'gifted_card':
      return later(<GiftCardView card={card} label={label} />);
    default:
      return <p className={styles.unknown}>Unknown Product Type</p>;
  }
}
