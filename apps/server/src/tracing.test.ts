import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverRoot } from './lib/server-root.ts';
import { createTestDatabase, type TestDatabase } from './test/test-database.ts';

/**
 * Traces as an operator gets them: the server started as deployed (server.ts, here through tsx) with an
 * OTLP endpoint, sending to a local collector that keeps what it receives (OTLP/HTTP JSON, as the
 * specification gives it). On PostgreSQL when TEST_DATABASE_URL is set (the pg instrumentation), else on
 * the embedded database (db/traced-pglite.ts).
 */

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
}
interface Span {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: OtlpValue }[];
}
interface Export {
  resourceSpans: {
    resource: { attributes: { key: string; value: OtlpValue }[] };
    scopeSpans: { scope: { name: string }; spans: Span[] }[];
  }[];
}

const attribute = (span: Span, key: string) => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : Number(value.intValue));
};

let collector: Server;
const exports: Export[] = [];
const spans = () =>
  exports.flatMap((e) => e.resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans)));
let database: TestDatabase | undefined;
let dataDir: string;
let shop: ChildProcess;
let shopUrl: string;
let output = '';

beforeAll(async () => {
  collector = createServer((request, reply) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.url === '/v1/traces' && request.headers['content-type']?.startsWith('application/json'))
        exports.push(JSON.parse(body) as Export);
      reply.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;

  dataDir = mkdtempSync(path.join(tmpdir(), 'shop-tracing-'));
  const env: Record<string, string> = {};
  database = await createTestDatabase();
  if (database.url) {
    // A database of its own on the server, migrated by the shop as it starts.
    env.DATABASE_URL = database.url;
    env.JWT_SECRET = 'y'.repeat(48);
  } else {
    await database.destroy();
    database = undefined;
  }
  shop = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts', '--demo'], {
    cwd: serverRoot,
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      PORT: '0',
      LOG_LEVEL: 'info',
      OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
      OTEL_SERVICE_NAME: 'shop-under-test',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  shopUrl = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve(match[1]!);
    };
    shop.stdout!.on('data', read);
    shop.stderr!.on('data', read);
    shop.once('exit', (code) => reject(new Error(`the shop exited with ${code}: ${output}`)));
  });
}, 120_000);

afterAll(async () => {
  if (shop.exitCode === null) shop.kill('SIGKILL');
  await new Promise<void>((resolve) => collector.close(() => resolve()));
  await database?.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('with OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  const session = randomUUID();

  it('sends a span per request with the database statements beneath it, and flushes on SIGTERM', async () => {
    expect((await fetch(`${shopUrl}/api/products/grouped`)).status).toBe(200);
    const groups = (await (await fetch(`${shopUrl}/api/products/grouped`)).json()) as {
      products: { id: number; quantity: number }[];
    }[];
    const product = groups.flatMap((g) => g.products).find((p) => p.quantity > 0)!;
    const added = await fetch(`${shopUrl}/api/cart/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-session-id': session },
      body: JSON.stringify({ product_id: product.id, quantity: 1 }),
    });
    expect(added.status).toBe(200);
    expect((await fetch(`${shopUrl}/healthz`)).status).toBe(200);

    // SIGTERM: requests finished, the database closed, the traces still buffered sent, exit 0.
    const exited = new Promise<number | null>((resolve) => shop.once('exit', resolve));
    shop.kill('SIGTERM');
    expect(await exited, output).toBe(0);

    const all = spans();
    const service = exports[0]?.resourceSpans[0]?.resource.attributes.find((a) => a.key === 'service.name');
    expect(service?.value.stringValue).toBe('shop-under-test');

    // The HTTP server span of the cart request names its declared route and status.
    const cartSpan = all.find((s) => s.kind === 2 && attribute(s, 'http.route') === '/api/cart/');
    expect(cartSpan, JSON.stringify(all.map((s) => s.name))).toBeDefined();
    expect(
      attribute(cartSpan!, 'http.response.status_code') ?? attribute(cartSpan!, 'http.status_code'),
    ).toBe(200);
    // Fastify's own spans (its handler) sit in the same trace.
    const inTrace = all.filter((s) => s.traceId === cartSpan!.traceId);
    expect(inTrace.some((s) => s.name.startsWith('handler'))).toBe(true);
    // The statements the request ran: client spans of PostgreSQL in the same trace.
    const statements = inTrace.filter((s) => s.kind === 3 && attribute(s, 'db.system.name') === 'postgresql');
    expect(statements.length).toBeGreaterThan(2);
    const texts = statements.map((s) =>
      String(attribute(s, 'db.query.text') ?? attribute(s, 'db.statement')),
    );
    expect(texts.some((text) => /insert into "cart_items"/i.test(text))).toBe(true);

    // Health checks are not traced; the guest's session id is in no span.
    expect(
      all.some((s) => String(attribute(s, 'url.path') ?? attribute(s, 'http.target')).includes('healthz')),
    ).toBe(false);
    expect(JSON.stringify(exports)).not.toContain(session);
  }, 60_000);
});
