import type { AdminAccount } from '@shop/shared/admin/admins-api';
import { isEmail, normaliseEmail } from '@shop/shared/rules/contact-rules';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button.tsx';
import { TextField } from '@/components/text-field.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useAuthStore } from '@/features/auth';
import { FormNote, type Note } from '../kit/form-note.tsx';
import { LoadFailed } from '../kit/load-failed.tsx';
import panel from '../kit/panel.module.css';
import { AdminRow } from './admin-row.tsx';
import styles from './admins-section.module.css';
import { addAdmin, adminAddFailed, adminsLoadFailed, useAdmins } from './api/admins-api.ts';

const titleId = 'admins-title';

/** /admin/admins: who runs the shop; added here by e-mail or named in ADMIN_EMAILS. */
export default function AdminsSection() {
  const admins = useAdmins();
  const myEmail = useAuthStore((state) => state.user?.email ?? null);
  return (
    <div className={styles.layout}>
      <section className={panel.panel} aria-labelledby={titleId}>
        <div className={panel.panelHeader}>
          <div className={panel.panelTitles}>
            <h2 id={titleId} className={panel.panelTitle}>
              Администраторы
            </h2>
            <p className={panel.lead}>
              Адреса из ADMIN_EMAILS получают права при каждом входе: снять их можно только в настройках
              сервера. Последнего администратора снять нельзя.
            </p>
          </div>
          {admins.data ? <span className={panel.badge}>{admins.data.length}</span> : null}
        </div>
        {admins.isError ? (
          <LoadFailed
            compact
            message={errorMessage(admins.error, adminsLoadFailed)}
            onRetry={() => void admins.refetch()}
          />
        ) : !admins.data ? (
          <div className={panel.skeleton} aria-busy="true" />
        ) : (
          <ul className={styles.list}>
            {admins.data.map((admin: AdminAccount) => (
              <AdminRow
                key={admin.id}
                admin={admin}
                isMe={myEmail !== null && normaliseEmail(myEmail) === normaliseEmail(admin.email)}
                isLast={admins.data.length <= 1}
              />
            ))}
          </ul>
        )}
      </section>
      <AddAdminForm />
    </div>
  );
}

function AddAdminForm() {
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Note | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const value = normaliseEmail(email);
    if (!isEmail(value)) {
      setProblem('Некорректный email');
      return;
    }
    setBusy(true);
    setNote(null);
    try {
      const account = await addAdmin(value);
      setEmail('');
      setNote({ text: `${account.email} теперь администратор`, tone: 'success' });
    } catch (error) {
      setNote({ text: errorMessage(error, adminAddFailed), tone: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={panel.panel} aria-labelledby="admins-add-title">
      <div className={panel.panelTitles}>
        <h2 id="admins-add-title" className={panel.panelTitle}>
          Добавить администратора
        </h2>
        <p className={panel.lead}>
          Укажите e-mail, с которым человек входит на сайт. Права действуют со следующего запроса.
        </p>
      </div>
      <form className={styles.addForm} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label="E-mail"
          type="email"
          name="email"
          autoComplete="off"
          placeholder="name@example.ru"
          value={email}
          error={problem}
          disabled={busy}
          onChange={(event) => {
            setEmail(event.target.value);
            setProblem(null);
            setNote(null);
          }}
        />
        <Button type="submit" variant="primary" className={`${styles.addButton}`} disabled={busy}>
          Добавить
        </Button>
      </form>
      <FormNote note={note} />
    </section>
  );
}
