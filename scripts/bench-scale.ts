// `npm run bench:scale [-- --orders 1000000 --accounts 100000 --heavy 2000 --duration 10 --keep]`: the
// figures of issue 23 at scale on PostgreSQL, each beside the same endpoint of an empty (demo-seeded)
// database in the same run. Two databases are made on 127.0.0.1:5432 as user postgres (or on the server of
// DATABASE_URL): shop_bench_empty_<pid>, and shop_bench_scale_<pid> filled by seed:scale — or, with
// DATABASE_URL, that database itself (`--seeded`: it already holds the scale data, e.g. of a run with
// --keep). Each is served by the deployed server (apps/server/dist/server.js, DEMO=true for the test
// payments and the outbox of sign-in codes); autocannon measures p99 at 10 connections after a warm-up.
// The results go to bench-results/; a missed target is marked, not an error (it is a measurement).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import type { Tokens } from '@shop/shared/accounts/account-api';
import type { ProductGroup } from '@shop/shared/catalog/product-api';
import type { DocumentSummary } from '@shop/shared/legal/legal-api';
import { encodeCursor } from '../apps/server/src/lib/keyset.ts';
import { readDemoOutbox } from '../apps/server/src/lib/demo-outbox.ts';

const { values: args } = parseArgs({
  options: {
    orders: { type: 'string', default: '1000000' },
    accounts: { type: 'string', default: '100000' },
    heavy: { type: 'string', default: '2000' },
    duration: { type: 'string', default: '10' },
    keep: { type: 'boolean', default: false },
    seeded: { type: 'boolean', default: false },
  },
});
const DURATION = Number(args.duration);
const WARMUP = 3;
const CONNECTIONS = 10;
const root = path.resolve(import.meta.dirname, '..');
const started = new Date();

// ---- databases ------------------------------------------------------------------------------------------

const serverUrl = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const urlOf = (name: string) => Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
const maintenanceUrl = urlOf('postgres');
const psql = (url: string, query: string): string =>
  execFileSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-qAtc', query], { encoding: 'utf8' }).trim();

const emptyName = `shop_bench_empty_${process.pid}`;
const givenScale = process.env.DATABASE_URL ? serverUrl.pathname.slice(1) : null;
const scaleName = givenScale ?? `shop_bench_scale_${process.pid}`;
if (scaleName === 'test' || emptyName === 'test') throw new Error('never the database named test');
const created: string[] = [];
function createDatabase(name: string): void {
  psql(maintenanceUrl, `create database ${name}`);
  created.push(name);
}

// ---- the seed -------------------------------------------------------------------------------------------

interface Scale {
  heavy: string;
  admins: string[];
}

function run(command: string, argv: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, { cwd: root, env: { ...process.env, ...env } });
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      process.stdout.write(d);
    });
    child.stderr.on('data', (d: Buffer) => process.stderr.write(d));
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${command} exited ${code}`))));
  });
}

async function seedScale(url: string): Promise<Scale> {
  const out = await run(
    process.execPath,
    [
      '--import',
      'tsx',
      'apps/server/src/db/seed/scale-run.ts',
      '--orders',
      args.orders,
      '--accounts',
      args.accounts,
      '--heavy',
      args.heavy,
    ],
    { DATABASE_URL: url },
  );
  const heavy = /The customer with \d+ orders: (\S+)/.exec(out)?.[1];
  const admins = /Admins of the audit rows: (.+)/.exec(out)?.[1]?.split(', ');
  if (!heavy || !admins) throw new Error('seed:scale printed no heavy customer or admins');
  return { heavy, admins };
}

/** The heavy customer and the admins of a database seeded before (--seeded). */
function scaleOf(url: string): Scale {
  const heavy = psql(
    url,
    `select email from orders where user_id is not null group by email order by count(*) desc limit 1`,
  );
  const admins = psql(url, `select distinct actor_email from audit_log limit 3`).split('\n');
  return { heavy, admins };
}

// ---- servers --------------------------------------------------------------------------------------------

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

interface Shop {
  name: string;
  url: string;
  dataDir: string;
  child: ChildProcess;
}

async function startShop(name: string, databaseUrl: string, admins: string[]): Promise<Shop> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), `shop-bench-scale-${name}-`));
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      DEMO: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: randomBytes(32).toString('hex'),
      ADMIN_EMAILS: admins.join(','),
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the ${name} server exited ${child.exitCode}`);
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { name, url, dataDir, child };
    await sleep(200);
  }
  throw new Error(`the ${name} server did not start`);
}

