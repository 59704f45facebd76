import { giftCardMessages } from '@shop/shared/gift-cards/messages';
import { CODE_LENGTH, maskedCode, normaliseCode } from '@shop/shared/gift-cards/rules';
import type { GiftCardBalance } from '@shop/shared/gift-cards/gift-card-api';
import { useId, useState, type FormEvent } from 'react';
import { AppLink } from '@/components/app-link.tsx';
import { Button } from '@/components/button.tsx';
import { Page } from '@/components/page.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { TextField } from '@/components/text-field.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { checkGiftCard } from '../api/check-gift-card.ts';
import { giftCardBalanceStrings as t } from '../model/strings.ts';
import styles from './gift-card-balance-page.module.css';

const crumbs = [
  { label: 'Главная', path: '/' },
  { label: t.merchCrumb, path: '/merch' },
  { label: t.title, path: '/gift-cards/balance' },
];

/** What a checked card holds: its last four characters, balance of the amount, and the day it expires. */
function BalanceResult({ card }: { card: GiftCardBalance }) {
  const titleId = useId();
  return (
    <section className={styles.result} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.resultTitle}>
        {t.resultTitle(maskedCode(card.last4))}
      </h2>
      <p className={styles.balance}>{t.balance(card.balance, card.amount)}</p>
      <p className={styles.expiry}>{t.validUntil(card.expires_at)}</p>
    </section>
  );
}

/**
 * /gift-cards/balance (docs/product/gift-cards.md): a card's balance and expiry by its code, typed
 * with or without dashes and spaces. Whatever is wrong with a card, the server says one thing
 * (giftCardMessages.unusable), shown at the field, as is its answer to too many tries.
 */
export default function GiftCardBalancePage() {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [card, setCard] = useState<GiftCardBalance | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const field = event.currentTarget.querySelector<HTMLInputElement>('[name="code"]');
    const fail = (message: string) => {
      setError(message);
      field?.focus();
    };
    setCard(null);
    const normalised = normaliseCode(code);
    if (!normalised) {
      fail(giftCardMessages.codeFormat);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      setCard(await checkGiftCard(normalised));
    } catch (failure) {
      fail(errorMessage(failure, t.checkFailed));
    }
    setBusy(false);
  };

  return (
    <Page title={t.title}>
      <PageHeader title={t.title} lead={t.lead} crumbs={crumbs} />
      <div className={styles.card}>
        <form
          className={styles.form}
          onSubmit={(event) => void submit(event)}
          noValidate
          aria-label={t.title}
        >
          <TextField
            name="code"
            label={t.codeLabel}
            className={styles.code}
            placeholder={t.codePlaceholder}
            hint={t.codeHint}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            // Sixteen symbols, with room for the dashes and spaces people type between the groups.
            maxLength={CODE_LENGTH * 2}
            value={code}
            error={error}
            onChange={(event) => {
              setCode(event.target.value);
              setError(null);
            }}
          />
          <Button
            type="submit"
            variant="primary"
            width="phone"
            className={styles.submit}
            disabled={busy}
            aria-busy={busy}
          >
            {busy ? t.checking : t.check}
          </Button>
        </form>
        <div aria-live="polite">{card ? <BalanceResult card={card} /> : null}</div>
        <AppLink className={styles.merchLink} to="/merch">
          {t.toMerch}
        </AppLink>
      </div>
    </Page>
  );
}
