import { userMessages } from '@shop/shared/accounts/messages';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button.tsx';
import { Modal } from '@/components/modal.tsx';
import { CodeField, emptyCode, ResendButton, StepMessage } from '@/features/auth';
import { useUiStore } from '@/lib/ui-store.ts';
import type { EmailChange } from '../model/use-email-change.ts';
import { accountStrings } from '../model/strings.ts';
import styles from './profile.module.css';

/** The code sent to the new address; a full code is confirmed at once, as is the button. */
function CodeForm({ flow }: { flow: EmailChange }) {
  const [digits, setDigits] = useState(emptyCode);
  const confirming = flow.phase === 'confirming';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!confirming) flow.confirm(digits.join(''));
  };

  return (
    <form className={styles.modalStep} onSubmit={submit} noValidate>
      <p className={styles.lead}>
        {userMessages.codeSent}: <strong>{flow.email}</strong>
      </p>
      <CodeField
        label={accountStrings.codeLabel}
        note={flow.error ? { text: flow.error, tone: 'error' } : null}
        digits={digits}
        onChange={setDigits}
        onComplete={flow.confirm}
        disabled={confirming}
      />
      <Button type="submit" variant="primary" size="large" width="block" disabled={confirming}>
        {confirming ? accountStrings.confirming : accountStrings.confirm}
      </Button>
      <div className={styles.modalLinks}>
        <ResendButton secondsLeft={flow.secondsLeft} sending={false} onResend={flow.resend} />
      </div>
    </form>
  );
}

/** docs/product/accounts.md#profile: an e-mail change opens a confirmation modal with a code field. */
export function EmailChangeModal({ flow }: { flow: EmailChange }) {
  const openModal = useUiStore((state) => state.openModal);
  let content;
  if (flow.phase === 'done') {
    content = (
      <div className={styles.modalStep}>
        <p className={styles.result} role="status">
          {userMessages.emailChanged}
        </p>
        <Button
          variant="primary"
          size="large"
          width="block"
          autoFocus
          data-autofocus=""
          onClick={() => {
            flow.close();
            openModal('auth');
          }}
        >
          {accountStrings.signIn}
        </Button>
      </div>
    );
  } else if (flow.phase === 'requesting') {
    content = (
      <p className={styles.lead} role="status">
        {accountStrings.requesting} <strong>{flow.email}</strong>…
      </p>
    );
  } else if (flow.phase === 'request-failed') {
    content = (
      <div className={styles.modalStep}>
        <StepMessage note={{ text: flow.error ?? userMessages.emailRequestFailed, tone: 'error' }} />
        <Button variant="primary" width="block" onClick={flow.resend}>
          {accountStrings.resendNow}
        </Button>
        <Button variant="secondary" width="block" onClick={flow.close}>
          {accountStrings.cancel}
        </Button>
      </div>
    );
  } else {
    content = <CodeForm key={flow.attempt} flow={flow} />;
  }
  return (
    <Modal open={flow.phase !== 'idle'} onClose={flow.close} title={accountStrings.emailChangeTitle}>
      {content}
    </Modal>
  );
}
