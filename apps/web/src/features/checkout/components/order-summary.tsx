import { maskedCode } from '@shop/shared/gift-cards/rules';
import type { OrderTotals } from '@shop/shared/rules/order-totals';
import { useRef, type ReactNode } from 'react';
import { Button } from '@/components/button.tsx';
import { PhoneBar, PhoneBarText } from '@/components/phone-bar.tsx';
import { formatPrice } from '@/lib/format.ts';
import { checkoutStrings } from '../model/strings.ts';
import { HoldNote } from './hold-note.tsx';
import styles from './summary.module.css';

export interface OrderSummaryProps {
  totals: OrderTotals;
  /** Cash back is shown to signed-in customers only (guests collect none). */
  signedIn: boolean;
  /** Why the last submit made no order. */
  problem: string | null;
  sending: boolean;
  /** The gift cards entered (their last four characters), in the order of totals.giftCards. */
  giftCards?: readonly { last4: string }[];
  /** A word about the money (gift cards bought cannot be paid with bonuses or cards), or null. */
  note?: string | null;
  /** What the shopper accepts right before paying (the consent checkboxes). */
  consents?: ReactNode;
}

/** The checkout's <form>: the phone bar's button, outside it, submits it by this id. */
export const CHECKOUT_FORM_ID = 'checkout-form';

/** What the order costs (the same calculation the server charges by) and the button that pays for it. */
export function OrderSummary({
  totals,
  signedIn,
  problem,
  sending,
  giftCards = [],
  note = null,
  consents = null,
}: OrderSummaryProps) {
  // Nothing left to pay through the provider: the cards pay for everything.
  const paidByCards = totals.total === 0 && totals.giftCardTotal > 0;
  const payButton = useRef<HTMLDivElement>(null);
  const label = paidByCards
    ? sending
      ? checkoutStrings.placing
      : checkoutStrings.placeOrder
    : sending
      ? checkoutStrings.paying
      : checkoutStrings.pay;
  return (
    <section className={styles.summary} aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className={styles.title}>
        {checkoutStrings.summaryTitle}
      </h2>
      <dl className={styles.lines}>
        <div className={styles.line}>
          <dt>{checkoutStrings.goods}</dt>
          <dd>{formatPrice(totals.goods)}</dd>
        </div>
        {totals.packages > 0 ? (
          <div className={styles.line}>
            <dt>{checkoutStrings.packages}</dt>
            <dd>{formatPrice(totals.packages)}</dd>
          </div>
        ) : null}
        <div className={styles.line}>
          <dt>{checkoutStrings.deliveryLine}</dt>
          <dd>{totals.delivery > 0 ? formatPrice(totals.delivery) : checkoutStrings.free}</dd>
        </div>
        {totals.bonus > 0 ? (
          <div className={`${styles.line} ${styles.discount}`}>
            <dt>{checkoutStrings.bonusLine}</dt>
            <dd>−{formatPrice(totals.bonus)}</dd>
          </div>
        ) : null}
        {giftCards.map((card, index) => {
          const share = totals.giftCards[index] ?? 0;
          return share > 0 ? (
            <div key={`${card.last4}-${index}`} className={`${styles.line} ${styles.discount}`}>
              <dt>{checkoutStrings.giftCardLine(maskedCode(card.last4))}</dt>
              <dd>−{formatPrice(share)}</dd>
            </div>
          ) : null;
        })}
      </dl>
      {note ? <p className={styles.note}>{note}</p> : null}
      <p className={styles.total}>
        <span>{checkoutStrings.total}</span>
        <data value={totals.total}>{formatPrice(totals.total)}</data>
      </p>
      {signedIn && totals.cashBack > 0 ? (
        <p className={styles.cashBack}>{checkoutStrings.cashBack(totals.cashBack)}</p>
      ) : null}
      <HoldNote />
      {consents}
      <p className={styles.problem} role="alert">
        {problem ?? ''}
      </p>
      <div ref={payButton}>
        <Button
          type="submit"
          variant="accent"
          size="large"
          width="block"
          disabled={sending}
          aria-busy={sending}
        >
          {label}
        </Button>
      </div>
      {/* On a phone the total and the button stay in reach while this one is out of sight. */}
      <PhoneBar anchor={payButton} label={checkoutStrings.payBar}>
        <PhoneBarText>
          {checkoutStrings.total} {formatPrice(totals.total)}
        </PhoneBarText>
        <Button type="submit" form={CHECKOUT_FORM_ID} variant="accent" disabled={sending} aria-busy={sending}>
          {label}
        </Button>
      </PhoneBar>
      <p className={styles.payNote}>
        {paidByCards ? checkoutStrings.paidByCardsNote : checkoutStrings.payNote}
      </p>
    </section>
  );
}
