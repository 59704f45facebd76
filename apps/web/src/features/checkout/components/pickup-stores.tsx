import type { Store } from '@shop/shared/content/content-api';
import { ClockIcon, PinIcon } from '@/components/icons.tsx';
import type { CheckoutFormState } from '../model/use-checkout-form.ts';
import { checkoutStrings } from '../model/strings.ts';
import { ChoiceGroup, RadioCard } from './choice-group.tsx';
import styles from './checkout.module.css';
import choices from './choices.module.css';

/** The store to collect the order from: one radio card per store with its address and hours. */
export function PickupStores({
  form,
  stores,
}: {
  form: CheckoutFormState;
  stores: { data?: Store[] | undefined; error: Error | null };
}) {
  if (stores.error) return <p className={styles.loadError}>{stores.error.message}</p>;
  return (
    <ChoiceGroup legend={checkoutStrings.storesLegend} error={form.problems.shop_number}>
      {stores.data ? (
        <div className={`${choices.cards} ${choices.stacked}`}>
          {stores.data.map((store) => (
            <RadioCard
              key={store.id}
              name="shop_number"
              value={String(store.number)}
              checked={form.values.shop_number === store.number}
              onChange={() => form.edit('shop_number', store.number)}
            >
              <span className={choices.cardTitle}>{store.name}</span>
              <span className={choices.cardLine}>
                <PinIcon />
                {store.address}
              </span>
              <span className={choices.cardLine}>
                <ClockIcon />
                {store.hours}
              </span>
            </RadioCard>
          ))}
        </div>
      ) : (
        <div className={styles.skeleton} aria-busy="true" aria-label={checkoutStrings.storesLoading} />
      )}
    </ChoiceGroup>
  );
}
