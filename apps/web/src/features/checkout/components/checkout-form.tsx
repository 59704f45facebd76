import { giftCardMessages } from '@shop/shared/gift-cards/messages';
import type { CheckoutField, CheckoutProblems } from '@shop/shared/rules/checkout-rules';
import { bonusCap, orderTotals } from '@shop/shared/rules/order-totals';
import { consentMessages } from '@shop/shared/legal/messages';
import { useEffect, useState, type FormEvent } from 'react';
import { sessionId } from '@/lib/session-id.ts';
import { useNow } from '@/lib/use-now.ts';
import { type BasketItem, BasketList, useBasketOptions } from '@/features/cart';
import { useCatalogCards } from '@/features/catalog-data';
import { useDeliverySettings, useStores } from '@/features/contacts';
import { currentVersions, forgetCurrentDocuments } from '@/features/consents';
import { useAccountConsents } from '../api/get-account-consents.ts';
import { useDeliveryTimes } from '../api/get-delivery-times.ts';
import { deliveryTypeOf, orderBodyOf, type Delivery } from '../model/checkout-values.ts';
import { basketGoods, leftForCards, useGiftCardPayment } from '../model/gift-card-payment.ts';
import { checkoutStrings } from '../model/strings.ts';
import { useCheckoutForm } from '../model/use-checkout-form.ts';
import { usePlaceOrder, type FieldProblem } from '../model/use-place-order.ts';
import { useShopper } from '../model/use-shopper.ts';
import { CheckoutConsents } from './checkout-consents.tsx';
import { ContactFields } from './contact-fields.tsx';
import { DeliverySection, EmailDelivery } from './delivery-section.tsx';
import { GiftCardSection } from './gift-card-section.tsx';
import { OrderExtras } from './order-extras.tsx';
import { OrderSummary, CHECKOUT_FORM_ID } from './order-summary.tsx';
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
  'consent',
  'offer',
];

/** The server's word that a version ticked is no longer the current one (the box is unticked again). */
const outdated: readonly string[] = [consentMessages.personalDataOutdated, consentMessages.offerOutdated];

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
  const zone = useDeliverySettings().data;
  const catalogCards = useCatalogCards().data?.cards ?? [];
  // Gift cards being bought (docs/product/gift-cards.md#buying): an order of them only goes by e-mail.
  const { goods, giftCardGoods, cardsOnly, mixed } = basketGoods(items, catalogCards);
  const delivery: Delivery = cardsOnly ? 'email' : options.deliveryMethod;
  const signedIn = shopper.user !== null;
  // The processing consent is asked of guests, and of accounts whose consent is not current (or when that
  // is unknown, or the server asked for it): docs/product/personal-data.md#consents.
  const accountConsents = useAccountConsents(signedIn);
  const [askedByServer, setAskedByServer] = useState(false);
  const consentAsked =
    !signedIn ||
    askedByServer ||
    accountConsents.isError ||
    accountConsents.data?.personal_data.needed === true;
  const form = useCheckoutForm(
    shopper.user,
    delivery,
    () => ({
      now: new Date(),
      storeNumbers: (stores.data ?? []).map((store) => store.number),
      slotIds: (slots.data ?? []).map((slot) => slot.id),
      courierZone: zone && { area: zone.courier_area, places: zone.courier_places },
    }),
    consentAsked,
  );
  const onFieldProblem: FieldProblem = (field, problem) => {
    if (field === 'consent') setAskedByServer(true);
    if (outdated.includes(problem)) {
      // A newer text was published: the box unticked, the versions read again.
      form.edit(field, false);
      void forgetCurrentDocuments();
    }
    form.setProblem(field, problem);
  };
  const order = usePlaceOrder(onFieldProblem);
  const giftCards = useGiftCardPayment();
  const addPackage = !cardsOnly && options.addPackage;
  const addPresentPackage = !cardsOnly && options.addPresentPackage;
  const totals = orderTotals({
    goods,
    giftCardGoods,
    giftCardBalances: giftCards.cards.map((card) => card.balance),
    deliveryType: deliveryTypeOf(delivery),
    addPackage,
    addPresentPackage,
    useBonus: signedIn && options.useBonus,
    balance: shopper.balance,
    level: shopper.level,
  });
  // The cards that pay a share, in their order (a card not needed is not sent).
  const paying = giftCards.cards.filter((_, index) => (totals.giftCards[index] ?? 0) > 0);
  const cardRefusal = cardsOnly
    ? giftCardMessages.notForCards
    : leftForCards(totals, giftCardGoods) === 0
      ? giftCardMessages.notNeeded
      : null;
  // Gift cards bought are paid in money only: said whenever bonuses or cards could seem to pay for them.
  const cardsNote =
    giftCardGoods > 0 && (mixed || totals.bonus > 0 || giftCards.cards.length > 0)
      ? giftCardMessages.notForCards
      : null;

  // The basket's loyalty figures (docs/product/cart.md#basket) follow the shopper's card; bonuses never pay
  // for gift cards.
  const bonusGoods = goods - Math.min(goods, giftCardGoods);
  const cap = bonusCap(bonusGoods, shopper.balance, shopper.level);
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
      async () => {
        const versions = await currentVersions();
        return orderBodyOf(form.values, delivery, {
          useBonus: totals.bonus > 0,
          addPackage,
          addPresentPackage,
          sessionId: signedIn ? undefined : sessionId(),
          expectedTotal: totals.total,
          giftCardCodes: paying.map((card) => card.code),
          consents: {
            ...(consentAsked && form.values.consent ? { personal_data: versions.consent } : {}),
            offer: versions.offer,
          },
        });
      },
      // The same form and the same basket lines: the same order.
      (body) => JSON.stringify([body, items.map((item) => [item.key, item.count, item.price])]),
    );
  };

  return (
    <form
      id={CHECKOUT_FORM_ID}
      className={styles.layout}
      onSubmit={submit}
      noValidate
      aria-label={checkoutStrings.title}
    >
      <div className={styles.main}>
        <BasketList items={items} variant="page" title={checkoutStrings.basketTitle} />
        <ContactFields form={form} />
        {cardsOnly ? (
          <EmailDelivery />
        ) : (
          <DeliverySection
            form={form}
            stores={stores}
            slots={slots}
            now={now}
            courierArea={zone?.courier_area}
          />
        )}
        {/* Cards are bought with money only and earn no cash back: nothing to choose (gift-cards.md#buying). */}
        {cardsOnly ? null : <OrderExtras shopper={shopper} goods={bonusGoods} />}
        <GiftCardSection
          step={cardsOnly ? 3 : 4}
          payment={giftCards}
          shares={totals.giftCards}
          refusal={cardRefusal}
          cardsOnly={cardsOnly}
        />
      </div>
      <div className={styles.aside}>
        <OrderSummary
          totals={totals}
          signedIn={signedIn}
          problem={order.message}
          sending={order.sending}
          giftCards={giftCards.cards}
          note={cardsNote}
          consents={<CheckoutConsents form={form} consentAsked={consentAsked} />}
        />
      </div>
    </form>
  );
}
