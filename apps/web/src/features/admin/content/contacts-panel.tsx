import type { ContactsInfo } from '@shop/shared/content/content-api';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button.tsx';
import { TextField } from '@/components/text-field.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import {
  contactsLoadFailed,
  contactsUpdateFailed,
  updateContacts,
  useAdminContacts,
} from './api/contacts-admin.ts';
import { FormNote, type Note } from '../kit/form-note.tsx';
import { LoadedPanel } from '../kit/loaded-panel.tsx';
import panel from '../kit/panel.module.css';
import {
  contactFields,
  contactsChanges,
  contactsProblems,
  type ContactField,
  type ContactProblems,
} from './model/contacts-form.ts';

/**
 * 'Контакты': the six fields (docs/product/support-and-content.md#contacts) shown in the footer and on
 * /contacts.
 */
export function ContactsPanel({ id }: { id: string }) {
  return (
    <LoadedPanel
      id={id}
      title="Контакты"
      lead="Телефон, почта и ссылки в подвале сайта и на странице «Контакты»."
      query={useAdminContacts()}
      loadFailed={contactsLoadFailed}
    >
      {(contacts) => <ContactsForm saved={contacts} />}
    </LoadedPanel>
  );
}

function ContactsForm({ saved }: { saved: ContactsInfo }) {
  const [values, setValues] = useState<ContactsInfo>(saved);
  const [problems, setProblems] = useState<ContactProblems>({});
  const [saving, setSaving] = useState(false);
  const [note, setNote] = useState<Note | null>(null);

  const edit = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems(({ [field]: _cleared, ...rest }) => rest);
    setNote(null);
  };

  const check = (field: ContactField) => {
    const value = values[field].trim();
    if (value === saved[field]) return;
    const problem = contactsProblems({ [field]: value })[field];
    if (problem) setProblems((current) => ({ ...current, [field]: problem }));
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const changes = contactsChanges(saved, values);
    const found = contactsProblems(changes);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    if (Object.keys(changes).length === 0) {
      setNote({ text: 'Изменений нет — всё уже сохранено', tone: 'info' });
      return;
    }
    setSaving(true);
    setNote(null);
    try {
      const answer = await updateContacts(changes);
      setValues(answer);
      setNote({ text: 'Контакты сохранены', tone: 'success' });
    } catch (error) {
      setNote({ text: errorMessage(error, contactsUpdateFailed), tone: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void save(event)} noValidate aria-busy={saving}>
      <fieldset className={panel.fields} disabled={saving}>
        <legend className="visually-hidden">Контакты</legend>
        {contactFields.map((field) => (
          <TextField
            key={field.name}
            name={field.name}
            label={field.label}
            type={field.type}
            inputMode={field.type}
            autoComplete="off"
            placeholder={field.placeholder}
            value={values[field.name]}
            error={problems[field.name]}
            onChange={(event) => edit(field.name, event.target.value)}
            onBlur={() => check(field.name)}
          />
        ))}
      </fieldset>
      <div className={panel.actions}>
        <FormNote note={note} />
        <Button type="submit" variant="primary" width="phone" disabled={saving}>
          {saving ? 'Сохраняем…' : 'Сохранить контакты'}
        </Button>
      </div>
    </form>
  );
}
