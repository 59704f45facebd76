import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.ts';

/**
 * The OpenAPI document as the tools its readers use see it (docs/decisions/0021-openapi-document.md):
 * Spectral's OpenAPI rules, the OWASP API Security rules on what callers send and Redocly's recommended
 * ones, each with the repository's own ruleset, report nothing; and the security each operation declares is
 * what the shop enforces.
 */

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);

interface Operation {
  operationId: string;
  description: string;
  security: Record<string, string[]>[];
  responses: Record<string, unknown>;
}
type Doc = { paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let doc: Doc;
let dir: string;
let file: string;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  doc = t.app.swagger() as unknown as Doc;
  dir = await mkdtemp(path.join(tmpdir(), 'openapi-'));
  file = path.join(dir, 'openapi.json');
  await writeFile(file, JSON.stringify(doc));
});
afterAll(async () => {
  await t?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** A tool's answer: it exits non-zero when it found problems, with its report on stdout all the same. */
async function report(command: string, args: string[]): Promise<string> {
  try {
    return (await run(bin(command), args, { cwd: root, maxBuffer: 64 * 1024 * 1024 })).stdout;
  } catch (error) {
    const { stdout } = error as { stdout?: string };
    if (stdout) return stdout;
    throw error;
  }
}

const operations = () =>
  Object.entries(doc.paths).flatMap(([where, item]) =>
    Object.entries(item).map(([method, operation]) => ({ method, where, operation })),
  );

describe('the OpenAPI document', () => {
  it('passes Spectral (spectral:oas, .spectral.yaml) without an error or a warning', async () => {
    const results = JSON.parse(
      await report('spectral', ['lint', '-r', '.spectral.yaml', '-f', 'json', '--quiet', file]),
    ) as { code: string; path: string[]; message: string }[];
    expect(results.map((r) => `${r.code} at ${r.path.join('.')}: ${r.message}`)).toEqual([]);
  }, 60_000);

  it('passes the OWASP API Security rules (.spectral-owasp.yaml): every request value has a limit', async () => {
    const results = JSON.parse(
      await report('spectral', ['lint', '-r', '.spectral-owasp.yaml', '-f', 'json', '--quiet', file]),
    ) as { code: string; path: string[]; message: string }[];
    expect(results.map((r) => `${r.code} at ${r.path.join('.')}: ${r.message}`)).toEqual([]);
  }, 60_000);

  it('says the guest session id is a UUID wherever an operation takes it', () => {
    const sessionIds = operations().flatMap(({ method, where, operation }) => {
      const { parameters = [], requestBody } = operation as Operation & {
        parameters?: { name: string; schema: unknown }[];
        requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
      };
      const body = requestBody?.content['application/json']?.schema.properties?.session_id;
      return [
        ...parameters.filter((p) => /^(x-session-id|session_id)$/i.test(p.name)).map((p) => p.schema),
        ...(body ? [body] : []),
      ].map((schema) => [`${method} ${where}`, schema] as const);
    });
    expect(sessionIds.length).toBeGreaterThan(20);
    for (const [name, schema] of sessionIds)
      expect(schema, name).toMatchObject({ type: 'string', format: 'uuid', maxLength: 36 });
  });

  it('passes Redocly (recommended, redocly.yaml) without an error or a warning', async () => {
    const answer = JSON.parse(
      await report('redocly', ['lint', '--config', 'redocly.yaml', '--format', 'json', file]),
    ) as { problems: { ruleId: string; message: string; location: { pointer: string }[] }[] };
    expect(answer.problems.map((p) => `${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`)).toEqual([]);
  }, 60_000);

  it('names every operation once, says who may call it, and leaves the storefront’s pages out', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { operation } of operations()) expect(operation.description).toMatch(/\.$/);
    expect(
      Object.keys(doc.paths).filter(
        (where) => !where.startsWith('/api/') && !/^\/(healthz|readyz)$/.test(where),
      ),
    ).toEqual([]);
    // The product's trailing-slash paths are documented in both forms.
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/cart/', '/api/cart', '/api/orders/', '/api/orders']),
    );
  });

  it('declares a bearer token exactly where the shop answers 401 without one', async () => {
    const declared: string[] = [];
    const enforced: string[] = [];
    for (const { method, where, operation } of operations()) {
      const name = `${method.toUpperCase()} ${where}`;
      if (operation.security.length === 1 && 'bearer' in operation.security[0]!) declared.push(name);
      const answer = await t.app.inject({
        method: method.toUpperCase() as 'GET',
        url: where.replace(/\{[^}]+\}/g, '1'),
        ...(['post', 'put', 'patch'].includes(method) ? { payload: {} } : {}),
      });
      if (answer.statusCode === 401) enforced.push(name);
    }
    expect(enforced).toEqual(declared);
    expect(declared.length).toBeGreaterThan(50);
  });
});
