import type { VerifyCodeAnswer } from '@shop/shared/accounts/account-api';
import { authMessages } from '@shop/shared/accounts/messages';
import { useState } from 'react';
import { verifyCode } from '../api/verify-code.ts';
import { ApiError } from '@/lib/api-client.ts';
import { failureMessage } from '../model/failure-message.ts';
import { authStrings } from '../model/strings.ts';
import styles from './auth-modal.module.css';
import { CodeField } from './code-field.tsx';
import { emptyCode } from './code-inputs.tsx';
import { ResendButton } from './resend-button.tsx';
import type { StepNote } from './step-message.tsx';

export interface CodeStepProps {
  email: string;
  secondsLeft: number;
  /** Asks for another code; answers the problem to show, or null. */
  onResend: () => Promise<string | null>;
  onBack: () => void;
  onSignedIn: (answer: VerifyCodeAnswer) => void;
}

/** Step two of signing in: the 5-digit code, checked as soon as it is complete. */
export function CodeStep({ email, secondsLeft, onResend, onBack, onSignedIn }: CodeStepProps) {
  const [digits, setDigits] = useState(emptyCode);
  const [note, setNote] = useState<StepNote | null>(null);
  const [checking, setChecking] = useState(false);
  const [resending, setResending] = useState(false);
  const [attempt, setAttempt] = useState(0);

  const startOver = (text: string, tone: StepNote['tone']) => {
    setNote({ text, tone });
    setDigits(emptyCode());
    setAttempt((n) => n + 1);
  };

  const verify = async (code: string) => {
    setChecking(true);
    setNote({ text: authStrings.checking, tone: 'info' });
    try {
      onSignedIn(await verifyCode(email, code));
    } catch (error) {
      // Server failure: 'Ошибка проверки кода'; a refused code says why (docs/product/accounts.md#errors).
      const failed = error instanceof ApiError && error.status >= 500;
      startOver(
        failed ? authMessages.verifyStoreFailed : failureMessage(error, authMessages.verifyFailed),
        'error',
      );
      setChecking(false);
    }
  };

  const resend = async () => {
    setResending(true);
    const problem = await onResend();
    setResending(false);
    if (problem) setNote({ text: problem, tone: 'error' });
    else startOver(authStrings.codeResent, 'info');
  };

  return (
    <div className={styles.step}>
      <p className={styles.lead}>
        {authStrings.codeSentTo} <strong>{email}</strong>
      </p>
      <CodeField
        label={authStrings.codeLabel}
        note={note}
        digits={digits}
        onChange={(next) => {
          setDigits(next);
          setNote(null);
        }}
        onComplete={(code) => void verify(code)}
        disabled={checking}
        focusKey={attempt}
      />
      <p className={styles.hint}>{authStrings.codeHint}</p>
      <div className={styles.links}>
        <button type="button" className={styles.link} onClick={onBack}>
          {authStrings.changeEmail}
        </button>
        <ResendButton secondsLeft={secondsLeft} sending={resending} onResend={() => void resend()} />
      </div>
    </div>
  );
}
