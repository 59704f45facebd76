import { userMessages } from '@shop/shared/accounts/messages';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/button.tsx';
import { CheckIcon } from '@/components/icons.tsx';
import { CodeField, emptyCode, ResendButton } from '@/features/auth';
import type { PhoneProof } from '../model/use-phone-proof.ts';
import { accountStrings } from '../model/strings.ts';
import styles from './profile.module.css';

export interface PhoneProofStatusProps {
  /** Its id: the phone input is described by it. */
  id: string;
  proof: PhoneProof;
  /** The saved phone is proven (User.phone_verified). */
  proven: boolean;
  /** The phone typed differs from the saved one: the code would go to the saved one, so save first. */
  unsaved: boolean;
}

/**
 * Under the phone field: 'Подтверждён' for a proven phone, else 'Подтвердить по SMS' (and why a code was not
 * sent). After a proof the line says 'Телефон подтверждён' and takes the focus the code boxes had.
 */
export function PhoneProofStatus({ id, proof, proven, unsaved }: PhoneProofStatusProps) {
  const line = useRef<HTMLDivElement>(null);
  const justProven = proof.phase === 'done' && proven;
  const open = proof.phase === 'code' || proof.phase === 'confirming';
  const wasOpen = useRef(open);

  useEffect(() => {
    if (justProven) line.current?.querySelector<HTMLElement>('[tabindex]')?.focus();
  }, [justProven]);
  // Closed without a proof (cancelled): the focus goes back to the button that opened the code boxes.
  useEffect(() => {
    if (wasOpen.current && !open && proof.phase === 'idle') line.current?.querySelector('button')?.focus();
    wasOpen.current = open;
  }, [open, proof.phase]);

  let content;
  if (unsaved) {
    content = (
      <p id={id} className={`${styles.phoneStatus} ${styles.unproven}`}>
        {accountStrings.phoneUnsaved}
      </p>
    );
  } else if (proven) {
    content = (
      <p
        id={id}
        className={`${styles.phoneStatus} ${styles.proven}`}
        role="status"
        tabIndex={justProven ? -1 : undefined}
      >
        <CheckIcon className={styles.provenIcon} />
        {justProven ? userMessages.phoneVerified : accountStrings.phoneProven}
      </p>
    );
  } else {
    const errorId = `${id}-error`;
    const requesting = proof.phase === 'requesting';
    const requestError = proof.phase === 'idle' || requesting ? proof.error : null;
    content = (
      <>
        <div className={styles.phoneStatus}>
          <span id={id} className={styles.unproven}>
            {accountStrings.phoneUnproven}
          </span>
          {open ? null : (
            <Button
              variant="secondary"
              className={styles.proveButton}
              disabled={requesting}
              aria-describedby={requestError ? errorId : undefined}
              onClick={proof.start}
            >
              {requesting ? accountStrings.phoneProving : accountStrings.phoneProve}
            </Button>
          )}
        </div>
        <p id={errorId} className={styles.phoneError} role="alert">
          {requestError ?? ''}
        </p>
      </>
    );
  }
  return (
    <div ref={line} className={styles.phoneProof}>
      {content}
    </div>
  );
}

/**
 * The code texted to the saved phone, in the code boxes of sign-in; a full code is checked at once, as by
 * 'Подтвердить'. It sits inside the profile form, so Enter here confirms the code instead of saving.
 */
export function PhoneProofCode({ proof }: { proof: PhoneProof }) {
  const [digits, setDigits] = useState(emptyCode);
  const confirming = proof.phase === 'confirming';
  const confirm = () => {
    if (!confirming) proof.confirm(digits.join(''));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    confirm();
  };

  return (
    <div className={styles.codePanel} onKeyDown={onKeyDown}>
      <p className={styles.lead}>
        {accountStrings.phoneCodeSentTo} <strong>{proof.phone}</strong>
      </p>
      <CodeField
        label={accountStrings.phoneCodeLabel}
        note={proof.error ? { text: proof.error, tone: 'error' } : null}
        digits={digits}
        onChange={setDigits}
        onComplete={proof.confirm}
        disabled={confirming}
      />
      <div className={styles.codeActions}>
        <Button variant="primary" disabled={confirming} onClick={confirm}>
          {confirming ? accountStrings.confirming : accountStrings.confirm}
        </Button>
        <ResendButton secondsLeft={proof.secondsLeft} sending={confirming} onResend={proof.resend} />
        <Button variant="secondary" disabled={confirming} onClick={proof.cancel}>
          {accountStrings.cancel}
        </Button>
      </div>
    </div>
  );
}
