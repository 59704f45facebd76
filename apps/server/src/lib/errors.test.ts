import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { sql } from 'drizzle-orm';
import { LogCapture } from '../test/log-capture.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { INVALID_INPUT_DETAIL } from './errors.ts';
import { conflict } from './refusals.ts';

let app: FastifyInstance;
let database: TestDatabase;
const log = new LogCapture();

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({
    DEMO: 'true',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'shop-errors-')),
    JWT_SECRET: 'y'.repeat(40),
    LOG_LEVEL: 'warn',
  });
  app = await buildApp({ config, database, webDist: null, logStream: log.stream });
  // Probe routes that exercise the one error handler the way real routes will.
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/api/probe/echo',
    { schema: { body: z.object({ product_id: z.number().int(), quantity: z.number().int().positive() }) } },
    async (request) => request.body,
  );
  typed.get('/api/probe/conflict', async () => {
    throw conflict('Осталось только 2 шт.');
  });
  typed.get('/api/probe/crash', async () => {
    throw new Error('connection string postgres://secret@db leaked');
  });
  // Values validation let through to the database (defence in depth behind the schemas).
  const refused = {
    'out-of-range': sql`select ${'2147483648'}::int4`,
    'not-a-number': sql`select ${'abc'}::int4`,
    nul: sql`select ${'a\u0000b'}::text`,
    'no-such-date': sql`select ${'2024-02-30'}::date`,
  };
  typed.get('/api/probe/db/:kind', async (request) => {
    await database.db.execute(refused[(request.params as { kind: keyof typeof refused }).kind]);
    return {};
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.destroy();
});

describe('error bodies', () => {
  it('answers an unknown API path with a JSON 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Не найдено: GET /api/no-such-thing' });
  });

  it('answers invalid input with 422, a detail and the zod issues', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/probe/echo',
      payload: { product_id: 'abc', quantity: 0 },
    });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.detail).toMatch(/^Некорректные данные запроса/);
    expect(body.issues.map((i: { path: string[] }) => i.path.join('.'))).toEqual(
      expect.arrayContaining(['body.product_id', 'body.quantity']),
    );
  });

  it('answers malformed JSON and a missing body with a 4xx detail, never a 5xx', async () => {
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/probe/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"product_id": 1,',
    });
    expect(malformed.statusCode).toBe(400);
    expect(typeof malformed.json().detail).toBe('string');

    const empty = await app.inject({ method: 'POST', url: '/api/probe/echo' });
    expect(empty.statusCode).toBe(422);

    const wrongType = await app.inject({
      method: 'POST',
      url: '/api/probe/echo',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'hello',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(typeof wrongType.json().detail).toBe('string');
  });

  it('passes a conflict detail through and hides internals of a crash', async () => {
    const c = await app.inject({ method: 'GET', url: '/api/probe/conflict' });
    expect(c.statusCode).toBe(409);
    expect(c.json()).toEqual({ detail: 'Осталось только 2 шт.' });

    const crash = await app.inject({ method: 'GET', url: '/api/probe/crash' });
    expect(crash.statusCode).toBe(500);
    expect(crash.json()).toEqual({ detail: 'Внутренняя ошибка сервера' });
    expect(crash.body).not.toContain('secret');
  });

  it('answers values the database refuses with 422, as a warning in the log, not an error', async () => {
    const before = log.entries.length;
    for (const kind of ['out-of-range', 'not-a-number', 'nul', 'no-such-date']) {
      const res = await app.inject({ method: 'GET', url: `/api/probe/db/${kind}` });
      expect(res.statusCode, kind).toBe(422);
      expect(res.json()).toEqual({ detail: INVALID_INPUT_DETAIL });
    }
    const entries = log.entries.slice(before);
    const warned = entries.filter((e) => e.msg === 'the database refused a value of the request');
    expect(warned.map((e) => [e.level, e.sqlState])).toEqual([
      [40, '22003'],
      [40, '22P02'],
      [40, '22021'],
      [40, '22008'],
    ]);
    expect(entries.filter((e) => e.level >= 50)).toEqual([]);
  });

  it('answers addresses the router cannot read with a detail', async () => {
    const broken = await app.inject({ method: 'GET', url: '/api/boxes/%ED%A0%80' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ detail: 'Некорректный адрес запроса' });
    expect(broken.headers['x-content-type-options']).toBe('nosniff');
    const long = await app.inject({ method: 'GET', url: `/api/boxes/${'1'.repeat(101)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ detail: 'Слишком длинный адрес запроса' });
  });

  it('answers a body over the limit with 413 and a detail', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/probe/echo',
      headers: { 'content-type': 'application/json' },
      payload: `{"product_id": 1, "quantity": 1, "pad": "${'x'.repeat(1024 * 1024)}"}`,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'Слишком большой запрос' });
  });

  it('tags every answer with a request id, keeping the caller’s own when short and plain', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-request-id']).toBe('abc-123');
    const traced = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'lb-7f3a:42.1_x' },
    });
    expect(traced.headers['x-request-id']).toBe('lb-7f3a:42.1_x');
    // Anything else (forged log lines, markup, huge values) is replaced by an id of our own.
    for (const forged of [
      'a'.repeat(65),
      'x" level=60 msg="forged',
      '<script>',
      'ид-запроса',
      '../../etc/passwd',
      '',
    ]) {
      const answer = await app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { 'x-request-id': forged },
      });
      expect(answer.headers['x-request-id'], forged).toMatch(/^[0-9a-f-]{36}$/);
    }
    const fresh = await app.inject({ method: 'GET', url: '/healthz' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const failed = await app.inject({ method: 'GET', url: '/api/probe/crash' });
    expect(failed.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(failed.headers['x-content-type-options']).toBe('nosniff');
  });

  it('publishes the OpenAPI document of the routes', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/products/grouped',
        '/api/admin/site-status/public',
        '/api/admin/contacts_info/public',
      ]),
    );
    const ui = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBeLessThan(400);
  });

  it('sends security headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });
});
