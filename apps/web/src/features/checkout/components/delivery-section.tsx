import type { DeliveryTimeSlot, Store } from '@shop/shared/content/content-api';
import { giftCardMessages } from '@shop/shared/gift-cards/messages';
import { COURIER_FEE } from '@shop/shared/rules/order-totals';
import { MailIcon } from '@/components/icons.tsx';
import { formatPrice } from '@/lib/format.ts';
import { useBasketOptions, type DeliveryMethod } from '@/features/cart';
import type { CheckoutFormState } from '../model/use-checkout-form.ts';
import { checkoutStrings } from '../model/strings.ts';
import { ChoiceGroup, RadioCard } from './choice-group.tsx';
import { CheckoutSection } from './checkout-section.tsx';
import { CourierFields } from './courier-fields.tsx';
import { PickupStores } from './pickup-stores.tsx';
import choices from './choices.module.css';
import styles from './checkout.module.css';

const methods: { value: DeliveryMethod; title: string; note: string; price: string }[] = [
  {
    value: 'pickUp',
    title: checkoutStrings.pickUp,
    note: checkoutStrings.pickUpNote,
    price: checkoutStrings.free,
  },
  {
    value: 'delivery',
    title: checkoutStrings.delivery,
    note: checkoutStrings.deliveryNote,
    price: formatPrice(COURIER_FEE),
  },
];

const chooseMethod = (deliveryMethod: DeliveryMethod) => useBasketOptions.setState({ deliveryMethod });

/** Pickup from a store or courier delivery; the choice stays with the basket (basket-options store). */
export function DeliverySection({
  form,
  stores,
  slots,
  now,
  courierArea,
}: {
  form: CheckoutFormState;
  stores: { data?: Store[] | undefined; error: Error | null };
  slots: { data?: DeliveryTimeSlot[] | undefined; error: Error | null };
  now: number;
  /** Where the courier goes, once known. */
  courierArea: string | undefined;
}) {
  const method = useBasketOptions((state) => state.deliveryMethod);
  return (
    <CheckoutSection step={2} title={checkoutStrings.deliveryTitle}>
      <ChoiceGroup legend={checkoutStrings.deliveryTitle} hideLegend validated={false}>
        <div className={choices.cards}>
          {methods.map((each) => (
            <RadioCard
              key={each.value}
              name="delivery_method"
              value={each.value}
              checked={method === each.value}
              onChange={() => chooseMethod(each.value)}
            >
              <span className={choices.cardTitle}>{each.title}</span>
              <span className={choices.cardLine}>{each.note}</span>
              <span className={choices.price}>{each.price}</span>
            </RadioCard>
          ))}
        </div>
      </ChoiceGroup>
      {method === 'pickUp' ? (
        <PickupStores form={form} stores={stores} />
      ) : (
        <CourierFields form={form} slots={slots} now={now} area={courierArea} />
      )}
    </CheckoutSection>
  );
}

/** An order of electronic gift cards only: they go by e-mail, so there is nothing to choose. */
export function EmailDelivery() {
  return (
    <CheckoutSection step={2} title={checkoutStrings.deliveryTitle}>
      <p className={styles.emailDelivery}>
        <MailIcon />
        <span>{giftCardMessages.emailDeliveryOnly}</span>
      </p>
    </CheckoutSection>
  );
}
