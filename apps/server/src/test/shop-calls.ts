import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { CreateOrderBody } from '@shop/shared/orders/order-api';
import { tickedConsents } from './consents.ts';
import { bearer, uniqueIp } from './sign-in.ts';
import type { TestApp } from './test-app.ts';

/** A shopper in API tests: a guest's session id or a signed-in customer's access token. */
export type Who = { session: string } | { token: string };

export const guest = (): Who => ({ session: randomUUID() });

/** How a request carries who is asking: a bearer token, or the guest's session in the query. */
export const as = (who: Who) =>
  'token' in who
    ? { headers: bearer(who.token), query: '' }
    : { headers: {}, query: `?session_id=${who.session}` };

/**
 * The form as the storefront sends it: both consent checkboxes ticked at the current versions, unless the
 * form says what was ticked (`consents: {}`: nothing).
 */
export const withConsents = async (t: TestApp, form: CreateOrderBody): Promise<CreateOrderBody> =>
  form.consents === undefined ? { ...form, consents: await tickedConsents(t) } : form;

/** A complete pickup order form (store 1); override what a test is about. */
export const pickupForm = (overrides: Partial<CreateOrderBody> = {}): CreateOrderBody => ({
  first_name: 'Анна',
  last_name: 'Петрова',
  phone: '+79991234567',
  email: 'anna@example.ru',
  delivery: { delivery_type: 'pickup', shop_number: 1 },
  use_bonus: false,
  add_package: false,
  add_present_package: false,
  ...overrides,
});

/** The calls the storefront makes for carts, orders and the test payment page. */
export function shopCalls(t: TestApp) {
  const inject = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    who: Who | null,
    payload?: object,
    headers: Record<string, string> = {},
    remoteAddress = '127.0.0.1',
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method,
      url: who ? `${url}${as(who).query}` : url,
      headers: { ...(who ? as(who).headers : {}), ...headers },
      remoteAddress,
      ...(payload ? { payload } : {}),
    });

  return {
    /** From 127.0.0.1 unless told (what one address may hold is limited). */
    addToCart: (who: Who, productId: number, quantity = 1, ip?: string) =>
      inject('POST', '/api/cart/', who, { product_id: productId, quantity }, {}, ip),
    addBox: (who: Who, boxType: string, items: { product_id: number; quantity: number }[], ip?: string) =>
      inject('POST', '/api/boxes/', who, { box_type: boxType, items }, {}, ip),
    cart: async (who: Who) => (await inject('GET', '/api/cart/', who)).json(),
    /**
     * From an address of its own unless told (what one address may hold is limited); the consents ticked
     * unless the form says otherwise (withConsents).
     */
    placeOrder: async (who: Who, form: CreateOrderBody, idempotencyKey?: string, ip = uniqueIp()) =>
      inject(
        'POST',
        '/api/orders/',
        who,
        await withConsents(t, form),
        idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
        ip,
      ),
    orders: (who: Who) => inject('GET', '/api/orders/', who),
    order: (who: Who, id: number) => inject('GET', `/api/orders/${id}`, who),
    pay: (who: Who, id: number) => inject('POST', `/api/orders/${id}/pay`, who, {}),
    loyalty: (who: Who) => inject('GET', '/api/loyalty/', who),
    user: (who: Who) => inject('GET', '/api/users/user', who),
    updateUser: (who: Who, body: Record<string, string>) => inject('PATCH', '/api/users/user', who, body),
    paymentPage: (paymentUrl: string) => inject('GET', `/api/payments/test/${paymentIdOf(paymentUrl)}`, null),
    decide: (paymentUrl: string, outcome: 'succeeded' | 'canceled') =>
      inject('POST', `/api/payments/test/${paymentIdOf(paymentUrl)}/confirm`, null, { outcome }),
    notify: (paymentId: string) =>
      inject('POST', '/api/payments/test/notification', null, {
        type: 'notification',
        event: 'payment.succeeded',
        object: { id: paymentId, status: 'succeeded', amount: { value: '1.00', currency: 'RUB' } },
      }),
  };
}

/** The test provider's payment id in a payment page address (…/pay/{id}). */
export const paymentIdOf = (paymentUrl: string): string => paymentUrl.split('/').pop()!;
