import { giftCardMessages } from '@shop/shared/gift-cards/messages';
import { maskedCode } from '@shop/shared/gift-cards/rules';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/button.tsx';
import { TextField } from '@/components/text-field.tsx';
import type { GiftCardPayment } from '../model/gift-card-payment.ts';
import { checkoutStrings } from '../model/strings.ts';
import { CheckoutSection } from './checkout-section.tsx';
import styles from './gift-card-section.module.css';

export interface GiftCardSectionProps {
  /** Its number among the checkout's sections. */
  step: number;
  payment: GiftCardPayment;
  /** What each card entered pays (orderTotals), in their order. */
  shares: readonly number[];
  /** Why no card can help this order now, or null. */
  refusal: string | null;
  /** An order of gift cards only: cards cannot pay for it, so no code is asked for. */
  cardsOnly: boolean;
}

/**
 * 'Подарочная карта' (docs/product/gift-cards.md#spending): a code and 'Применить', which asks the server
 * what the card holds; the cards taken, each with its balance and 'Убрать'. Errors (a code's form, a card
 * the server will not use, too many tries) are the field's own.
 */
export function GiftCardSection({ step, payment, shares, refusal, cardsOnly }: GiftCardSectionProps) {
  const [code, setCode] = useState('');
  const section = useRef<HTMLDivElement>(null);
  const focusCode = () =>
    section.current?.querySelector<HTMLInputElement>('[name="gift_card_code"]')?.focus();

  const apply = async () => {
    if (await payment.apply(code, refusal)) setCode('');
    else focusCode();
  };
  // Enter applies the card: the checkout's own submit is 'Оплатить'.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void apply();
  };

  return (
    <CheckoutSection step={step} title={checkoutStrings.giftCardsTitle} lead={checkoutStrings.giftCardsLead}>
      <div ref={section} className={styles.body}>
        {cardsOnly ? (
          <p className={styles.note}>{giftCardMessages.notForCards}</p>
        ) : (
          <div className={styles.apply}>
            <TextField
              name="gift_card_code"
              label={checkoutStrings.giftCardLabel}
              placeholder={checkoutStrings.giftCardPlaceholder}
              className={styles.code}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={code}
              error={payment.error}
              onChange={(event) => {
                setCode(event.target.value);
                payment.clearError();
              }}
              onKeyDown={onKeyDown}
            />
            <Button
              variant="secondary"
              className={styles.applyButton}
              disabled={payment.busy}
              aria-busy={payment.busy}
              onClick={() => void apply()}
            >
              {payment.busy ? checkoutStrings.applyingGiftCard : checkoutStrings.applyGiftCard}
            </Button>
          </div>
        )}
        {payment.cards.length > 0 ? (
          <ul className={styles.cards} aria-label={checkoutStrings.appliedGiftCards}>
            {payment.cards.map((card, index) => (
              <li key={card.code} className={styles.card}>
                <span className={styles.cardText}>
                  <span className={styles.cardName}>
                    {checkoutStrings.appliedGiftCard(maskedCode(card.last4), card.balance)}
                  </span>
                  {(shares[index] ?? 0) === 0 ? (
                    <span className={styles.cardNote}>{giftCardMessages.notNeeded}</span>
                  ) : null}
                </span>
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={checkoutStrings.removeGiftCardLabel(maskedCode(card.last4))}
                  onClick={() => {
                    payment.remove(card.code);
                    focusCode();
                  }}
                >
                  {checkoutStrings.removeGiftCard}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </CheckoutSection>
  );
}
