// The container test's shopper and admin (deploy/container-test.sh runs it on the host with
// `node --import tsx` once the stack is up): everything goes through the TLS proxy, as a browser's requests
// would. It buys as a guest on each instance (pinned ports of deploy/test/nginx-pinned.conf), pays through the
// YooKassa fake, finds the order mails in MailDev, signs in as an admin with the code from the mail, uploads a
// HEIC photo through one instance and reads its files back from both. Every request carries an x-request-id
// naming its step; the ids and the instance each was sent to are written to REQUEST_IDS for the script to find
// in the instances' logs.
//
// Environment: SHOP_URL (the balanced proxy), SHOP1_URL and SHOP2_URL (pinned), TLS_CA (the proxy's
// certificate), FAKE_URL, MAIL_URL, ADMIN_EMAIL, RUN_ID, REQUEST_IDS, HEIC (a HEIC picture to upload).
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Tokens } from '@shop/shared/accounts/account-api';
import type { CartAnswer } from '@shop/shared/cart/cart-api';
import type { ProductGroup } from '@shop/shared/catalog/product-api';
import type { ProductPhoto } from '@shop/shared/catalog/admin-product-api';
import type { DocumentSummary } from '@shop/shared/legal/legal-api';
import type { CreateOrderAnswer, CreateOrderBody, Order } from '@shop/shared/orders/order-api';
import { buildCatalogCards } from '@shop/shared/rules/card-builders';
import type { RegularCard } from '@shop/shared/rules/cards';

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

const shops = { balanced: env('SHOP_URL'), shop1: env('SHOP1_URL'), shop2: env('SHOP2_URL') };
type Via = keyof typeof shops;
const ca = readFileSync(env('TLS_CA'));
const fakeUrl = env('FAKE_URL');
const mailUrl = env('MAIL_URL');
const adminEmail = env('ADMIN_EMAIL');
const run = env('RUN_ID');
const requestIds: string[] = [];

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  json<T = unknown>(): T;
}

/** One HTTP(S) request; https is checked against the proxy's certificate (TLS_CA). */
function send(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer | string } = {},
): Promise<Answer> {
  const target = new URL(url);
  const request = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(
      target,
      { method: options.method ?? 'GET', headers: options.headers ?? {}, ca, timeout: 30_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            json: <T>() => JSON.parse(body.toString()) as T,
          });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${url}: no answer in 30 s`)));
    req.on('error', reject);
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

let counter = 0;
/** A request to the shop through the proxy (`via`: balanced, or pinned to one instance), its step in its id. */
async function shop(
  via: Via,
  step: string,
  method: string,
  path: string,
  options: { json?: unknown; headers?: Record<string, string>; body?: Buffer; expect?: number } = {},
): Promise<Answer> {
  const id = `ct-${run}-${String(++counter).padStart(2, '0')}-${step}`;
  requestIds.push(`${via}\t${id}\t${method} ${path}`);
  const headers: Record<string, string> = { 'x-request-id': id, ...options.headers };
  let body = options.body;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = Buffer.from(JSON.stringify(options.json));
  }
  const answer = await send(`${shops[via]}${path}`, { method, headers, ...(body ? { body } : {}) });
  const expected = options.expect ?? 200;
  if (answer.status !== expected)
    throw new Error(`${method} ${path} via ${via}: ${answer.status}, not ${expected}: ${answer.body}`);
  return answer;
}

const ok = (what: string) => console.info(`  ok  ${what}`);

async function until<T>(what: string, seconds: number, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

interface CaughtMail {
  subject: string;
  text: string;
  to: { address: string }[];
  date: string;
}

/** MailDev's REST API: every mail it caught. */
const caughtMail = async (): Promise<CaughtMail[]> => (await send(`${mailUrl}/email`)).json<CaughtMail[]>();

const mailTo = async (address: string, subject: RegExp) =>
  (await caughtMail())
    .filter((mail) => mail.to.some((to) => to.address === address) && subject.test(mail.subject))
    .sort((a, b) => b.date.localeCompare(a.date))[0];

/** The current versions of the documents the checkout's boxes accept. */
async function consents(): Promise<{ personal_data: number; offer: number }> {
  const documents = (await shop('balanced', 'legal', 'GET', '/api/legal/documents')).json<
    DocumentSummary[]
  >();
  const version = (kind: string) => {
    const found = documents.find((document) => document.kind === kind);
    if (!found) throw new Error(`no ${kind} document published`);
    return found.version;
  };
  return { personal_data: version('consent'), offer: version('offer') };
}

/** A guest buys one item on one instance (pickup from store 1) and pays through the YooKassa fake. */
async function purchase(via: 'shop1' | 'shop2', product: number, accepted: CreateOrderBody['consents']) {
  const session = { 'x-session-id': randomUUID() };
  const email = `ct-${run}-${via}@example.ru`;
  await shop(via, 'cart-add', 'POST', '/api/cart/', {
    json: { product_id: product, quantity: 1 },
    headers: session,
  });
  const cart = (await shop(via, 'cart', 'GET', '/api/cart/', { headers: session })).json<CartAnswer>();
  if (JSON.stringify(cart).indexOf(`"product_id":${product}`) < 0)
    throw new Error(`the cart does not hold product ${product}: ${JSON.stringify(cart)}`);
  const form: CreateOrderBody = {
    first_name: 'Анна',
    last_name: 'Петрова',
    phone: '+79991234567',
    email,
    delivery: { delivery_type: 'pickup', shop_number: 1 },
    use_bonus: false,
    add_package: false,
    add_present_package: false,
    consents: accepted,
  };
  const placed = (
    await shop(via, 'order', 'POST', '/api/orders/', {
      json: form,
      headers: { ...session, 'idempotency-key': randomUUID() },
      expect: 201,
    })
  ).json<CreateOrderAnswer>();
  const { order, payment_url } = placed;
  if (!payment_url?.startsWith(`${fakeUrl}/checkout/`))
    throw new Error(`order ${order.id}: payment_url ${payment_url} is not the fake's confirmation page`);
  ok(`${via}: guest order №${order.retailcrm_id} (${order.total_amount} ₽) placed, payment at the fake`);

  // The shopper pays on the provider's page; the provider notifies the shop through the proxy.
  const paid = await send(payment_url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'outcome=succeeded',
  });
  if (paid.status !== 303) throw new Error(`paying ${payment_url}: ${paid.status} ${paid.body}`);
  const status = await until(`order ${order.id} paid`, 20, async () => {
    const seen = (
      await shop(via, 'order-status', 'GET', `/api/orders/${order.id}`, { headers: session })
    ).json<Order>();
    return seen.status === 'paid' ? seen.status : undefined;
  });
  ok(`${via}: order №${order.retailcrm_id} ${status} (YooKassa fake → notification through the proxy)`);
  return { via, email, number: order.retailcrm_id };
}

