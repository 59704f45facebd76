import { giftCardStateLabels } from '@shop/shared/gift-cards/messages';
import { maskedCode } from '@shop/shared/gift-cards/rules';
import type { BoughtGiftCard, Order } from '@shop/shared/orders/order-api';
import { useId, useState } from 'react';
import { Button } from '@/components/button.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { formatPrice } from '@/lib/format.ts';
import { longDate } from '@/features/gift-cards';
import { resendGiftCard } from '../api/resend-gift-card.ts';
import { ordersStrings } from '../model/strings.ts';
import styles from './order-gift-cards.module.css';

/** Whom a card goes to, in words. */
const whom = (card: BoughtGiftCard) =>
  card.recipient_email ? ordersStrings.giftCardRecipient(card.recipient_email) : ordersStrings.giftCardToSelf;

interface Outcome {
  tone: 'success' | 'error';
  text: string;
}

/**
 * One card the order bought: its amount, its last four characters once mailed, whom it goes to, its state
 * and send day; a sent card's mail can be asked for again.
 */
function GiftCardRow({ order, initial, guest }: { order: Order; initial: BoughtGiftCard; guest: boolean }) {
  const [card, setCard] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const outcomeId = useId();
  const sendDay = ordersStrings.giftCardSendOn(longDate(card.sent_at ?? card.send_at));

  const resend = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await resendGiftCard(order.id, card.id, guest);
      setCard(answer);
      const to = answer.recipient_email ?? order.customer.email;
      setOutcome({ tone: 'success', text: ordersStrings.giftCardResent(to) });
    } catch (error) {
      setOutcome({ tone: 'error', text: errorMessage(error, ordersStrings.resendFailed) });
    }
    setBusy(false);
  };

  return (
    <li className={styles.card}>
      <div className={styles.head}>
        <span className={styles.amount}>{formatPrice(card.amount)}</span>
        <span className={styles.state} data-state={card.state}>
          {giftCardStateLabels[card.state]}
        </span>
      </div>
      <p className={styles.code}>{card.last4 ? maskedCode(card.last4) : ordersStrings.giftCardCodeLater}</p>
      <p className={styles.line}>{whom(card)}</p>
      <p className={styles.line}>{sendDay}</p>
      {card.state === 'sent' ? (
        <Button
          variant="secondary"
          className={styles.resend}
          disabled={busy}
          aria-busy={busy}
          aria-describedby={outcome ? outcomeId : undefined}
          onClick={() => void resend()}
        >
          {busy ? ordersStrings.resendingGiftCard : ordersStrings.resendGiftCard}
          <span className="visually-hidden">
            {ordersStrings.resendGiftCardWhich(formatPrice(card.amount), whom(card))}
          </span>
        </Button>
      ) : null}
      <p
        id={outcomeId}
        className={`${styles.outcome} ${outcome ? styles[outcome.tone] : ''}`}
        role={outcome?.tone === 'error' ? 'alert' : 'status'}
      >
        {outcome?.text ?? ''}
      </p>
    </li>
  );
}

/** The gift cards an order bought (issued once it is paid), each with its state. */
export function OrderGiftCards({ order, guest }: { order: Order; guest: boolean }) {
  const titleId = useId();
  return (
    <section className={styles.cards} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        {ordersStrings.giftCardsTitle}
      </h3>
      <ul className={styles.list}>
        {order.gift_cards.map((card) => (
          <GiftCardRow key={card.id} order={order} initial={card} guest={guest} />
        ))}
      </ul>
    </section>
  );
}