async function stopShop(shop: Shop): Promise<void> {
  if (shop.child.exitCode === null) {
    const exited = new Promise((resolve) => shop.child.once('exit', resolve));
    shop.child.kill('SIGTERM');
    await Promise.race([exited, sleep(10_000)]);
  }
  rmSync(shop.dataDir, { recursive: true, force: true });
}

// ---- API calls ------------------------------------------------------------------------------------------

let ipCounter = 0;
/** A client address of its own (TRUST_PROXY=127.0.0.1): per-address limits count each as a client. */
const nextIp = () => {
  const n = ++ipCounter + (process.pid % 200) * 60_000;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

async function call(shop: Shop, method: string, route: string, body?: unknown, headers = {}) {
  const answer = await fetch(`${shop.url}${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${method} ${route}: ${answer.status} ${await answer.text()}`);
  return answer;
}

async function consents(shop: Shop) {
  const documents = (await (await call(shop, 'GET', '/api/legal/documents')).json()) as DocumentSummary[];
  const version = (kind: string) => documents.find((d) => d.kind === kind)!.version;
  return { personal_data: version('consent'), offer: version('offer') };
}

async function signIn(shop: Shop, email: string): Promise<string> {
  const ip = { 'x-forwarded-for': nextIp() };
  await call(shop, 'POST', '/api/auth/request-code', { email }, ip);
  let code: string | undefined;
  for (let tries = 0; tries < 100 && !code; tries++) {
    code = readDemoOutbox(shop.dataDir, email)[0]?.text.match(/\b\d{5}\b/)?.[0];
    if (!code) await sleep(100);
  }
  if (!code) throw new Error(`no sign-in code for ${email} in ${shop.dataDir}`);
  const { personal_data } = await consents(shop);
  const answer = await call(
    shop,
    'POST',
    '/api/auth/verify-code',
    { email, code, consent: personal_data },
    ip,
  );
  return ((await answer.json()) as { tokens: Tokens }).tokens.access_token;
}

// ---- measuring ------------------------------------------------------------------------------------------

interface Figure {
  p99: number;
  rps: number;
  bytes?: number;
  errors: number;
}

async function measure(
  url: string,
  options: Partial<autocannon.Options> = {},
  perCycle = 1,
): Promise<Figure> {
  const base = { url, connections: CONNECTIONS, ...options };
  await autocannon({ ...base, duration: WARMUP });
  const r = await autocannon({ ...base, duration: DURATION });
  return {
    p99: r.latency.p99,
    rps: r.requests.total / perCycle / r.duration,
    errors: r.non2xx + r.errors,
  };
}

interface Endpoint {
  name: string;
  target: string;
  /** Whether the scale figure meets the target, given both. */
  meets: (empty: Figure, scale: Figure) => boolean;
  /** The figure shown (p99 by default). */
  show?: (f: Figure) => string;
  run: (shop: Shop, ctx: Context) => Promise<Figure>;
}

interface Context {
  customer: string;
  admin: string;
  number: string;
  email: string;
  phone: string;
  deepCursor: string | null;
  productId: number;
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

const getter =
  (route: (ctx: Context) => string, who: 'customer' | 'admin') =>
  async (shop: Shop, ctx: Context): Promise<Figure> => {
    const headers = { ...auth(ctx[who]), 'accept-encoding': 'gzip, deflate, br' };
    const answer = await fetch(`${shop.url}${route(ctx)}`, { headers: auth(ctx[who]) });
    if (!answer.ok) throw new Error(`${route(ctx)}: ${answer.status} ${await answer.text()}`);
    const bytes = Buffer.byteLength(await answer.text());
    return { ...(await measure(`${shop.url}${route(ctx)}`, { headers })), bytes };
  };

const p99Under = (ms: number) => (_e: Figure, s: Figure) => s.p99 < ms && s.errors === 0;
const q = (text: string) => encodeURIComponent(text);

const endpoints: Endpoint[] = [
  {
    name: 'GET /api/orders/ (heavy customer, first page)',
    target: 'p99 < 50 ms',
    meets: p99Under(50),
    run: getter(() => '/api/orders/', 'customer'),
  },
  {
    name: '  its first page, bytes',
    target: '< 20 KB',
    meets: (_e, s) => (s.bytes ?? Infinity) < 20 * 1024,
    show: (f) => `${((f.bytes ?? 0) / 1024).toFixed(1)} KB`,
    run: async () => ({ p99: 0, rps: 0, errors: 0 }),
  },
  {
    name: 'admin search by number',
    target: 'p99 < 100 ms',
    meets: p99Under(100),
    run: getter((c) => `/api/admin/orders?q=${q(c.number)}`, 'admin'),
  },
  {
    name: 'admin search by e-mail',
    target: 'p99 < 100 ms',
    meets: p99Under(100),
    run: getter((c) => `/api/admin/orders?q=${q(c.email)}`, 'admin'),
  },
  {
    name: 'admin search by phone digits',
    target: 'p99 < 100 ms',
    meets: p99Under(100),
    run: getter((c) => `/api/admin/orders?q=${q(c.phone)}`, 'admin'),
  },
  {
    name: 'admin list, first page',
    target: 'p99 < 100 ms',
    meets: p99Under(100),
    run: getter(() => '/api/admin/orders', 'admin'),
  },
  {
    name: 'admin list, deep page (90 % in)',
    target: 'p99 < 100 ms',
    meets: p99Under(100),
    run: getter(
      (c) => (c.deepCursor ? `/api/admin/orders?cursor=${c.deepCursor}` : '/api/admin/orders'),
      'admin',
    ),
  },
  {
    name: 'admin dashboard',
    target: 'p99 < 200 ms',
    meets: p99Under(200),
    run: getter(() => '/api/admin/dashboard', 'admin'),
  },
  {
    name: 'checkout (guest: cart + POST /api/orders/)',
    target: 'checkouts/s ≥ 0.9 × empty',
    meets: (e, s) => s.rps >= 0.9 * e.rps && s.errors === 0,
    show: (f) => `${f.rps.toFixed(1)}/s p99 ${f.p99} ms`,
    run: checkout,
  },
];

/** Guests from addresses of their own: add a product to a new cart, then place a pickup order. */
async function checkout(shop: Shop, ctx: Context): Promise<Figure> {
  const documents = await consents(shop);
  const json = { 'content-type': 'application/json' };
  interface Guest {
    session?: string;
    ip?: string;
  }
  const requests: autocannon.Request[] = [
    {
      method: 'POST',
      setupRequest: (req, context) => {
        const guest = context as Guest;
        guest.session = randomUUID();
        guest.ip = nextIp();
        return {
          ...req,
          path: `/api/cart/?session_id=${guest.session}`,
          headers: { ...json, 'x-forwarded-for': guest.ip },
          body: JSON.stringify({ product_id: ctx.productId, quantity: 1 }),
        };
      },
    },
    {
      method: 'POST',
      setupRequest: (req, context) => {
        const guest = context as Guest;
        return {
          ...req,
          path: `/api/orders/?session_id=${guest.session}`,
          headers: { ...json, 'x-forwarded-for': guest.ip! },
          body: JSON.stringify({
            first_name: 'Анна',
            last_name: 'Петрова',
            phone: '+79991234567',
            email: `guest.${guest.session}@example.ru`,
            delivery: { delivery_type: 'pickup', shop_number: 1 },
            use_bonus: false,
            add_package: false,
            add_present_package: false,
            consents: documents,
          }),
        };
      },
    },
  ];
  return measure(shop.url, { requests }, 2);
}

/** What the endpoints ask of this database: the search texts, a cursor 90 % into the admin's list. */
async function contextOf(shop: Shop, dbUrl: string, scale: Scale, texts?: Context): Promise<Context> {
  const [customer, admin] = [await signIn(shop, scale.heavy), await signIn(shop, scale.admins[0]!)];
  const count = Number(psql(dbUrl, 'select count(*) from orders'));
  const deep =
    count > 1
      ? psql(
          dbUrl,
          `select (extract(epoch from created_at) * 1000000)::bigint || ' ' || id from orders
           order by created_at desc, id desc offset ${Math.floor(count * 0.9)} limit 1`,
        ).split(' ')
      : null;
  const groups = (await (await call(shop, 'GET', '/api/products/grouped')).json()) as ProductGroup[];
  const products = groups.flatMap(function walk(g: ProductGroup): ProductGroup['products'] {
    return [...g.products, ...g.children.flatMap(walk)];
  });
  const productId = products.filter((p) => p.quantity > 0)[0]!.id;
  let search = texts;
  if (!search) {
    const number = psql(
      dbUrl,
      `select number from orders order by id offset ${Math.floor(count / 2)} limit 1`,
    );
    const phone = psql(dbUrl, `select phone from orders where email = '${scale.heavy}' limit 1`);
    search = {
      number,
      email: scale.heavy.split('@')[0]!,
      phone: phone.replace(/\D/g, '').slice(-7),
    } as Context;
  }
  return {
    customer,
    admin,
    number: search.number,
    email: search.email,
    phone: search.phone,
    deepCursor: deep ? encodeCursor('adminOrders', { at: deep[0], id: Number(deep[1]) }) : null,
    productId,
  };
}

interface Row {
  endpoint: Endpoint;
  empty: Figure;
  scale: Figure;
}

// ---- the run --------------------------------------------------------------------------------------------

const shops: Shop[] = [];
try {
  createDatabase(emptyName);
  let scale: Scale;
  if (!givenScale) createDatabase(scaleName);
  const scaleUrl = urlOf(scaleName);
  const emptyUrl = urlOf(emptyName);
  if (args.seeded) scale = scaleOf(scaleUrl);
  else {
    console.log(`seed:scale into ${scaleName}…`);
    scale = await seedScale(scaleUrl);
  }
  const orders = Number(psql(scaleUrl, 'select count(*) from orders'));
  const empty = await startShop('empty', emptyUrl, scale.admins);
  shops.push(empty);
  const big = await startShop('scale', scaleUrl, scale.admins);
  shops.push(big);
  // Stock enough for every checkout of the run in both (each order holds its unit for an hour).
  for (const url of [emptyUrl, scaleUrl]) psql(url, 'update products set quantity = 10000000');
  const bigCtx = await contextOf(big, scaleUrl, scale);
  const emptyCtx = await contextOf(empty, emptyUrl, scale, bigCtx);
  // The same product in both, as far as the ids agree (both catalogues come from the demo seed).
  const loadBefore = loadavg();
  const rows: Row[] = [];
  for (const endpoint of endpoints) {
    const e = await endpoint.run(empty, emptyCtx);
    const s = await endpoint.run(big, bigCtx);
    rows.push({ endpoint, empty: e, scale: s });
  }
  // The size row shows the first row's bytes.
  rows[1]!.empty = rows[0]!.empty;
  rows[1]!.scale = rows[0]!.scale;
  const loadAfter = loadavg();

  const label = orders >= 1e6 ? `${Math.round(orders / 1e5) / 10}M` : `${Math.round(orders / 1000)}k`;
  const show = (r: Row, f: Figure) => {
    const text = r.endpoint.show ? r.endpoint.show(f) : `${f.p99} ms, ${f.rps.toFixed(0)}/s`;
    return f.errors > 0 ? `${text} (${f.errors} non-2xx/errors)` : text;
  };
  const ratio = (r: Row) => {
    if (r.endpoint.name.startsWith('checkout')) return (r.scale.rps / r.empty.rps).toFixed(2);
    if (r.endpoint.show) return '–';
    return (r.scale.p99 / Math.max(r.empty.p99, 1)).toFixed(1);
  };
  const table = rows.map((r) => ({
    endpoint: r.endpoint.name,
    empty: show(r, r.empty),
    scale: show(r, r.scale),
    ratio: ratio(r),
    target: r.endpoint.target,
    met: r.endpoint.meets(r.empty, r.scale),
    figures: { empty: r.empty, scale: r.scale },
  }));
  const widths = [46, 24, 24, 6, 26];
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ');
  console.log(
    `\nAt scale: ${orders} orders, ${args.accounts} accounts, heavy customer ${args.heavy} orders ` +
      `(PostgreSQL; p99 at ${CONNECTIONS} connections, ${DURATION} s after ${WARMUP} s warm-up)`,
  );
  console.log(line(['endpoint', 'empty', label, 'ratio', 'target']));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const t of table)
    console.log(line([t.endpoint, t.empty, t.scale, t.ratio, `${t.target}${t.met ? '' : '  ✗ MISSED'}`]));
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'} (shared)`;
  const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(' ');
  console.log(`\nmachine: ${machine}; load average before ${load(loadBefore)}, after ${load(loadAfter)}`);
  const missed = table.filter((t) => !t.met).map((t) => t.endpoint.trim());
  console.log(missed.length ? `MISSED: ${missed.join('; ')}` : 'every target met');
  mkdirSync(path.join(root, 'bench-results'), { recursive: true });
  const file = path.join(root, 'bench-results', `bench-scale-${label}-${started.toISOString()}.json`);
  writeFileSync(
    file,
    JSON.stringify(
      {
        at: started.toISOString(),
        orders,
        accounts: Number(args.accounts),
        heavy: Number(args.heavy),
        connections: CONNECTIONS,
        durationS: DURATION,
        machine,
        load: { before: loadBefore, after: loadAfter },
        rows: table,
      },
      null,
      2,
    ),
  );
  console.log(`written to ${path.relative(root, file)}`);
} finally {
  for (const shop of shops) await stopShop(shop);
  if (!args.keep)
    for (const name of created) psql(maintenanceUrl, `drop database if exists ${name} with (force)`);
  else if (created.length) console.log(`kept: ${created.join(', ')}`);
}
