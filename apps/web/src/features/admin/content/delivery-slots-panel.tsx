import { COURIER_DAY } from '@shop/shared/content/delivery-slots';
import type { DeliveryTimeSlot } from '@shop/shared/content/content-api';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { addSlot, slotAddFailed, slotsLoadFailed, useAdminSlots } from './api/delivery-slots-admin.ts';
import styles from './content-section.module.css';
import { FormNote, type Note } from '../kit/form-note.tsx';
import { LoadedPanel } from '../kit/loaded-panel.tsx';
import panel from '../kit/panel.module.css';
import { nextSlotGuess, slotProblem } from './model/slot-rules.ts';
import { SlotRow } from './slot-row.tsx';
import { TimeRange } from './time-range.tsx';

/**
 * 'Интервалы доставки': the courier slots a shopper picks from at checkout
 * (docs/product/support-and-content.md#courier-slots).
 */
export function DeliverySlotsPanel({ id }: { id: string }) {
  return (
    <LoadedPanel
      id={id}
      title="Интервалы доставки"
      lead={`Время, которое покупатель выбирает для курьера. Курьерский день — с ${COURIER_DAY.from} до ${COURIER_DAY.to}.`}
      query={useAdminSlots()}
      loadFailed={slotsLoadFailed}
    >
      {(slots) => (
        <>
          <ul className={styles.slots}>
            {slots.map((slot) => (
              // Keyed by the saved times too: a row shows the server's values again after any change.
              <SlotRow
                key={`${slot.id}-${slot.time_from}-${slot.time_to}`}
                slot={slot}
                removable={slots.length > 1}
              />
            ))}
          </ul>
          <AddSlotForm slots={slots} />
        </>
      )}
    </LoadedPanel>
  );
}

function AddSlotForm({ slots }: { slots: readonly DeliveryTimeSlot[] }) {
  const [range, setRange] = useState(() => nextSlotGuess(slots.at(-1)?.time_to));
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Note | null>(null);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = slotProblem(range.time_from, range.time_to);
    if (problem) {
      setNote({ text: problem, tone: 'error' });
      return;
    }
    setBusy(true);
    setNote(null);
    try {
      const slot = await addSlot(range);
      setNote({ text: `Интервал ${slot.time_from}–${slot.time_to} добавлен`, tone: 'success' });
      setRange(nextSlotGuess(slot.time_to));
    } catch (error) {
      setNote({ text: errorMessage(error, slotAddFailed), tone: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.addSlot}
      onSubmit={(event) => void add(event)}
      aria-label="Новый интервал"
      noValidate
    >
      <h3 className={panel.subTitle}>Новый интервал</h3>
      <div className={styles.slotForm}>
        <TimeRange
          from={range.time_from}
          to={range.time_to}
          disabled={busy}
          invalid={note?.tone === 'error'}
          onChange={(next) => {
            setRange((current) => ({
              time_from: next.from ?? current.time_from,
              time_to: next.to ?? current.time_to,
            }));
            setNote(null);
          }}
        />
        <div className={styles.slotActions}>
          <Button type="submit" variant="primary" className={`${panel.small}`} disabled={busy}>
            Добавить интервал
          </Button>
        </div>
      </div>
      <FormNote note={note} />
    </form>
  );
}
