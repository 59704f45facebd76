import http from 'node:http';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin, type SignedIn } from '../modules/admin/admin-test-kit.ts';
import { LogCapture } from '../test/log-capture.ts';
import { MailCatcher } from '../test/mail-catcher.ts';
import { rawConnection, trickle } from '../test/raw-http.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { BODY_RULES, BODY_TIMEOUT_DETAIL, bodyMayContinue, type BodyRules } from './body-watchdog.ts';

/**
 * Clients that send too much or too slowly, over real connections: headers past Node's limit (431),
 * headers or a body trickling in (408), a body past the limit (413) all get `{"detail": …}` and a closed
 * connection; a slow but steady upload of a review clip is not cut.
 */

let mail: MailCatcher;
/** The production rules: 25 s for any body. */
let shop: TestApp;
let shopLog: LogCapture;
let shopPort: number;
/** The same rules, shortened so that an upload outlasts them within seconds. */
let quick: TestApp;
let quickLog: LogCapture;
let quickPort: number;
let mediaDir: string;
let admin: SignedIn;
const QUICK: BodyRules = {
  deadlineMs: 1_500,
  minBytesPerSecond: 64 * 1024,
  streamingMaxMs: 60_000,
  recheckMs: 200,
};

const portOf = (address: string) => Number(new URL(address).port);

beforeAll(async () => {
  mail = await new MailCatcher().start();
  shopLog = new LogCapture();
  shop = await createTestApp({ env: { SMTP_URL: mail.url }, logStream: shopLog.stream });
  shopPort = portOf(await shop.app.listen({ port: 0, host: '127.0.0.1' }));
  quickLog = new LogCapture();
  mediaDir = await mkdtemp(path.join(tmpdir(), 'shop-slow-media-'));
  quick = await createTestApp({
    database: shop.database,
    env: { SMTP_URL: mail.url, MEDIA_DIR: mediaDir },
    logStream: quickLog.stream,
    bodyRules: QUICK,
  });
  quickPort = portOf(await quick.app.listen({ port: 0, host: '127.0.0.1' }));
  admin = await signInAdmin(shop, mail, 'uploader');
});
afterAll(async () => {
  await quick?.close();
  await shop?.close();
  await mail?.stop();
  await rm(mediaDir, { recursive: true, force: true });
});

const detailOf = (body: string) => (JSON.parse(body) as { detail: unknown }).detail;

describe('the body deadline (production numbers)', () => {
  it('gives any body 25 s, and a streaming upload more while it keeps 64 KB/s on average', () => {
    expect(bodyMayContinue(BODY_RULES, 24_999, 0, false)).toBe(true);
    expect(bodyMayContinue(BODY_RULES, 25_000, 900_000, false)).toBe(false);
    // An upload: 30 s at 64 KB/s is 1 920 KB.
    expect(bodyMayContinue(BODY_RULES, 30_000, 1_920 * 1024, true)).toBe(true);
    expect(bodyMayContinue(BODY_RULES, 30_000, 1_900 * 1024, true)).toBe(false);
    // 100 MB at the least rate takes 26 min: 80 MB after 20 min goes on; nothing goes on past 45 min.
    expect(bodyMayContinue(BODY_RULES, 20 * 60_000, 80 * 1024 * 1024, true)).toBe(true);
    expect(bodyMayContinue(BODY_RULES, 45 * 60_000, 10 * 1024 * 1024 * 1024, true)).toBe(false);
  });
});

// The two tests that take their 30 s run side by side.
describe('slow and oversized requests over real connections', { concurrent: true }, () => {
  it(
    'cuts a body trickling in at a byte every 5 s within 30 s: 408 with a detail, connection closed',
    { timeout: 45_000 },
    async () => {
      const { socket, answer } = rawConnection(shopPort);
      socket.write(
        'POST /api/cart/ HTTP/1.1\r\nhost: localhost\r\ncontent-type: application/json\r\ncontent-length: 60\r\n\r\n',
      );
      void trickle(socket, `{"product_id":1,"quantity":1,"session_id":"${'0'.repeat(8)}"}`, 5_000);
      const res = await answer;
      expect(res.status).toBe(408);
      expect(detailOf(res.body)).toBe(BODY_TIMEOUT_DETAIL);
      expect(res.headers.connection).toBe('close');
      expect(res.closedAfterMs).toBeGreaterThanOrEqual(24_000);
      expect(res.closedAfterMs).toBeLessThan(30_000);
      expect(shopLog.entries.some((e) => e.level === 40 && e.msg === 'request body too slow: cut')).toBe(
        true,
      );
      expect(shopLog.errors).toEqual([]);
    },
  );

  it('answers headers trickling in with 408 and a detail', { timeout: 45_000 }, async () => {
    // Node looks at slow headers every 30 s: 1 s instead of 20 s keeps the wait within that.
    shop.app.server.headersTimeout = 1_000;
    const { socket, answer } = rawConnection(shopPort);
    void trickle(socket, 'GET /healthz HTTP/1.1\r\nhost: localhost\r\nx-slow: ' + 'a'.repeat(100), 2_000);
    const res = await answer;
    expect(res.status).toBe(408);
    expect(typeof detailOf(res.body)).toBe('string');
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers.connection).toBe('close');
  });

  it('answers headers past Node’s limit with 431 and a detail', async () => {
    const { socket, answer } = rawConnection(shopPort);
    socket.write(`GET /healthz HTTP/1.1\r\nhost: localhost\r\nx-big: ${'a'.repeat(20_000)}\r\n\r\n`);
    const res = await answer;
    expect(res.status).toBe(431);
    expect(detailOf(res.body)).toBe('Слишком большие заголовки запроса');
    expect(res.headers.connection).toBe('close');
  });

  it('answers malformed HTTP with 400 and a detail', async () => {
    const { socket, answer } = rawConnection(shopPort);
    socket.write('GET /healthz HTTP/1.1\r\nhost: localhost\r\nbad header\r\n\r\n');
    const res = await answer;
    expect(res.status).toBe(400);
    expect(detailOf(res.body)).toBe('Некорректный HTTP-запрос');
  });

  it('answers a body past the limit with 413 and a detail', async () => {
    const { socket, answer } = rawConnection(quickPort);
    socket.write(
      'POST /api/cart/ HTTP/1.1\r\nhost: localhost\r\ncontent-type: application/json\r\n' +
        `content-length: ${2 * 1024 * 1024}\r\nconnection: close\r\n\r\n{"a":"`,
    );
    const res = await answer;
    expect(res.status).toBe(413);
    expect(detailOf(res.body)).toBe('Слишком большой запрос');
  });
});

