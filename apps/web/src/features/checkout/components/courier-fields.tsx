import type { DeliveryTimeSlot } from '@shop/shared/content/content-api';
import { courierDates, formatDeliveryDate } from '@shop/shared/rules/delivery-dates';
import { TextField } from '@/components/text-field.tsx';
import type { CheckoutFormState } from '../model/use-checkout-form.ts';
import { checkoutStrings } from '../model/strings.ts';
import { ChoiceGroup, RadioChip } from './choice-group.tsx';
import styles from './checkout.module.css';
import choices from './choices.module.css';

/** '12:00:00' or '12:00' → '12:00'. */
const hhmm = (time: string) => time.slice(0, 5);

export const slotLabel = (slot: DeliveryTimeSlot) => `${hhmm(slot.time_from)}–${hhmm(slot.time_to)}`;

/** Courier delivery: the address (within the zone, which it names), a weekday from tomorrow and a time slot. */
export function CourierFields({
  form,
  slots,
  now,
  area,
}: {
  form: CheckoutFormState;
  slots: { data?: DeliveryTimeSlot[] | undefined; error: Error | null };
  now: number;
  area: string | undefined;
}) {
  const dates = courierDates(new Date(now));
  return (
    <>
      <TextField
        name="address"
        label={checkoutStrings.address}
        placeholder={checkoutStrings.addressPlaceholder}
        autoComplete="street-address"
        hint={area ? checkoutStrings.addressHint(area) : undefined}
        value={form.values.address}
        error={form.problems.address}
        onChange={(event) => form.edit('address', event.target.value)}
        onBlur={() => form.check('address')}
      />
      <ChoiceGroup legend={checkoutStrings.dateLegend} error={form.problems.date}>
        <div className={choices.chips}>
          {dates.map((date) => (
            <RadioChip
              key={date}
              name="date"
              value={date}
              checked={form.values.date === date}
              onChange={() => form.edit('date', date)}
            >
              {formatDeliveryDate(date)}
            </RadioChip>
          ))}
        </div>
      </ChoiceGroup>
      {slots.error ? (
        <p className={styles.loadError}>{slots.error.message}</p>
      ) : (
        <ChoiceGroup legend={checkoutStrings.slotLegend} error={form.problems.slot_id}>
          <div className={choices.chips} aria-busy={slots.data ? undefined : true}>
            {(slots.data ?? []).map((slot) => (
              <RadioChip
                key={slot.id}
                name="slot_id"
                value={String(slot.id)}
                checked={form.values.slot_id === slot.id}
                onChange={() => form.edit('slot_id', slot.id)}
              >
                {slotLabel(slot)}
              </RadioChip>
            ))}
          </div>
        </ChoiceGroup>
      )}
    </>
  );
}
