import type { User } from '@shop/shared/accounts/account-api';
import type { OrderConsents } from '@shop/shared/legal/legal-api';
import type { CreateOrderBody } from '@shop/shared/orders/order-api';
import type { CheckoutField, CheckoutForm } from '@shop/shared/rules/checkout-rules';
import type { DeliveryType } from '@shop/shared/rules/order-totals';
import type { DeliveryMethod } from '@/features/cart';

/** What the shopper types and picks on the checkout page (the basket options live in their store). */
export interface CheckoutValues {
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  shop_number: number | null;
  address: string;
  date: string | null;
  slot_id: number | null;
  /** The processing consent's checkbox (shown to guests and accounts without a current consent). */
  consent: boolean;
  /** The public offer's checkbox (every order). */
  offer: boolean;
}

export type CheckoutValue = CheckoutValues[CheckoutField];

export const emptyCheckoutValues: CheckoutValues = {
  first_name: '',
  last_name: '',
  phone: '',
  email: '',
  shop_number: null,
  address: '',
  date: null,
  slot_id: null,
  // Never ticked for the shopper (docs/product/personal-data.md#consents).
  consent: false,
  offer: false,
};

/** The signed-in customer's contacts fill the fields the shopper has left empty. */
export const prefilled = (values: CheckoutValues, user: User): CheckoutValues => ({
  ...values,
  first_name: values.first_name || (user.first_name ?? ''),
  last_name: values.last_name || (user.last_name ?? ''),
  phone: values.phone || (user.phone ?? ''),
  email: values.email || user.email,
});

/**
 * How the order is received: the basket store's method, or 'email' for an order of electronic gift cards
 * only (no store, no courier).
 */
export type Delivery = DeliveryMethod | 'email';

/** The basket store's words for the method and the API's. */
export const deliveryTypeOf = (method: Delivery): DeliveryType =>
  method === 'email' ? 'email' : method === 'delivery' ? 'courier' : 'pickup';

/** The form as the shared rules (and the API) see it: only the chosen method's delivery fields. */
export function checkoutFormOf(values: CheckoutValues, method: Delivery): CheckoutForm {
  const contacts = {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    phone: values.phone.trim(),
    email: values.email.trim(),
  };
  if (method === 'email') return { ...contacts, delivery: { delivery_type: 'email' } };
  return method === 'delivery'
    ? {
        ...contacts,
        delivery: {
          delivery_type: 'courier',
          address: values.address.trim(),
          date: values.date,
          slot_id: values.slot_id,
        },
      }
    : { ...contacts, delivery: { delivery_type: 'pickup', shop_number: values.shop_number } };
}

export interface OrderChoicesSent {
  useBonus: boolean;
  addPackage: boolean;
  addPresentPackage: boolean;
  /** The guest's session id; undefined for a signed-in customer (the bearer token says who). */
  sessionId: string | undefined;
  /** The total the summary shows. */
  expectedTotal: number;
  /** Codes of the gift cards that pay, in their order. */
  giftCardCodes: readonly string[];
  /** The versions of the documents ticked. */
  consents: OrderConsents;
}

/** The body of POST /api/orders/. */
export function orderBodyOf(
  values: CheckoutValues,
  method: Delivery,
  choices: OrderChoicesSent,
): CreateOrderBody {
  return {
    ...checkoutFormOf(values, method),
    use_bonus: choices.useBonus,
    add_package: choices.addPackage,
    add_present_package: choices.addPresentPackage,
    ...(choices.giftCardCodes.length > 0 ? { gift_card_codes: [...choices.giftCardCodes] } : {}),
    ...(choices.sessionId ? { session_id: choices.sessionId } : {}),
    expected_total: choices.expectedTotal,
    consents: choices.consents,
  };
}
