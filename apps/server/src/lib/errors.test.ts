import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { conflict } from './errors.ts';

let app: FastifyInstance;
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'shop-errors-')),
    JWT_SECRET: 'y'.repeat(40),
    LOG_LEVEL: 'silent',
  });
  app = await buildApp({ config, database, webDist: null, logger: false });
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

  it('tags every answer with a request id, keeping the caller’s own', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-request-id']).toBe('abc-123');
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
