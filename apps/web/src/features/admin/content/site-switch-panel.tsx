import { useState } from 'react';
import { errorMessage } from '@/lib/api-client.ts';
import { siteStatusLoadFailed, updateSiteStatus, useAdminSiteStatus } from './api/site-status-admin.ts';
import styles from './content-section.module.css';
import { ConfirmDialog } from '../kit/confirm-dialog.tsx';
import { formatMoment } from '../kit/format-moment.ts';
import { FormNote, type Note } from '../kit/form-note.tsx';
import { LoadFailed } from '../kit/load-failed.tsx';
import panel from '../kit/panel.module.css';

const titleId = 'content-site-title';

/**
 * 'Работа сайта': the site-wide active flag (docs/product/support-and-content.md#site-status). Switching off
 * asks first: shoppers then see only the maintenance view and cannot order, while admins keep working.
 */
export function SiteSwitchPanel({ id }: { id: string }) {
  const status = useAdminSiteStatus();
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const [note, setNote] = useState<Note | null>(null);

  const change = async (isActive: boolean) => {
    setSaving(true);
    setNote(null);
    try {
      await updateSiteStatus(isActive);
      setNote({
        text: isActive ? 'Сайт снова открыт для покупателей' : 'Сайт выключен для покупателей',
        tone: 'success',
      });
    } catch (error) {
      setNote({ text: errorMessage(error, 'Ошибка изменения состояния сайта'), tone: 'error' });
    } finally {
      setSaving(false);
    }
  };

  const active = status.data?.is_active;
  return (
    <section id={id} className={panel.panel} aria-labelledby={titleId}>
      <div className={panel.panelHeader}>
        <div className={panel.panelTitles}>
          <h2 id={titleId} className={panel.panelTitle}>
            Работа сайта
          </h2>
          <p className={panel.lead}>
            Выключенный сайт показывает покупателям только страницу «Сайт временно не работает», заказы не
            принимаются. Администраторы по-прежнему входят и работают здесь.
          </p>
        </div>
      </div>
      {status.isError ? (
        <LoadFailed
          compact
          message={errorMessage(status.error, siteStatusLoadFailed)}
          onRetry={() => void status.refetch()}
        />
      ) : active === undefined ? (
        <div className={panel.skeleton} aria-busy="true" />
      ) : (
        <div className={styles.switchRow}>
          <div className={styles.switchState}>
            <span className={`${panel.badge} ${active ? panel.badgeOk : panel.badgeOff}`}>
              {active ? 'Сайт работает' : 'Сайт выключен'}
            </span>
            {status.data?.updated_at ? (
              <span className={panel.lead}>Изменено {formatMoment(status.data.updated_at)}</span>
            ) : null}
          </div>
          <button
            type="button"
            role="switch"
            aria-checked={active}
            className={styles.switch}
            disabled={saving}
            onClick={() => (active ? setConfirming(true) : void change(true))}
          >
            <span className={styles.switchTrack} aria-hidden="true">
              <span className={styles.switchThumb} />
            </span>
            <span>Сайт открыт для покупателей</span>
          </button>
        </div>
      )}
      <FormNote note={note} />
      <ConfirmDialog
        open={confirming}
        title="Выключить сайт?"
        confirmLabel="Выключить сайт"
        danger
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void change(false);
        }}
      >
        <p>
          Покупатели увидят страницу «Сайт временно не работает» и не смогут оформить заказ, пока сайт не
          включат снова.
        </p>
        <p>Вы и другие администраторы сможете войти и включить его обратно в этом разделе.</p>
      </ConfirmDialog>
    </section>
  );
}
