// The YooKassa fake of the server's tests (apps/server/src/test/yookassa-fake.ts) as a service of its own, for
// the container test (deploy/compose.test.yaml): container-test.sh bundles this file with esbuild and runs it in
// a container on the stack's network.
//
//   /v3/…               the fake API (Basic auth, Idempotence-Key, receipts…), as the tests know it
//   GET  /checkout/:id  the confirmation page (a form: pay or decline)
//   POST /checkout/:id  outcome=succeeded|canceled: the shopper decides; the fake notifies the shop
//                        (NOTIFICATION_URL) and answers 303 to the payment's return_url
//   GET  /health        200
//
// Environment: PORT (8080), PUBLIC_URL (where a shopper reaches this service: the confirmation_url it gives),
// NOTIFICATION_URL (the shop's https://…/api/payments/yookassa/notification, through the proxy; its
// certificate trusted with NODE_EXTRA_CA_CERTS). It accepts the tests' credentials: shop fake-shop-1, secret
// key test_fake_secret.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { YooKassaFake } from '../../apps/server/src/test/yookassa-fake.ts';

const port = Number(process.env.PORT ?? 8080);
const publicUrl = (process.env.PUBLIC_URL ?? `http://127.0.0.1:${port}`).replace(/\/$/, '');

/** The tests' fake, at the public address of this deployment. */
class ServedFake extends YooKassaFake {
  /** What the payments' confirmation_url is made from (the fake's own loopback server otherwise). */
  override get url(): string {
    return `${publicUrl}/v3`;
  }

  /** The fake's own server, on loopback inside this container. */
  get innerUrl(): string {
    return super.url;
  }
}

const fake = await new ServedFake().start();
fake.notificationUrl = process.env.NOTIFICATION_URL ?? null;

const readBody = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

/** /v3/… goes to the fake's own server as it came (method, auth, idempotence key, body). */
async function forward(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await readBody(req);
  const headers: Record<string, string> = {};
  for (const name of ['authorization', 'idempotence-key', 'content-type']) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const answer = await fetch(`${fake.innerUrl}${(req.url ?? '/').replace(/^\/v3/, '')}`, {
    method: req.method ?? 'GET',
    headers,
    ...(body.length ? { body: body.toString() } : {}),
  });
  res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
  res.end(Buffer.from(await answer.arrayBuffer()));
}

async function checkout(req: IncomingMessage, res: ServerResponse, id: string): Promise<void> {
  const payment = fake.payments.get(id);
  if (!payment) return text(res, 404, 'unknown payment');
  if (req.method === 'GET') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><title>YooKassa fake</title><p>${payment.amount.value} ${payment.amount.currency}: ` +
        `${payment.description ?? ''}</p><form method="post"><button name="outcome" value="succeeded">Pay</button>` +
        `<button name="outcome" value="canceled">Decline</button></form>`,
    );
    return;
  }
  const outcome = new URLSearchParams((await readBody(req)).toString()).get('outcome');
  if (outcome !== 'succeeded' && outcome !== 'canceled')
    return text(res, 400, 'outcome: succeeded or canceled');
  if (payment.status !== 'pending') return text(res, 409, `payment is ${payment.status}`);
  await fake.decide(id, outcome);
  console.info(`payment ${id} ${outcome}; notifications delivered so far: ${fake.delivered}`);
  res.writeHead(303, { location: payment.confirmation.return_url });
  res.end();
}

function text(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(body);
}

const server = createServer((req, res) => {
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  const checkoutId = /^\/checkout\/([\w-]+)$/.exec(path)?.[1];
  const handled = path.startsWith('/v3/')
    ? forward(req, res)
    : checkoutId && (req.method === 'GET' || req.method === 'POST')
      ? checkout(req, res, checkoutId)
      : Promise.resolve(path === '/health' ? text(res, 200, 'ok') : text(res, 404, 'not found'));
  handled.catch((err: unknown) => {
    console.error(err);
    if (!res.headersSent) text(res, 500, 'fake failed');
  });
});
server.listen(port, '0.0.0.0', () => console.info(`YooKassa fake on :${port}, public ${publicUrl}`));

const stop = () => {
  server.close();
  void fake.stop().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
