import type { User } from '@shop/shared/accounts/account-api';
import { consentPurposeNames, documentPath } from '@shop/shared/legal/documents';
import type { AccountConsents } from '@shop/shared/legal/legal-api';
import { formatMoscowDay } from '@shop/shared/moscow-time';
import { modalCloseAnimationMs, modalCloseDelayMs } from '@shop/shared/rules/page-behaviour';
import { useEffect, useId, useRef, useState } from 'react';
import { AppLink } from '@/components/app-link.tsx';
import { Button } from '@/components/button.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { usePageQueryClient } from '@/lib/query-client.ts';
import { accountConsentsQuery, useAccountConsents } from '../api/account-consents.ts';
import { downloadMyData } from '../api/export-data.ts';
import { withdrawConsent } from '../api/withdraw-consent.ts';
import { personalDataStrings as s } from '../model/strings.ts';
import { useAccountDeletion } from '../model/use-account-deletion.ts';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';
import profileStyles from './profile.module.css';
import styles from './personal-data.module.css';
import { WithdrawDialog } from './withdraw-dialog.tsx';

const DAY_MS = 24 * 60 * 60_000;
/** When a closed dialog has finished closing (and given the focus back to its opener, if still there). */
const DIALOG_CLOSED_MS = modalCloseAnimationMs + modalCloseDelayMs + 50;

type Given = AccountConsents['given'][number];

/** What a consent was given for: 'Вход', 'Заказ №1042', 'Отзыв согласия'. */
const purposeOf = (consent: Given) =>
  consent.order_number === null
    ? consentPurposeNames[consent.purpose]
    : `${consentPurposeNames[consent.purpose]} №${consent.order_number}`;

/** The consents given, newest first: each document links to the very version accepted. */
function ConsentList({ given }: { given: Given[] }) {
  if (given.length === 0) return <p className={profileStyles.lead}>{s.noConsents}</p>;
  return (
    <ul className={styles.consents}>
      {given.map((consent, index) => (
        <li key={`${consent.at}-${consent.kind}-${index}`} className={styles.consent}>
          <AppLink to={documentPath(consent.kind, consent.version)} className={styles.consentTitle}>
            {consent.title}
          </AppLink>
          <span className={styles.consentMeta}>
            {[s.version(consent.version), purposeOf(consent), formatMoscowDay(new Date(consent.at))].join(
              ' · ',
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}

interface Withdrawal {
  open: boolean;
  busy: boolean;
  error: string | null;
  /** The erase day the dialog names, fixed when it opened. */
  eraseOn: string;
}

const shut: Withdrawal = { open: false, busy: false, error: null, eraseOn: '' };

/**
 * 'Персональные данные' of the profile (docs/product/personal-data.md#the-shoppers-rights): the consents
 * given, withdrawing the processing consent, 'Скачать мои данные' and 'Удалить аккаунт'. Each dialog gives the
 * focus back to the button that opened it; after a withdrawal, whose button is gone, the focus goes to the
 * line that says it was withdrawn.
 */
export function PersonalDataSection({ user }: { user: User }) {
  const titleId = useId();
  const consentsId = useId();
  const consents = useAccountConsents();
  const queryClient = usePageQueryClient();
  const deletion = useAccountDeletion();
  const [withdrawal, setWithdrawal] = useState<Withdrawal>(shut);
  const [download, setDownload] = useState<{ busy: boolean; note: string | null; failed: boolean }>({
    busy: false,
    note: null,
    failed: false,
  });
  const withdrawnLine = useRef<HTMLParagraphElement>(null);
  const [focusWithdrawn, setFocusWithdrawn] = useState(false);

  useEffect(() => {
    if (!focusWithdrawn) return;
    const timer = setTimeout(() => {
      withdrawnLine.current?.focus();
      setFocusWithdrawn(false);
    }, DIALOG_CLOSED_MS);
    return () => clearTimeout(timer);
  }, [focusWithdrawn]);

  const standing = consents.data;

  const openWithdrawal = (retentionDays: number) =>
    setWithdrawal({
      ...shut,
      open: true,
      eraseOn: formatMoscowDay(new Date(Date.now() + retentionDays * DAY_MS)),
    });

  const withdraw = async () => {
    setWithdrawal((current) => ({ ...current, busy: true, error: null }));
    try {
      const answer = await withdrawConsent();
      queryClient.setQueryData(accountConsentsQuery.queryKey, answer);
      setWithdrawal(shut);
      setFocusWithdrawn(true);
    } catch (error) {
      const message = errorMessage(error, s.withdrawFailed);
      setWithdrawal((current) => ({ ...current, busy: false, error: message }));
    }
  };

  const downloadData = async () => {
    setDownload({ busy: true, note: s.downloading, failed: false });
    try {
      await downloadMyData();
      setDownload({ busy: false, note: s.downloaded, failed: false });
    } catch (error) {
      setDownload({ busy: false, note: errorMessage(error, s.downloadFailed), failed: true });
    }
  };

  let consentPart;
  if (standing) {
    consentPart = <ConsentList given={standing.given} />;
  } else if (consents.isError) {
    consentPart = (
      <div className={styles.failed} role="alert">
        <p>{errorMessage(consents.error, s.consentsFailed)}</p>
        <Button variant="secondary" disabled={consents.isFetching} onClick={() => void consents.refetch()}>
          {s.retry}
        </Button>
      </div>
    );
  } else {
    consentPart = <div className={styles.loading} aria-busy="true" />;
  }

  return (
    <section className={profileStyles.card} aria-labelledby={titleId}>
      <div className={profileStyles.cardHeader}>
        <h2 id={titleId} className={profileStyles.cardTitle}>
          {s.title}
        </h2>
        <p className={profileStyles.lead}>{s.lead}</p>
      </div>

      <section className={styles.part} aria-labelledby={consentsId}>
        <h3 id={consentsId} className={styles.partTitle}>
          {s.consentsTitle}
        </h3>
        {consentPart}
        {standing ? (
          standing.withdrawn_at && standing.erase_after ? (
            <p ref={withdrawnLine} className={styles.withdrawn} tabIndex={-1}>
              {s.withdrawnAt(formatMoscowDay(new Date(standing.withdrawn_at)))}{' '}
              {s.eraseAfter(formatMoscowDay(new Date(standing.erase_after)))}
            </p>
          ) : (
            <div className={styles.consentState}>
              <p>{s.consentActive}</p>
              <Button variant="secondary" onClick={() => openWithdrawal(standing.retention_days)}>
                {s.withdraw}
              </Button>
            </div>
          )
        ) : null}
      </section>

      <div className={styles.rights}>
        <div className={styles.right}>
          <Button variant="secondary" disabled={download.busy} onClick={() => void downloadData()}>
            {s.download}
          </Button>
          <p className={styles.hint}>{s.downloadHint}</p>
          <p
            className={download.failed ? styles.error : styles.status}
            role={download.failed ? 'alert' : 'status'}
          >
            {download.note ?? ''}
          </p>
        </div>
        <div className={styles.right}>
          <Button variant="secondary" className={styles.danger} onClick={deletion.open}>
            {s.remove}
          </Button>
          <p className={styles.hint}>{s.removeHint}</p>
        </div>
      </div>

      <WithdrawDialog
        open={withdrawal.open}
        eraseOn={withdrawal.eraseOn}
        busy={withdrawal.busy}
        error={withdrawal.error}
        onConfirm={() => void withdraw()}
        onClose={() => setWithdrawal(shut)}
      />
      <DeleteAccountDialog flow={deletion} email={user.email} />
    </section>
  );
}
