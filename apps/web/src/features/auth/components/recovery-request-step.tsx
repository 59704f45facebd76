import {
  recoverRequestProblem,
  type ContactKind,
  type RecoverFields,
} from '@shop/shared/accounts/recovery-form';

type RecoverProblem = NonNullable<ReturnType<typeof recoverRequestProblem>>;
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button.tsx';
import { TextField } from '@/components/text-field.tsx';
import { authStrings } from '../model/strings.ts';
import styles from './auth-modal.module.css';
import { StepMessage } from './step-message.tsx';

const labels = {
  email: {
    old: authStrings.oldEmail,
    new: authStrings.newEmail,
    confirm: authStrings.confirmEmail,
    type: 'email',
    inputMode: 'email',
    autoComplete: 'email',
    placeholder: authStrings.emailPlaceholder,
  },
  phone: {
    old: authStrings.oldPhone,
    new: authStrings.newPhone,
    confirm: authStrings.confirmPhone,
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel',
    placeholder: authStrings.phonePlaceholder,
  },
} as const;

export interface RecoveryRequestStepProps {
  fields: RecoverFields;
  onFieldsChange: (fields: RecoverFields) => void;
  /** Sends the code to the new contact; answers the problem to show, or null. */
  onSubmit: () => Promise<string | null>;
  onBackToSignIn: () => void;
}

/** The lost contact, the new one and its confirmation (docs/product/accounts.md#recovery). */
export function RecoveryRequestStep({
  fields,
  onFieldsChange,
  onSubmit,
  onBackToSignIn,
}: RecoveryRequestStepProps) {
  const [problem, setProblem] = useState<RecoverProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const look = labels[fields.kind];

  const change = (next: Partial<RecoverFields>) => {
    onFieldsChange({ ...fields, ...next });
    setProblem(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const invalid = recoverRequestProblem(fields);
    if (invalid) {
      setProblem(invalid);
      return;
    }
    setBusy(true);
    setProblem(null);
    const failed = await onSubmit();
    setBusy(false);
    setProblem(failed ? { text: failed, field: null } : null);
  };

  const kindOption = (kind: ContactKind, label: string) => (
    <label className={styles.option}>
      <input
        type="radio"
        name="contact-kind"
        value={kind}
        checked={fields.kind === kind}
        onChange={() => change({ kind, oldContact: '', newContact: '', confirmContact: '' })}
      />
      {label}
    </label>
  );

  const field = (key: 'oldContact' | 'newContact' | 'confirmContact', label: string, first = false) => (
    <TextField
      label={label}
      type={look.type}
      inputMode={look.inputMode}
      autoComplete={key === 'oldContact' ? 'off' : look.autoComplete}
      autoCapitalize="none"
      spellCheck={false}
      placeholder={look.placeholder}
      value={fields[key]}
      autoFocus={first}
      data-autofocus={first ? '' : undefined}
      onChange={(event) => change({ [key]: event.target.value })}
      error={problem?.field === key ? problem.text : null}
    />
  );

  return (
    <form className={styles.step} onSubmit={(event) => void submit(event)} noValidate>
      <p className={styles.lead}>{authStrings.recoverLead}</p>
      <fieldset className={styles.switch}>
        <legend>{authStrings.contactKind}</legend>
        {kindOption('email', authStrings.kindEmail)}
        {kindOption('phone', authStrings.kindPhone)}
      </fieldset>
      <div className={styles.form}>
        {field('oldContact', look.old, true)}
        {field('newContact', look.new)}
        {field('confirmContact', look.confirm)}
        <StepMessage note={problem && !problem.field ? { text: problem.text, tone: 'error' } : null} />
      </div>
      <Button type="submit" variant="primary" size="large" width="block" disabled={busy}>
        {busy ? authStrings.sending : authStrings.getCode}
      </Button>
      <div className={styles.links}>
        <button type="button" className={styles.link} onClick={onBackToSignIn}>
          {authStrings.backToSignIn}
        </button>
      </div>
    </form>
  );
}
