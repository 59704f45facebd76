import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/button.tsx';
import { Modal } from '@/components/modal.tsx';
import { CodeField, emptyCode, ResendButton, StepMessage } from '@/features/auth';
import type { AccountDeletion } from '../model/use-account-deletion.ts';
import { personalDataStrings as s } from '../model/strings.ts';
import styles from './personal-data.module.css';

/** What deleting erases and what it keeps, then where the code goes: 'Получить код'. */
function Intro({ flow, email }: { flow: AccountDeletion; email: string }) {
  const requesting = flow.phase === 'requesting';
  const erasedId = useId();
  const keptId = useId();
  return (
    <div className={styles.dialogStep}>
      <div className={styles.effects}>
        <section aria-labelledby={erasedId}>
          <h3 id={erasedId} className={styles.effectsTitle}>
            {s.erasedTitle}
          </h3>
          <ul className={styles.effectsList}>
            {s.erased.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby={keptId}>
          <h3 id={keptId} className={styles.effectsTitle}>
            {s.keptTitle}
          </h3>
          <ul className={styles.effectsList}>
            {s.kept.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      </div>
      <p className={styles.dialogLead}>
        {s.codeWillGo} <strong>{email}</strong>
      </p>
      <StepMessage note={flow.error ? { text: flow.error, tone: 'error' } : null} />
      <div className={styles.dialogActions}>
        <Button variant="secondary" onClick={flow.close} disabled={requesting}>
          {s.cancel}
        </Button>
        <Button variant="primary" onClick={flow.request} disabled={requesting} data-autofocus="">
          {requesting ? s.sendingCode : s.getCode}
        </Button>
      </div>
    </div>
  );
}

/** The mailed code and 'Удалить навсегда' (a full code does not delete by itself: the button does). */
function CodeStep({ flow, email }: { flow: AccountDeletion; email: string }) {
  const [digits, setDigits] = useState(emptyCode);
  const form = useRef<HTMLFormElement>(null);
  const confirming = flow.phase === 'confirming';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!confirming) flow.confirm(digits.join(''));
  };
  return (
    <form ref={form} className={styles.dialogStep} onSubmit={submit} noValidate>
      <p className={styles.dialogLead}>
        {s.codeSentTo} <strong>{email}</strong>
      </p>
      <CodeField
        label={s.codeLabel}
        note={flow.error ? { text: flow.error, tone: 'error' } : null}
        digits={digits}
        onChange={setDigits}
        onComplete={() => form.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus()}
        disabled={confirming}
      />
      <div className={styles.resend}>
        <ResendButton secondsLeft={flow.secondsLeft} sending={confirming} onResend={flow.request} />
      </div>
      <div className={styles.dialogActions}>
        <Button variant="secondary" onClick={flow.close} disabled={confirming}>
          {s.cancel}
        </Button>
        <Button type="submit" variant="accent" disabled={confirming}>
          {confirming ? s.removing : s.removeForever}
        </Button>
      </div>
    </form>
  );
}

/** 'Удалить аккаунт?': what goes and what stays, a code to the account's e-mail, 'Удалить навсегда'. */
export function DeleteAccountDialog({ flow, email }: { flow: AccountDeletion; email: string }) {
  const open = flow.phase !== 'closed';
  return (
    <Modal open={open} onClose={flow.close} title={s.removeTitle}>
      {flow.phase === 'code' || flow.phase === 'confirming' ? (
        <CodeStep key={flow.attempt} flow={flow} email={email} />
      ) : (
        <Intro flow={flow} email={email} />
      )}
    </Modal>
  );
}