describe('requests made in-process (the suites’ inject)', () => {
  it('outlive the deadline without an error when their body was never read', async () => {
    const errors: unknown[] = [];
    const record = (error: unknown) => errors.push(error);
    process.on('uncaughtException', record);
    try {
      // Refused before the body is read (no token): nothing consumes it, and there is no connection to close.
      const res = await quick.app.inject({
        method: 'POST',
        url: '/api/admin/delivery-times',
        payload: { a: 1 },
      });
      expect(res.statusCode).toBe(401);
      await new Promise((resolve) => setTimeout(resolve, QUICK.deadlineMs + 3 * QUICK.recheckMs));
      expect(errors).toEqual([]);
    } finally {
      process.off('uncaughtException', record);
    }
  });
});

describe('uploads against the deadline', () => {
  it('closes a connection whose body still trickles after an early answer', { timeout: 30_000 }, async () => {
    const { socket, answer } = rawConnection(quickPort);
    socket.write('POST /api/no-such-thing HTTP/1.1\r\nhost: localhost\r\ncontent-length: 100\r\n\r\n');
    void trickle(socket, 'x'.repeat(100), 500);
    const res = await answer;
    expect(res.status).toBe(404);
    expect(res.closedAfterMs).toBeLessThan(QUICK.deadlineMs + 2_000);
  });

  it('lets a steady upload of a clip outlast the deadline', { timeout: 30_000 }, async () => {
    // 1 MB at ~256 KB/s: about 4 s against a deadline of 1.5 s.
    const res = await upload(quickPort, 1024 * 1024, 256 * 1024);
    expect(res.status, res.body).toBe(201);
    expect(quickLog.errors).toEqual([]);
  });

  it(
    'cuts an upload slower than 64 KB/s after the deadline: 408, nothing kept',
    { timeout: 30_000 },
    async () => {
      const res = await upload(quickPort, 1024 * 1024, 16 * 1024);
      expect(res.status).toBe(408);
      expect(detailOf(res.body)).toBe(BODY_TIMEOUT_DETAIL);
      // The part received was written to a temporary file, removed with the refusal.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await readdir(path.join(mediaDir, '.tmp'))).toEqual([]);
      expect(quickLog.errors).toEqual([]);
    },
  );
});

/** POSTs a review clip of `size` bytes as multipart, `rate` bytes a second, in 16 KB pieces. */
function upload(port: number, size: number, rate: number): Promise<{ status: number; body: string }> {
  const boundary = 'humblUploadBoundary';
  const head = Buffer.from(
    `--${boundary}\r\ncontent-disposition: form-data; name="title"\r\n\r\nСтабильная загрузка\r\n` +
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="clip.mp4"\r\n` +
      'content-type: video/mp4\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const clip = Buffer.alloc(size, 0x42);
  Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]).copy(clip);
  const body = Buffer.concat([head, clip, tail]);
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = http.request(
      {
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: '/api/admin/review-videos',
        headers: {
          authorization: `Bearer ${admin.token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': body.length,
        },
      },
      (response) => {
        answered = true;
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    // A cut upload is answered while it is still being sent, and then its connection closes.
    request.on('error', (err) => (answered ? undefined : reject(err)));
    const piece = 16 * 1024;
    let offset = 0;
    const timer = setInterval(
      () => {
        if (request.destroyed) return clearInterval(timer);
        request.write(body.subarray(offset, offset + piece));
        offset += piece;
        if (offset >= body.length) {
          clearInterval(timer);
          request.end();
        }
      },
      (piece / rate) * 1000,
    );
  });
}
