import type { DeliveryTimeSlot } from '@shop/shared/content/content-api';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { deleteSlot, slotDeleteFailed, slotUpdateFailed, updateSlot } from './api/delivery-slots-admin.ts';
import styles from './content-section.module.css';
import { ConfirmDialog } from '../kit/confirm-dialog.tsx';
import { FormNote, type Note } from '../kit/form-note.tsx';
import panel from '../kit/panel.module.css';
import { slotProblem } from './model/slot-rules.ts';
import { TimeRange } from './time-range.tsx';

export interface SlotRowProps {
  slot: DeliveryTimeSlot;
  /** The last slot cannot be removed (the server refuses it too). */
  removable: boolean;
}

/** One courier slot: its two times, saved together; removed after a confirmation. */
export function SlotRow({ slot, removable }: SlotRowProps) {
  const [from, setFrom] = useState(slot.time_from);
  const [to, setTo] = useState(slot.time_to);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Note | null>(null);
  const [confirming, setConfirming] = useState(false);
  const label = `${slot.time_from}–${slot.time_to}`;
  const changed = from !== slot.time_from || to !== slot.time_to;

  const edit = (next: { from?: string; to?: string }) => {
    if (next.from !== undefined) setFrom(next.from);
    if (next.to !== undefined) setTo(next.to);
    setNote(null);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !changed) return;
    const problem = slotProblem(from, to);
    if (problem) {
      setNote({ text: problem, tone: 'error' });
      return;
    }
    setBusy(true);
    try {
      await updateSlot(slot.id, { time_from: from, time_to: to });
      setNote({ text: 'Сохранено', tone: 'success' });
    } catch (error) {
      setNote({ text: errorMessage(error, slotUpdateFailed), tone: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setConfirming(false);
    setBusy(true);
    setNote(null);
    try {
      await deleteSlot(slot.id);
    } catch (error) {
      setNote({ text: errorMessage(error, slotDeleteFailed), tone: 'error' });
      setBusy(false);
    }
  };

  return (
    <li className={styles.slot}>
      <form
        className={styles.slotForm}
        onSubmit={(event) => void save(event)}
        aria-label={`Интервал ${label}`}
        noValidate
      >
        <TimeRange from={from} to={to} disabled={busy} invalid={note?.tone === 'error'} onChange={edit} />
        <div className={styles.slotActions}>
          <Button
            type="submit"
            variant={changed ? 'primary' : 'secondary'}
            className={`${panel.small}`}
            disabled={busy || !changed}
          >
            Сохранить
          </Button>
          <Button
            variant="secondary"
            className={`${panel.small} ${panel.danger}`}
            disabled={busy || !removable}
            title={removable ? undefined : 'Последний интервал удалить нельзя'}
            onClick={() => setConfirming(true)}
          >
            Удалить
          </Button>
        </div>
      </form>
      <FormNote note={note} />
      <ConfirmDialog
        open={confirming}
        title={`Удалить интервал ${label}?`}
        confirmLabel="Удалить"
        danger
        onCancel={() => setConfirming(false)}
        onConfirm={() => void remove()}
      >
        <p>Покупатели больше не смогут выбрать это время доставки при оформлении заказа.</p>
      </ConfirmDialog>
    </li>
  );
}