async function main(): Promise<void> {
  const ready = await shop('balanced', 'readyz', 'GET', '/readyz');
  ok(`GET /readyz through the proxy: ${ready.body}`);
  const page = await shop('balanced', 'page', 'GET', '/');
  if (!String(page.headers['content-type']).startsWith('text/html'))
    throw new Error(`GET / is ${page.headers['content-type']}`);
  if (!page.headers['strict-transport-security'] || !page.headers['content-security-policy'])
    throw new Error('GET / lacks the proxy’s HSTS or the shop’s CSP header');
  if (page.body.toString().includes('Демо-режим')) throw new Error('the shop runs as a demo');
  ok(`GET / through the proxy: the storefront (${page.body.length} bytes), HSTS and CSP, no demo banner`);

  const groups = (await shop('balanced', 'catalogue', 'GET', '/api/products/grouped')).json<ProductGroup[]>();
  const bar = buildCatalogCards(groups).find((card): card is RegularCard => card.kind === 'regular');
  if (!bar) throw new Error('no regular product in the catalogue');
  const product = Number(bar.id);
  const accepted = await consents();

  const bought = [await purchase('shop1', product, accepted), await purchase('shop2', product, accepted)];

  for (const { via, email, number } of bought) {
    for (const subject of [new RegExp(`Заказ №${number} оформлен`), new RegExp(`Оплата заказа №${number}`)]) {
      const mail = await until(`mail "${subject.source}" to ${email}`, 20, () => mailTo(email, subject));
      ok(`${via}: mail "${mail.subject}" caught by MailDev`);
    }
  }

  // An admin signs in with the code from the mail, through the balanced proxy.
  const sentAfter = new Date().toISOString();
  await shop('balanced', 'request-code', 'POST', '/api/auth/request-code', { json: { email: adminEmail } });
  const codeMail = await until(`the sign-in code for ${adminEmail}`, 20, async () => {
    const mail = await mailTo(adminEmail, /./);
    return mail && mail.date >= sentAfter.slice(0, 19) ? mail : undefined;
  });
  const code = /\b(\d{5})\b/.exec(codeMail.text)?.[1];
  if (!code) throw new Error(`no code in "${codeMail.subject}"`);
  const { tokens } = (
    await shop('balanced', 'verify-code', 'POST', '/api/auth/verify-code', {
      json: { email: adminEmail, code, consent: accepted.personal_data },
    })
  ).json<{ tokens: Tokens }>();
  ok(`admin ${adminEmail} signed in with the code from MailDev ("${codeMail.subject}")`);

  // A HEIC photo uploaded through shop1 (heic-decode's WebAssembly and sharp's libvips in the image) …
  const boundary = `ct${randomUUID().replace(/-/g, '')}`;
  const heic = readFileSync(env('HEIC'));
  const multipart = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="alt"\r\n\r\nКонтейнерный тест ${run}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="IMG_${run}.HEIC"\r\n` +
        'Content-Type: image/heic\r\n\r\n',
    ),
    heic,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const photo = (
    await shop('shop1', 'photo-upload', 'POST', `/api/admin/products/${product}/photos`, {
      headers: {
        authorization: `Bearer ${tokens.access_token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      body: multipart,
      expect: 201,
    })
  ).json<ProductPhoto>();
  ok(`shop1: HEIC photo uploaded and processed: ${photo.base} (${photo.width}×${photo.height})`);

  // … is served by both instances from the shared media volume, byte for byte.
  const file = `${photo.base}-${photo.widths[0]}.jpg`;
  const [one, two] = await Promise.all(
    (['shop1', 'shop2'] as const).map((via) => shop(via, 'media', 'GET', file)),
  );
  if (!one!.body.equals(two!.body) || one!.headers['content-type'] !== 'image/jpeg')
    throw new Error(`${file}: shop1 and shop2 serve different files`);
  ok(`${file}: the same ${one!.body.length} bytes from shop1 and shop2 (one media volume)`);

  // The other instance's storefront shows the photo at once (the catalogue change reaches every instance).
  await until('the photo in shop2’s catalogue', 10, async () => {
    const seen = await shop('shop2', 'catalogue-photo', 'GET', '/api/products/grouped');
    return seen.body.toString().includes(photo.base) ? true : undefined;
  });
  ok('shop2’s catalogue shows the photo uploaded through shop1');
}

main()
  .then(() => {
    writeFileSync(env('REQUEST_IDS'), `${requestIds.join('\n')}\n`);
  })
  .catch((err: unknown) => {
    writeFileSync(env('REQUEST_IDS'), `${requestIds.join('\n')}\n`);
    console.error(`  FAIL ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  });
