import { consentMessages } from '@shop/shared/legal/messages';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/button.tsx';
import { ConsentCheckbox } from '@/features/consents';
import { authStrings } from '../model/strings.ts';
import styles from './auth-modal.module.css';

export interface SignInConsentProps {
  ticked: boolean;
  onTick: (ticked: boolean) => void;
  /** Why the consent is needed now (not ticked, or a newer text), shown at the checkbox. */
  error: string | null;
  checking: boolean;
  /** Signs in with the code typed and the consent. */
  onSubmit: () => void;
}

/**
 * The code step of an e-mail without an account (docs/product/personal-data.md#consents): the server asked
 * for the consent to processing personal data after the right code, which stays usable; a separate,
 * unticked checkbox and a button send the same code again with it. The checkbox gets the focus.
 */
export default function SignInConsent({ ticked, onTick, error, checking, onSubmit }: SignInConsentProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.querySelector<HTMLInputElement>('input[type="checkbox"]')?.focus();
  }, []);
  return (
    <div ref={box} className={styles.consent}>
      <p className={styles.consentNote}>{consentMessages.signInConsentNote}</p>
      <ConsentCheckbox kind="consent" name="consent" checked={ticked} onChange={onTick} error={error} />
      <Button
        type="button"
        variant="primary"
        size="large"
        width="block"
        disabled={checking}
        aria-busy={checking}
        onClick={onSubmit}
      >
        {checking ? authStrings.checking : authStrings.signInWithConsent}
      </Button>
    </div>
  );
}
