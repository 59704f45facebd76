import { maskedCode } from '@shop/shared/gift-cards/rules';
import type { Order } from '@shop/shared/orders/order-api';
import { AppLink } from '@/components/app-link.tsx';
import { formatPrice } from '@/lib/format.ts';
import { GiftCardStateLabel } from '../gift-cards/gift-card-state.tsx';
import { giftCardPath } from '../gift-cards/gift-card-path.ts';
import { orderMoment } from './order-time.ts';
import styles from './order-details.module.css';
import { adminOrdersStrings as t } from './strings.ts';

/**
 * The gift cards an order bought, each with its state and balance, whom it went (goes) to and when; each
 * opens its page in the gift cards section. Only the last four characters of a code are ever shown.
 */
export function OrderGiftCards({ order }: { order: Order }) {
  const hasCardLines = order.items.some((item) => item.kind === 'gift_card');
  if (order.gift_cards.length === 0 && !hasCardLines) return null;
  return (
    <section aria-label={t.boughtCards} className={styles.boughtCards}>
      <h3 className={styles.blockTitle}>{t.boughtCards}</h3>
      {order.gift_cards.length === 0 ? (
        <p className={styles.muted}>{t.boughtCardsPending}</p>
      ) : (
        <ul className={styles.cardList}>
          {order.gift_cards.map((card) => {
            const shown = card.last4 ? maskedCode(card.last4) : t.cardNotSent;
            return (
              <li key={card.id} className={styles.boughtCard}>
                <div className={styles.boughtCardLine}>
                  <AppLink
                    to={giftCardPath(card.id)}
                    className={styles.cardCode}
                    aria-label={t.cardLink(shown)}
                  >
                    {shown}
                  </AppLink>
                  <span className={styles.cardAmount}>{formatPrice(card.amount)}</span>
                  <GiftCardStateLabel state={card.state} />
                </div>
                <p className={styles.cardMeta}>
                  {[
                    t.cardBalance(formatPrice(card.balance)),
                    card.recipient_email ??
                      (order.personal_data_erased ? t.giftRecipientErased : t.giftToBuyer),
                    card.sent_at
                      ? t.cardSentAt(orderMoment(card.sent_at))
                      : t.cardSendAt(orderMoment(card.send_at)),
                  ].join(' · ')}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
