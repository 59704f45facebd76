// The visitors whose pages `npm run bench` measures (page JavaScript, Lighthouse): a guest, a guest with a
// cart, a signed-in customer with a paid order, and an admin. Each is set up through the API of a demo shop
// (sign-in codes from its outbox in the data dir) and reaches the page the way the storefront keeps it: the
// guest session id and the tokens in local storage (apps/web/src/lib/session-id.ts, lib/tokens.ts).
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Tokens } from '@shop/shared/accounts/account-api';
import type { ProductGroup } from '@shop/shared/catalog/product-api';
import type { DocumentSummary } from '@shop/shared/legal/legal-api';
import type { CreateOrderAnswer } from '@shop/shared/orders/order-api';
import { readDemoOutbox } from '../apps/server/src/lib/demo-outbox.ts';

/** An admin of the shops the bench starts (ADMIN_EMAILS). */
export const BENCH_ADMIN = 'admin@bench.test';
const BENCH_CUSTOMER = 'customer@bench.test';

export type VisitorKind = 'guest' | 'cart' | 'customer' | 'admin';

/** What the storefront finds in local storage when the page loads. */
export type Storage = Record<string, string>;

/**
 * The visitors, set up through the shop's own address (the proxy in front of it serves the same shop). A
 * signed-in page renews its tokens at start (a refresh token works once, a reused one ends the session), so
 * whoever loads a page as `customer` or `admin` hands back what the page stored (`keep`) for the next one.
 */
export class Visitors {
  private constructor(
    private readonly origin: string,
    private readonly storage: Record<'customer' | 'admin', Storage>,
    private readonly cartProducts: number[],
  ) {}

  static async create(origin: string, dataDir: string): Promise<Visitors> {
    const groups = (await json(origin, '/api/products/grouped')) as ProductGroup[];
    const products = groups.flatMap(function walk(g: ProductGroup): ProductGroup['products'] {
      return [...g.products, ...g.children.flatMap(walk)];
    });
    // Plenty in stock: every cart made holds a unit of each, and one address may hold half the stock.
    const cartProducts = products.filter((p) => p.quantity >= 40).map((p) => p.id);
    if (cartProducts.length < 2) throw new Error('the seed has too few products in stock');
    cartProducts.length = 2;
    const customer = await signIn(origin, dataDir, BENCH_CUSTOMER);
    await paidOrder(origin, customer, cartProducts[0]!);
    const admin = await signIn(origin, dataDir, BENCH_ADMIN);
    const signedIn = (tokens: Tokens) => ({
      access_token: tokens.access_token,
      refresh_token: tokens.refresh_token,
    });
    return new Visitors(origin, { customer: signedIn(customer), admin: signedIn(admin) }, cartProducts);
  }

  /** The local storage a page of this visitor starts with (a cart is made afresh each time: holds lapse). */
  async storageOf(kind: VisitorKind): Promise<Storage> {
    if (kind === 'guest') return {};
    if (kind === 'cart') {
      const session = randomUUID();
      for (const id of this.cartProducts) await addToCart(this.origin, session, id, 1);
      return { session_id: session };
    }
    return { ...this.storage[kind] };
  }

  /** What the page left in local storage (renewed tokens): the next page of the visitor starts with it. */
  keep(kind: VisitorKind, storage: Storage): void {
    if (kind === 'customer' || kind === 'admin') {
      const { access_token, refresh_token } = storage;
      if (!access_token || !refresh_token) throw new Error(`the ${kind}'s page lost its session`);
      this.storage[kind] = { access_token, refresh_token };
    }
  }
}

async function json(origin: string, path: string, init?: RequestInit): Promise<unknown> {
  const answer = await fetch(`${origin}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init?.headers },
  });
  if (!answer.ok)
    throw new Error(`${init?.method ?? 'GET'} ${path}: ${answer.status} ${await answer.text()}`);
  return answer.json();
}

const post = (origin: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  json(origin, path, { method: 'POST', body: JSON.stringify(body), headers });

const addToCart = (origin: string, session: string, productId: number, quantity: number) =>
  post(origin, '/api/cart/', { product_id: productId, quantity, session_id: session });

async function consents(origin: string) {
  const documents = (await json(origin, '/api/legal/documents')) as DocumentSummary[];
  const version = (kind: string) => documents.find((document) => document.kind === kind)!.version;
  return { personal_data: version('consent'), offer: version('offer') };
}

/** Signs `email` in with the code the demo shop mailed into its outbox. */
async function signIn(origin: string, dataDir: string, email: string): Promise<Tokens> {
  const session = randomUUID();
  await post(origin, '/api/auth/request-code', { email, session_id: session });
  let code: string | undefined;
  for (let tries = 0; tries < 50 && !code; tries++) {
    code = readDemoOutbox(dataDir, email)[0]?.text.match(/\b\d{5}\b/)?.[0];
    if (!code) await sleep(100);
  }
  if (!code) throw new Error(`no sign-in code for ${email} in the demo outbox of ${dataDir}`);
  const { personal_data } = await consents(origin);
  const { tokens } = (await post(origin, '/api/auth/verify-code', {
    email,
    code,
    session_id: session,
    consent: personal_data,
  })) as { tokens: Tokens };
  return tokens;
}

/** A paid pickup order of the customer: the orders page shows a history. */
async function paidOrder(origin: string, tokens: Tokens, productId: number): Promise<void> {
  const headers = { authorization: `Bearer ${tokens.access_token}` };
  await post(origin, '/api/cart/', { product_id: productId, quantity: 3 }, headers);
  const { payment_url } = (await post(
    origin,
    '/api/orders/',
    {
      first_name: 'Анна',
      last_name: 'Петрова',
      phone: '+79991234567',
      email: BENCH_CUSTOMER,
      delivery: { delivery_type: 'pickup', shop_number: 1 },
      consents: await consents(origin),
    },
    headers,
  )) as CreateOrderAnswer;
  if (!payment_url) throw new Error('the bench order has no payment link');
  await post(origin, `/api/payments/test/${payment_url.split('/').pop()}/confirm`, { outcome: 'succeeded' });
}
