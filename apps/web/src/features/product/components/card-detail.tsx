import type { Card } from '@shop/shared/rules/cards';
import { useProductView } from '@/features/analytics';
import { GiftCardView } from './gift-card-view.tsx';
import { MerchCardView } from './merch-card-view.tsx';
import { BoxCardView } from './box-card-view.tsx';
import styles from './product-details.module.css';
import { RegularCardView } from './regular-card-view.tsx';

/** The detail view for a card's kind; an unexpected kind says so. */
export function CardDetail({ card, label }: { card: Card; label?: string | undefined }) {
  useProductView(card);
  switch (card.kind) {
    case 'regular':
      return <RegularCardView card={card} label={label} />;
    case 'box':
      return <BoxCardView card={card} />;
    case 'merch':
      return <MerchCardView card={card} label={label} />;
    case 'gifted_card':
      return <GiftCardView card={card} label={label} />;
    default:
      return <p className={styles.unknown}>Unknown Product Type</p>;
  }
}
