import { recoveryMessages } from '@shop/shared/accounts/messages';
import {
  recoverConfirmBody,
  confirmationCodeProblem,
  type RecoverFields,
} from '@shop/shared/accounts/recovery-form';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button.tsx';
import { confirmRecovery, type RecoveryScheduled } from '../api/confirm-recovery.ts';
import { failureMessage } from '../model/failure-message.ts';
import { authStrings } from '../model/strings.ts';
import styles from './auth-modal.module.css';
import { CodeField } from './code-field.tsx';
import { emptyCode } from './code-inputs.tsx';
import { ResendButton } from './resend-button.tsx';
import type { StepNote } from './step-message.tsx';

export interface RecoveryCodeStepProps {
  fields: RecoverFields;
  secondsLeft: number;
  onResend: () => Promise<string | null>;
  onBack: () => void;
  onConfirmed: (answer: RecoveryScheduled) => void;
}

/** The code sent to the new contact proves it belongs to the customer. */
export function RecoveryCodeStep({
  fields,
  secondsLeft,
  onResend,
  onBack,
  onConfirmed,
}: RecoveryCodeStepProps) {
  const [digits, setDigits] = useState(emptyCode);
  const [note, setNote] = useState<StepNote | null>(null);
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const [attempt, setAttempt] = useState(0);

  const confirm = async (code: string) => {
    const problem = confirmationCodeProblem(code);
    if (problem) {
      setNote({ text: problem, tone: 'error' });
      return;
    }
    setBusy(true);
    setNote(null);
    try {
      onConfirmed(await confirmRecovery(recoverConfirmBody(fields, code)));
    } catch (error) {
      setNote({ text: failureMessage(error, recoveryMessages.confirmFailed), tone: 'error' });
      setDigits(emptyCode());
      setAttempt((n) => n + 1);
      setBusy(false);
    }
  };

  const resend = async () => {
    setResending(true);
    const problem = await onResend();
    setResending(false);
    setNote(problem ? { text: problem, tone: 'error' } : { text: authStrings.codeResent, tone: 'info' });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) void confirm(digits.join(''));
  };

  return (
    <form className={styles.step} onSubmit={submit} noValidate>
      <p className={styles.lead}>
        {authStrings.codeSentTo} <strong>{fields.newContact.trim()}</strong>
      </p>
      <CodeField
        label={authStrings.recoverCodeLabel}
        note={note}
        digits={digits}
        onChange={(next) => {
          setDigits(next);
          setNote(null);
        }}
        onComplete={(code) => void confirm(code)}
        disabled={busy}
        focusKey={attempt}
      />
      <Button type="submit" variant="primary" size="large" width="block" disabled={busy}>
        {busy ? authStrings.confirming : authStrings.confirm}
      </Button>
      <div className={styles.links}>
        <button type="button" className={styles.link} onClick={onBack}>
          {authStrings.back}
        </button>
        <ResendButton secondsLeft={secondsLeft} sending={resending} onResend={() => void resend()} />
      </div>
    </form>
  );
}
