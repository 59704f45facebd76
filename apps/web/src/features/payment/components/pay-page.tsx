import { useParams } from 'react-router';
import { Logo } from '@/components/logo.tsx';
import { useTestPayment } from '../api/get-test-payment.ts';
import { paymentStrings } from '../model/strings.ts';
import { PaymentClosed, PaymentPanel } from './payment-panel.tsx';
import styles from './pay-page.module.css';

/**
 * /pay/:paymentId: the page of the built-in test payment provider (PAYMENT_PROVIDER=test), where a real
 * provider would take the card. Standalone like a provider's page: the shop's logo and one card.
 */
export default function PayPage() {
  const paymentId = useParams().paymentId ?? '';
  const payment = useTestPayment(paymentId);
  return (
    <div className={styles.screen}>
      <title>{`${paymentStrings.title} — humbl`}</title>
      <main className={styles.column}>
        <Logo className={styles.logo} />
        {payment.data || payment.isError ? (
          <section className={styles.card} aria-label={paymentStrings.title}>
            <span className={styles.badge}>{paymentStrings.badge}</span>
            {payment.data ? (
              <PaymentPanel payment={payment.data} />
            ) : (
              <>
                <h1 className={styles.title}>{paymentStrings.title}</h1>
                <PaymentClosed message={payment.error?.message ?? paymentStrings.loadFailed} />
              </>
            )}
          </section>
        ) : (
          <div className={styles.skeleton} aria-busy="true" aria-label={paymentStrings.loading} />
        )}
      </main>
    </div>
  );
}
