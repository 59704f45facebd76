import type { VerifyCodeAnswer } from '@shop/shared/accounts/account-api';
import { authMessages } from '@shop/shared/accounts/messages';
import { consentMessages } from '@shop/shared/legal/messages';
import { lazy, Suspense, useState } from 'react';
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

// The consent's part is loaded only when a new e-mail needs it (most sign-ins are an account's).
const SignInConsent = lazy(() => import('./sign-in-consent.tsx'));
const consents = () => import('@/features/consents');

/** The server's answer that the e-mail is new and needs the consent (the code was right and stays usable). */
const consentRefusal = (error: unknown): string | null =>
  error instanceof ApiError &&
  error.status === 422 &&
  (error.detail === consentMessages.personalDataRequired ||
    error.detail === consentMessages.personalDataOutdated)
    ? error.detail
    : null;

/**
 * Step two of signing in: the 5-digit code, checked as soon as it is complete. A new e-mail's right code is
 * answered with a request for the processing consent: the checkbox appears and the same code is sent
 * again with it (docs/product/personal-data.md#consents).
 */
export function CodeStep({ email, secondsLeft, onResend, onBack, onSignedIn }: CodeStepProps) {
  const [digits, setDigits] = useState(emptyCode);
  const [note, setNote] = useState<StepNote | null>(null);
  const [checking, setChecking] = useState(false);
  const [resending, setResending] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // The consent, once the server asked for it: ticked or not, and why it is needed now.
  const [consentAsked, setConsentAsked] = useState(false);
  const [ticked, setTicked] = useState(false);
  const [consentError, setConsentError] = useState<string | null>(null);

  const startOver = (text: string, tone: StepNote['tone']) => {
    setNote({ text, tone });
    setDigits(emptyCode());
    setAttempt((n) => n + 1);
  };

  const verify = async (code: string) => {
    if (consentAsked && !ticked) {
      setConsentError(consentMessages.personalDataRequired);
      return;
    }
    setChecking(true);
    setNote({ text: authStrings.checking, tone: 'info' });
    try {
      const consent = consentAsked ? (await (await consents()).currentVersions()).consent : undefined;
      onSignedIn(await verifyCode(email, code, consent));
    } catch (error) {
      const refusal = consentRefusal(error);
      if (refusal) {
        // The code was right: it stays in its boxes, and the checkbox asks for the consent.
        askConsent(refusal);
        setChecking(false);
        return;
      }
      // Server failure: 'Ошибка проверки кода'; a refused code says why (docs/product/accounts.md#errors).
      const failed = error instanceof ApiError && error.status >= 500;
      startOver(
        failed ? authMessages.verifyStoreFailed : failureMessage(error, authMessages.verifyFailed),
        'error',
      );
      setChecking(false);
    }
  };

  const askConsent = (refusal: string) => {
    setNote(null);
    if (refusal === consentMessages.personalDataOutdated) {
      // A newer text was published meanwhile: read it (the link shows it) and tick again.
      void consents().then((loaded) => loaded.forgetCurrentDocuments());
      setTicked(false);
    }
    // The first ask is the note alone; an error only once the shopper went on without ticking.
    setConsentError(consentAsked || refusal !== consentMessages.personalDataRequired ? refusal : null);
    setConsentAsked(true);
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
      {consentAsked ? (
        <Suspense fallback={null}>
          <SignInConsent
            ticked={ticked}
            onTick={(next) => {
              setTicked(next);
              setConsentError(null);
            }}
            error={consentError}
            checking={checking}
            onSubmit={() => void verify(digits.join(''))}
          />
        </Suspense>
      ) : null}
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
