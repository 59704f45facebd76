import { paymentMessages } from '@shop/shared/payments/messages';
import type { TestPayment } from '@shop/shared/payments/test-payment-api';
import { useState } from 'react';
import { AppLink } from '@/components/app-link.tsx';
import { Button, buttonClassName } from '@/components/button.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { formatPrice } from '@/lib/format.ts';
import { minutesLeft, useNow } from '@/lib/use-now.ts';
import { confirmTestPayment } from '../api/confirm-test-payment.ts';
import { paymentStrings } from '../model/strings.ts';
import styles from './pay-page.module.css';

/** Why the payment can no longer be decided here, or null while it can. */
function closedReason(payment: TestPayment, now: number): string | null {
  if (payment.status === 'succeeded') return paymentMessages.alreadyDecided;
  if (Date.parse(payment.expires_at) <= now) return paymentMessages.expired;
  if (payment.status === 'canceled') return paymentMessages.alreadyDecided;
  return null;
}

/** A message and the way back to the orders: for a payment that is over (or that failed to load). */
export function PaymentClosed({ message }: { message: string }) {
  return (
    <>
      <p className={styles.problem} role="alert">
        {message}
      </p>
      <AppLink
        to="/personalAccount/orders"
        className={buttonClassName({ variant: 'primary', width: 'block' })}
      >
        {paymentStrings.toOrders}
      </AppLink>
    </>
  );
}

/** The payment: order, amount, the note that no money is taken, 'Оплатить' and 'Отказаться'. */
export function PaymentPanel({ payment }: { payment: TestPayment }) {
  const now = useNow();
  const [sending, setSending] = useState<'succeeded' | 'canceled' | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const decide = async (outcome: 'succeeded' | 'canceled') => {
    setSending(outcome);
    try {
      const { return_url } = await confirmTestPayment(payment.id, outcome);
      window.location.assign(return_url);
    } catch (error) {
      setRefusal(errorMessage(error, paymentStrings.confirmFailed));
      setSending(null);
    }
  };

  const closed = refusal ?? closedReason(payment, now);
  return (
    <>
      <div>
        <h1 className={styles.title}>{paymentStrings.order(payment.order_number)}</h1>
        {payment.description ? <p className={styles.description}>{payment.description}</p> : null}
      </div>
      <p className={styles.amount}>
        <span className={styles.amountLabel}>{paymentStrings.amount}</span>
        <data className={styles.amountValue} value={payment.amount}>
          {formatPrice(payment.amount)}
        </data>
      </p>
      {closed ? (
        <PaymentClosed message={closed} />
      ) : (
        <>
          <p className={styles.note}>{paymentStrings.testNote}</p>
          <div className={styles.buttons}>
            <Button
              variant="accent"
              size="large"
              width="block"
              disabled={sending !== null}
              onClick={() => void decide('succeeded')}
            >
              {sending === 'succeeded' ? paymentStrings.sending : paymentStrings.pay}
            </Button>
            <Button
              variant="secondary"
              size="large"
              width="block"
              disabled={sending !== null}
              onClick={() => void decide('canceled')}
            >
              {sending === 'canceled' ? paymentStrings.sending : paymentStrings.decline}
            </Button>
          </div>
          <p className={styles.expires}>
            {paymentStrings.expiresIn}{' '}
            <time dateTime={payment.expires_at}>{minutesLeft(Date.parse(payment.expires_at) - now)}</time>
          </p>
        </>
      )}
    </>
  );
}
