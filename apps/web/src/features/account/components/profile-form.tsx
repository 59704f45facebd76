import type { User } from '@shop/shared/accounts/account-api';
import { userMessages } from '@shop/shared/accounts/messages';
import {
  emailChanged,
  profileChanges,
  profileFieldProblem,
  profileProblems,
  type ProfileField,
  type ProfileProblems,
  type ProfileValues,
} from '@shop/shared/rules/profile-rules';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/button.tsx';
import { TextField } from '@/components/text-field.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { publishUser } from '@/features/auth';
import { updateUser } from '../api/update-user.ts';
import { accountStrings } from '../model/strings.ts';
import { usePhoneProof } from '../model/use-phone-proof.ts';
import { PhoneProofCode, PhoneProofStatus } from './phone-proof.tsx';
import styles from './profile.module.css';

const valuesOf = (user: User): ProfileValues => ({
  first_name: user.first_name ?? '',
  last_name: user.last_name ?? '',
  phone: user.phone ?? '',
  email: user.email,
});

interface Note {
  text: string;
  tone: 'success' | 'error' | 'info';
}

const fields: {
  name: ProfileField;
  label: string;
  type: string;
  autoComplete: string;
  placeholder?: string;
  hint?: string;
}[] = [
  { name: 'first_name', label: accountStrings.firstName, type: 'text', autoComplete: 'given-name' },
  { name: 'last_name', label: accountStrings.lastName, type: 'text', autoComplete: 'family-name' },
  {
    name: 'phone',
    label: accountStrings.phone,
    type: 'tel',
    autoComplete: 'tel',
    placeholder: accountStrings.phonePlaceholder,
    hint: accountStrings.phoneHint,
  },
  {
    name: 'email',
    label: accountStrings.email,
    type: 'email',
    autoComplete: 'email',
    hint: accountStrings.emailHint,
  },
];

export interface ProfileFormProps {
  user: User;
  /** While an e-mail change is under way the form is locked (docs/product/accounts.md#profile). */
  locked: boolean;
  onEmailChange: (email: string) => void;
}

/**
 * 'Личные данные' (docs/product/accounts.md#profile): fields checked on blur and all together on save; a save
 * sends only the changed, non-empty, trimmed name and phone; another e-mail goes through its confirmation.
 * The saved phone is proven by an SMS code from under its field (a newly saved phone is unproven again).
 */
export function ProfileForm({ user, locked, onEmailChange }: ProfileFormProps) {
  const [values, setValues] = useState(() => valuesOf(user));
  const [problems, setProblems] = useState<ProfileProblems>({});
  const [saving, setSaving] = useState(false);
  const [note, setNote] = useState<Note | null>(null);
  const phoneProof = usePhoneProof(user.phone);
  const phoneStatusId = useId();
  // The code goes to the saved phone: a phone typed but not saved yet is saved first.
  const phoneUnsaved = profileChanges(user, values).phone !== undefined;
  const phoneStatus =
    user.phone || phoneUnsaved ? (
      <PhoneProofStatus
        id={phoneStatusId}
        proof={phoneProof}
        proven={user.phone_verified}
        unsaved={phoneUnsaved}
      />
    ) : null;
  const codeOpen = phoneProof.phase === 'code' || phoneProof.phase === 'confirming';

  const edit = (field: ProfileField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems(({ [field]: _cleared, ...rest }) => rest);
    setNote(null);
  };

  const check = (field: ProfileField) => {
    const problem = profileFieldProblem(field, values[field]);
    setProblems(({ [field]: _old, ...rest }) => (problem ? { ...rest, [field]: problem } : rest));
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const found = profileProblems(values);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const changes = profileChanges(user, values);
    const newEmail = emailChanged(user.email, values.email) ? values.email.trim() : null;
    setNote(null);
    setSaving(true);
    try {
      if (Object.keys(changes).length > 0) {
        const saved = await updateUser(changes);
        publishUser(saved);
        setValues({ ...valuesOf(saved), email: values.email });
      }
      if (newEmail) onEmailChange(newEmail);
      else if (Object.keys(changes).length > 0) setNote({ text: userMessages.updated, tone: 'success' });
      else setNote({ text: accountStrings.nothingChanged, tone: 'info' });
    } catch (error) {
      setNote({ text: errorMessage(error, userMessages.updateFailed), tone: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className={styles.card} onSubmit={(event) => void save(event)} noValidate aria-busy={saving}>
      <div className={styles.cardHeader}>
        <h2 className={styles.cardTitle}>{accountStrings.personalData}</h2>
        <p className={styles.lead}>{accountStrings.personalDataLead}</p>
      </div>
      <fieldset className={styles.fields} disabled={locked || saving}>
        <legend className="visually-hidden">{accountStrings.personalData}</legend>
        {fields.map((field) => (
          <TextField
            key={field.name}
            name={field.name}
            label={field.label}
            type={field.type}
            autoComplete={field.autoComplete}
            placeholder={field.placeholder}
            hint={field.hint}
            value={values[field.name]}
            error={problems[field.name]}
            onChange={(event) => edit(field.name, event.target.value)}
            onBlur={() => check(field.name)}
            aria-describedby={field.name === 'phone' && phoneStatus ? phoneStatusId : undefined}
          >
            {field.name === 'phone' ? phoneStatus : null}
          </TextField>
        ))}
        {codeOpen ? <PhoneProofCode key={phoneProof.attempt} proof={phoneProof} /> : null}
      </fieldset>
      <div className={styles.actions}>
        <p
          className={`${styles.note} ${note ? styles[note.tone] : ''}`}
          role={note?.tone === 'error' ? 'alert' : 'status'}
        >
          {note?.text ?? ''}
        </p>
        <Button type="submit" variant="primary" size="large" width="phone" disabled={locked || saving}>
          {saving ? accountStrings.saving : accountStrings.save}
        </Button>
      </div>
    </form>
  );
}
