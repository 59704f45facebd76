import type { CheckoutField, CheckoutProblems } from '@shop/shared/rules/checkout-rules';
import { bonusCap, orderTotals } from '@shop/shared/rules/order-totals';
import { useEffect, type FormEvent } from 'react';
import { sessionId } from '@/lib/session-id.ts';
import { useNow } from '@/lib/use-now.ts';
import { type BasketItem, BasketList, useBasketOptions } from '@/features/cart';
import { useStores } from '@/features/contacts';
import { useDeliveryTimes } from '../api/get-delivery-times.ts';
import { deliveryTypeOf, orderBodyOf } from '../model/checkout-values.ts';
import { checkoutStrings } from '../model/strings.ts';
import { useCheckoutForm } from '../model/use-checkout-form.ts';
import { usePlaceOrder } from '../model/use-place-order.ts';
import { useShopper } from '../model/use-shopper.ts';
import { ContactFields } from './contact-fields.tsx';
import { DeliverySection } from './delivery-section.tsx';
import { OrderExtras } from './order-extras.tsx';
import { OrderSummary } from './order-summary.tsx';
import styles from './checkout.module.css';

/** The fields in the order they appear: the first with a problem gets the focus. */
const fieldOrder: CheckoutField[] = [
  'first_name',
  'last_name',
  'phone',
  'email',
  'shop_number',
  'address',
  'date',
  'slot_id',
];

function focusFirstProblem(form: HTMLFormElement, problems: CheckoutProblems): boolean {
  const field = fieldOrder.find((name) => problems[name]);
  if (!field) return false;
  form.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  return true;
}

/** The checkout of a filled basket: the list, the form's sections and the summary with 'Оплатить'. */
export function CheckoutForm({ items }: { items: readonly BasketItem[] }) {
  const now = useNow(60_000);
  const options = useBasketOptions();
  const shopper = useShopper();
  const stores = useStores();
  const slots = useDeliveryTimes();
  const form = useCheckoutForm(shopper.user, options.deliveryMethod, () => ({
    now: new Date(),
    storeNumbers: (stores.data ?? []).map((store) => store.number),
    slotIds: (slots.data ?? []).map((slot) => slot.id),
  }));
  const order = usePlaceOrder(form.setProblem);
  const signedIn = shopper.user !== null;
  const goods = items.reduce((sum, item) => sum + item.price * item.count, 0);
  const totals = orderTotals({
    goods,
    deliveryType: deliveryTypeOf(options.deliveryMethod),
    addPackage: options.addPackage,
    addPresentPackage: options.addPresentPackage,
    useBonus: signedIn && options.useBonus,
    balance: shopper.balance,
    level: shopper.level,
  });

  // The basket's loyalty figures (docs/product/cart.md#basket) follow the shopper's card.
  const cap = bonusCap(goods, shopper.balance, shopper.level);
  const { name, cashBack, maxBonusShare } = shopper.level;
  useEffect(() => {
    useBasketOptions.setState({
      bonusCanUse: cap,
      bonus: shopper.balance,
      loyaltyStatus: name,
      loyalCashBack: cashBack,
      bonusPayProcent: Math.round(maxBonusShare * 100),
    });
  }, [cap, shopper.balance, name, cashBack, maxBonusShare]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (order.sending || focusFirstProblem(event.currentTarget, form.validate())) return;
    void order.place(
      () =>
        orderBodyOf(form.values, options.deliveryMethod, {
          useBonus: totals.bonus > 0,
          addPackage: options.addPackage,
          addPresentPackage: options.addPresentPackage,
          sessionId: signedIn ? undefined : sessionId(),
          expectedTotal: totals.total,
        }),
      // The same form and the same basket lines: the same order.
      (body) => JSON.stringify([body, items.map((item) => [item.key, item.count, item.price])]),
    );
  };

  return (
    <form className={styles.layout} onSubmit={submit} noValidate aria-label={checkoutStrings.title}>
      <div className={styles.main}>
        <BasketList items={items} variant="page" title={checkoutStrings.basketTitle} />
        <ContactFields form={form} />
        <DeliverySection form={form} stores={stores} slots={slots} now={now} />
        <OrderExtras shopper={shopper} goods={goods} />
      </div>
      <div className={styles.aside}>
        <OrderSummary totals={totals} signedIn={signedIn} problem={order.message} sending={order.sending} />
      </div>
    </form>
  );
}
