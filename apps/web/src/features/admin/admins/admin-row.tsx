import type { AdminAccount } from '@shop/shared/admin/admins-api';
import { useState } from 'react';
import { Button } from '@/components/button.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { ConfirmDialog } from '../kit/confirm-dialog.tsx';
import { FormNote, type Note } from '../kit/form-note.tsx';
import panel from '../kit/panel.module.css';
import styles from './admins-section.module.css';
import { adminRemoveFailed, removeAdmin } from './api/admins-api.ts';

export interface AdminRowProps {
  admin: AdminAccount;
  isMe: boolean;
  /** The only admin left: the server refuses to remove them, so the button is not offered. */
  isLast: boolean;
}

const nameOf = (admin: AdminAccount) => [admin.first_name, admin.last_name].filter(Boolean).join(' ');

/** One admin: e-mail, name, where the rights come from; removal (with a confirmation) where allowed. */
export function AdminRow({ admin, isMe, isLast }: AdminRowProps) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Note | null>(null);
  const name = nameOf(admin);
  const why = admin.from_env
    ? 'Задан в ADMIN_EMAILS — снять права можно только в настройках сервера'
    : isLast
      ? 'Последнего администратора снять нельзя'
      : null;

  const remove = async () => {
    setConfirming(false);
    setBusy(true);
    setNote(null);
    try {
      await removeAdmin(admin.id);
    } catch (error) {
      setNote({ text: errorMessage(error, adminRemoveFailed), tone: 'error' });
      setBusy(false);
    }
  };

  return (
    <li className={styles.row} aria-label={admin.email}>
      <span className={styles.avatar} aria-hidden="true">
        {(name || admin.email).slice(0, 1).toUpperCase()}
      </span>
      <div className={styles.who}>
        <p className={styles.email}>
          {admin.email}
          {isMe ? <span className={panel.badge}>Вы</span> : null}
          {admin.from_env ? <span className={`${panel.badge} ${panel.badgeOk}`}>из ADMIN_EMAILS</span> : null}
        </p>
        {name ? <p className={panel.lead}>{name}</p> : null}
        {why ? <p className={styles.why}>{why}</p> : null}
        <FormNote note={note} />
      </div>
      <Button
        variant="secondary"
        className={`${panel.small} ${panel.danger}`}
        disabled={busy || why !== null}
        aria-label={`Снять права: ${admin.email}`}
        onClick={() => setConfirming(true)}
      >
        Снять права
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Снять права администратора?"
        confirmLabel="Снять права"
        danger
        onCancel={() => setConfirming(false)}
        onConfirm={() => void remove()}
      >
        <p>
          {admin.email} больше не сможет открывать раздел администрирования.
          {isMe ? ' Это ваш собственный аккаунт: вы потеряете доступ сразу.' : ''}
        </p>
      </ConfirmDialog>
    </li>
  );
}
