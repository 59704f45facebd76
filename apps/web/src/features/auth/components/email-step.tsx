import { contactMessages, isEmail } from '@shop/shared/rules/contact-rules';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button.tsx';
import { TextField } from '@/components/text-field.tsx';
import { authStrings } from '../model/strings.ts';
import styles from './auth-modal.module.css';

export interface EmailStepProps {
  email: string;
  onEmailChange: (email: string) => void;
  /** Asks for a code; answers the problem to show, or null once the code step may follow. */
  onSubmit: () => Promise<string | null>;
  onForgot: () => void;
}

/** Step one of signing in: the e-mail a code is sent to. */
export function EmailStep({ email, onEmailChange, onSubmit, onForgot }: EmailStepProps) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!isEmail(email)) {
      setError(contactMessages.email);
      return;
    }
    setBusy(true);
    setError(null);
    const problem = await onSubmit();
    setBusy(false);
    setError(problem);
  };

  return (
    <form className={styles.step} onSubmit={(event) => void submit(event)} noValidate>
      <p className={styles.lead}>{authStrings.emailLead}</p>
      <TextField
        label={authStrings.emailLabel}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={authStrings.emailPlaceholder}
        value={email}
        error={error}
        autoFocus
        data-autofocus=""
        onChange={(event) => {
          onEmailChange(event.target.value);
          setError(null);
        }}
      />
      <Button type="submit" variant="primary" size="large" width="block" disabled={busy}>
        {busy ? authStrings.sending : authStrings.getCode}
      </Button>
      <div className={styles.links}>
        <button type="button" className={styles.link} onClick={onForgot}>
          {authStrings.forgotEmail}
        </button>
      </div>
    </form>
  );
}
