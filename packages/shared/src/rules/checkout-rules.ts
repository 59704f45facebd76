import { consentMessages } from '../legal/messages.ts';
import { inCourierZone } from './courier-zone.ts';
import { checkoutMessages, outsideZoneLead } from '../orders/messages.ts';
import { isEmail, isPhone, nameProblem } from './contact-rules.ts';
import { isCourierDate } from './delivery-dates.ts';
import type { DeliveryType } from './order-totals.ts';

/**
 * The checkout form (docs/product/checkout-and-orders.md#checkout-form), checked alike by the storefront and
 * by POST /api/orders/.
 */

/** The form's fields, and its two checkboxes: the processing consent ('consent') and the offer ('offer'). */
export type CheckoutField =
  | 'first_name'
  | 'last_name'
  | 'phone'
  | 'email'
  | 'shop_number'
  | 'address'
  | 'date'
  | 'slot_id'
  | 'consent'
  | 'offer';
export type CheckoutProblems = Partial<Record<CheckoutField, string>>;

export interface CheckoutForm {
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  delivery: {
    delivery_type: DeliveryType;
    shop_number?: number | null;
    address?: string | null;
    date?: string | null;
    slot_id?: number | null;
  };
}

export interface CheckoutContext {
  now: Date;
  storeNumbers: readonly number[];
  slotIds: readonly number[];
  /** Where the courier goes; unknown (not loaded yet) leaves the address to the server. */
  courierZone?: { area: string; places: readonly string[] } | undefined;
}

export const ADDRESS_MIN = 5;

/** What is wrong with each field of the form (empty when it can be sent). */
export function checkoutProblems(form: CheckoutForm, context: CheckoutContext): CheckoutProblems {
  const problems: CheckoutProblems = {};
  const firstName = nameProblem(form.first_name);
  if (firstName) problems.first_name = firstName;
  const lastName = nameProblem(form.last_name);
  if (lastName) problems.last_name = lastName;
  if (!isPhone(form.phone)) problems.phone = checkoutMessages.phone;
  if (!isEmail(form.email)) problems.email = checkoutMessages.email;
  const delivery = form.delivery;
  if (delivery.delivery_type === 'pickup') {
    if (delivery.shop_number == null || !context.storeNumbers.includes(delivery.shop_number))
      problems.shop_number = checkoutMessages.storeRequired;
  } else if (delivery.delivery_type === 'courier') {
    const address = (delivery.address ?? '').trim();
    const zone = context.courierZone;
    if (address.length < ADDRESS_MIN) problems.address = checkoutMessages.addressRequired;
    else if (zone && !inCourierZone(address, zone.places))
      problems.address = checkoutMessages.outsideZone(zone.area);
    if (!delivery.date || !isCourierDate(delivery.date, context.now))
      problems.date = checkoutMessages.dateRequired;
    if (delivery.slot_id == null || !context.slotIds.includes(delivery.slot_id))
      problems.slot_id = checkoutMessages.slotRequired;
  }
  return problems;
}

/**
 * The checkout's checkboxes (docs/product/personal-data.md#consents): the offer always, the processing
 * consent when it is asked for (guests, accounts without a current one). The server checks the versions.
 */
export function consentProblems(ticked: { consent: boolean; offer: boolean }, consentAsked: boolean) {
  const problems: CheckoutProblems = {};
  if (consentAsked && !ticked.consent) problems.consent = consentMessages.personalDataRequired;
  if (!ticked.offer) problems.offer = consentMessages.offerRequired;
  return problems;
}

/**
 * The field a server refusal of the form is about, when its detail is one of a single field's messages
 * (the server checks the same rules, and alone knows a store or slot removed since the page loaded).
 */
export function fieldOfProblem(detail: string): CheckoutField | null {
  const fields: [string, CheckoutField][] = [
    [checkoutMessages.phone, 'phone'],
    [checkoutMessages.email, 'email'],
    [checkoutMessages.storeRequired, 'shop_number'],
    [checkoutMessages.addressRequired, 'address'],
    [checkoutMessages.dateRequired, 'date'],
    [checkoutMessages.slotRequired, 'slot_id'],
    [consentMessages.personalDataRequired, 'consent'],
    [consentMessages.personalDataOutdated, 'consent'],
    [consentMessages.offerRequired, 'offer'],
    [consentMessages.offerOutdated, 'offer'],
  ];
  if (detail.startsWith(outsideZoneLead)) return 'address';
  return fields.find(([message]) => message === detail)?.[1] ?? null;
}
