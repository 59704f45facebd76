import type { AdminGiftCardDetail } from '@shop/shared/gift-cards/gift-card-api';
import { giftCardLedgerLabels, giftCardMessages } from '@shop/shared/gift-cards/messages';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { AppLink } from '@/components/app-link.tsx';
import { Button } from '@/components/button.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { formatPrice } from '@/lib/format.ts';
import { ConfirmDialog } from '../kit/confirm-dialog.tsx';
import { FormNote, type Note } from '../kit/form-note.tsx';
import { formatMoment } from '../kit/format-moment.ts';
import { LoadFailed } from '../kit/load-failed.tsx';
import panel from '../kit/panel.module.css';
import { SectionSkeleton } from '../kit/section-skeleton.tsx';
import { useAdminGiftCard } from './api/get-admin-gift-cards.ts';
import { useDisableGiftCard, useResendGiftCard } from './api/gift-card-actions.ts';
import { cardDay, signedPrice } from './card-format.ts';
import { DisableDialog } from './disable-dialog.tsx';
import { GiftCardStateLabel } from './gift-card-state.tsx';
import { giftCardListPath, orderSearchPath } from './gift-card-path.ts';
import styles from './gift-cards.module.css';
import { adminGiftCardsStrings as t, shownCode } from './strings.ts';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Ledger({ card }: { card: AdminGiftCardDetail }) {
  if (card.ledger.length === 0) return <p className={styles.muted}>{t.noLedger}</p>;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">{t.ledger}</caption>
        <thead>
          <tr>
            <th scope="col">{t.ledgerDate}</th>
            <th scope="col">{t.ledgerKind}</th>
            <th scope="col" className={styles.number}>
              {t.ledgerAmount}
            </th>
            <th scope="col">{t.ledgerOrder}</th>
            <th scope="col">{t.ledgerNote}</th>
          </tr>
        </thead>
        <tbody>
          {card.ledger.map((entry) => (
            <tr key={entry.id}>
              <td className={styles.nowrap}>
                <time dateTime={entry.created_at}>{formatMoment(entry.created_at)}</time>
              </td>
              <th scope="row" className={styles.ledgerKind}>
                {giftCardLedgerLabels[entry.kind]}
              </th>
              <td
                className={`${styles.number} ${entry.amount > 0 ? styles.credit : entry.amount < 0 ? styles.debit : ''}`}
              >
                {signedPrice(entry.amount)}
              </td>
              <td className={styles.nowrap}>
                {entry.order_number ? (
                  <AppLink
                    to={orderSearchPath(entry.order_number)}
                    aria-label={t.orderLink(entry.order_number)}
                  >
                    {t.orderNumber(entry.order_number)}
                  </AppLink>
                ) : (
                  '—'
                )}
              </td>
              <td className={styles.note}>{entry.note ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What can be done with the card: disable it (with a reason) and mail it again (a new code). */
function CardActions({ card, onDisabled }: { card: AdminGiftCardDetail; onDisabled: () => void }) {
  const disable = useDisableGiftCard(card.id);
  const resend = useResendGiftCard(card.id);
  const [asking, setAsking] = useState<'disable' | 'resend' | null>(null);
  const [note, setNote] = useState<Note | null>(null);
  const shown = shownCode(card.last4);
  const canDisable = card.state !== 'disabled' && card.state !== 'expired';
  const canResend = card.state === 'sent';
  const busy = disable.isPending || resend.isPending;

  const confirmDisable = (reason: string) => {
    setNote(null);
    disable.mutate(reason, {
      onSuccess: () => {
        setAsking(null);
        setNote({ text: t.disabled, tone: 'success' });
        onDisabled();
      },
    });
  };

  const confirmResend = () => {
    setAsking(null);
    setNote(null);
    resend.mutate(undefined, {
      onSuccess: () => setNote({ text: t.resent, tone: 'success' }),
      onError: (error) => setNote({ text: errorMessage(error, t.resendFailed), tone: 'error' }),
    });
  };

  return (
    <section className={styles.actionsBlock} aria-label={t.actions}>
      {canDisable || canResend ? (
        <div className={styles.actionButtons}>
          {canResend ? (
            <Button
              variant="secondary"
              className={`${panel.small}`}
              // Kept focusable while sending: the dialog gives the focus back to it.
              disabled={disable.isPending}
              aria-disabled={resend.isPending || undefined}
              aria-busy={resend.isPending || undefined}
              onClick={() => {
                if (resend.isPending) return;
                setNote(null);
                setAsking('resend');
              }}
            >
              {resend.isPending ? t.resending : t.resend}
            </Button>
          ) : null}
          {canDisable ? (
            <Button
              variant="secondary"
              className={`${panel.small} ${panel.danger}`}
              disabled={busy}
              onClick={() => {
                setNote(null);
                disable.reset();
                setAsking('disable');
              }}
            >
              {t.disable}
            </Button>
          ) : null}
        </div>
      ) : null}
      {card.state === 'scheduled' ? <p className={styles.muted}>{giftCardMessages.notSentYet}</p> : null}
      <FormNote note={note} />
      <DisableDialog
        shown={shown}
        balance={card.balance}
        open={asking === 'disable'}
        busy={disable.isPending}
        error={disable.isError ? errorMessage(disable.error, t.disableFailed) : null}
        onConfirm={confirmDisable}
        onClose={() => {
          setAsking(null);
          // Disabled meanwhile (409): the button that opened the dialog is gone, the card's title takes the focus.
          if (!canDisable) onDisabled();
        }}
      />
      <ConfirmDialog
        open={asking === 'resend'}
        title={t.resendTitle}
        confirmLabel={t.resendConfirm}
        danger
        onConfirm={confirmResend}
        onCancel={() => setAsking(null)}
      >
        <p>
          <strong>{t.resendWarning}</strong>
        </p>
        <p>{t.resendTo(card.recipient_email ?? card.buyer_email)}</p>
      </ConfirmDialog>
    </section>
  );
}

/**
 * A card's page: what it is worth and holds, whose it is, when it went out, every movement of its money,
 * and its actions. The heading takes the focus when the page is opened from the list.
 */
export function GiftCardDetail({ id, q, focusOnOpen }: { id: number; q: string; focusOnOpen: boolean }) {
  const query = useAdminGiftCard(id);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusPending = useRef(focusOnOpen);
  const card = query.data;

  useEffect(() => {
    if (!card || !focusPending.current) return;
    focusPending.current = false;
    headingRef.current?.focus();
  }, [card]);

  const back = (
    <AppLink to={giftCardListPath(q)} className={styles.back}>
      <span aria-hidden="true">←</span>
      {t.back}
    </AppLink>
  );

  if (query.isError) {
    return (
      <>
        {back}
        <LoadFailed
          message={query.error.message}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      </>
    );
  }
  if (!card) {
    return (
      <>
        {back}
        <SectionSkeleton label={t.cardLoading} />
      </>
    );
  }

  const shown = shownCode(card.last4);
  return (
    <>
      {back}
      <article className={styles.detail} aria-labelledby={`gift-card-${card.id}-title`}>
        <div className={styles.detailHeader}>
          <h3 id={`gift-card-${card.id}-title`} ref={headingRef} tabIndex={-1} className={styles.detailTitle}>
            {t.cardTitle(shown)}
          </h3>
          <GiftCardStateLabel state={card.state} />
        </div>
        <dl className={styles.fields}>
          <Field label={t.amount}>{formatPrice(card.amount)}</Field>
          <Field label={t.balance}>{formatPrice(card.balance)}</Field>
          <Field label={t.order}>
            <AppLink to={orderSearchPath(card.order_number)} aria-label={t.orderLink(card.order_number)}>
              {t.orderNumber(card.order_number)}
            </AppLink>
          </Field>
          <Field label={t.boughtAt}>{formatMoment(card.created_at)}</Field>
          <Field label={t.buyer}>{card.buyer_email}</Field>
          <Field label={t.recipient}>{card.recipient_email ?? t.toBuyer}</Field>
          {card.sender_name ? <Field label={t.sender}>{card.sender_name}</Field> : null}
          {card.sent_at ? (
            <Field label={t.sentAt}>{formatMoment(card.sent_at)}</Field>
          ) : (
            <Field label={t.sendAt}>{formatMoment(card.send_at)}</Field>
          )}
          <Field label={t.validUntil}>{cardDay(card.expires_at)}</Field>
          {card.disabled_at ? <Field label={t.disabledAt}>{formatMoment(card.disabled_at)}</Field> : null}
          {card.disabled_reason ? <Field label={t.disabledReason}>{card.disabled_reason}</Field> : null}
          {card.message ? (
            <div className={`${styles.field} ${styles.wide}`}>
              <dt>{t.message}</dt>
              <dd className={styles.message}>{card.message}</dd>
            </div>
          ) : null}
        </dl>
        <CardActions card={card} onDisabled={() => headingRef.current?.focus()} />
        <section className={styles.ledger} aria-labelledby={`gift-card-${card.id}-ledger`}>
          <h4 id={`gift-card-${card.id}-ledger`} className={styles.blockTitle}>
            {t.ledger}
          </h4>
          <Ledger card={card} />
        </section>
      </article>
    </>
  );
}
