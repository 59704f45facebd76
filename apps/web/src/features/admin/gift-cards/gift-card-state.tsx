import { giftCardStateLabels, type GiftCardState } from '@shop/shared/gift-cards/messages';
import styles from './gift-cards.module.css';

const tone: Record<GiftCardState, string | undefined> = {
  scheduled: styles.scheduled,
  sent: styles.live,
  spent: styles.spent,
  expired: styles.dead,
  disabled: styles.dead,
};

/** A card's state in words (giftCardStateLabels), tinted: live green, waiting peach, over muted or berry. */
export function GiftCardStateLabel({ state }: { state: GiftCardState }) {
  return <span className={`${styles.state} ${tone[state] ?? ''}`}>{giftCardStateLabels[state]}</span>;
}
