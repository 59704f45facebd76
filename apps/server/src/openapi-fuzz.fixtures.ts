import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { pickupForm } from './test/shop-calls.ts';

/**
 * The hostile inputs of openapi-fuzz.test.ts and the requests made of them: for every operation of the
 * OpenAPI document, each parameter and JSON body field in turn (and the whole body) carrying each value.
 */

/** The guest every request names (its cart is filled before each checkout, so orders get to be written). */
export const guestSession = randomUUID();

interface Schema {
  type?: string;
  enum?: unknown[];
  pattern?: string;
  minimum?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
}
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema: Schema;
}
export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  /** The JSON body's shapes (an anyOf gives several), none when it takes none. */
  bodies: Schema[];
}

/** Numbers JSON can carry but JavaScript cannot write: put into the body text as they are. */
const RAW = { '"@1e30"': '1e30', '"@2^53+1"': '9007199254740993', '"@-1e30"': '-1e30' } as const;

export const hostile: unknown[] = [
  '\u0000',
  'a\u0000b',
  2147483648,
  -2147483649,
  -1,
  0,
  '@1e30',
  '@-1e30',
  '@2^53+1',
  '2147483648',
  '9007199254740993',
  '1e30',
  '-1',
  'NaN',
  'Infinity',
  '0x10',
  ' 1 ',
  'x'.repeat(100_000),
  '\ud800',
  'a\udfffb',
  '\u202eRTL\u202c\u200f',
  '😀👍🏽\u200d',
  'ｆｕｌｌ＠ｗｉｄｔｈ．ｒｕ',
  'ﬁ\u0301Ⅻ',
  'line\u2028break\u2029',
  null,
  true,
  [],
  {},
  [1, 'a'],
  { $gt: '' },
];

export function operations(doc: {
  paths: Record<string, Record<string, Record<string, unknown>>>;
}): Operation[] {
  const found: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      // The same route as its twin with the trailing slash.
      if (String(op.operationId).endsWith('WithoutSlash')) continue;
      const body = (op.requestBody as { content?: Record<string, { schema: Schema }> } | undefined)
        ?.content?.['application/json']?.schema;
      found.push({
        method: method.toUpperCase(),
        path,
        parameters: (op.parameters as Parameter[] | undefined) ?? [],
        bodies: body ? (body.anyOf ?? [body]) : [],
      });
    }
  }
  return found;
}

/**
 * A plausible value for a field, so that each request fails (or not) by the one hostile value it carries;
 * objects get their required fields only, so that optional fields do not refuse the request for it.
 */
function plausible(schema: Schema, name: string, method: string): unknown {
  if (schema.anyOf?.[0]) return plausible(schema.anyOf[0], name, method);
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'integer':
    case 'number':
      // DELETE reaches nothing that exists; other calls the first row, so that the values get to it.
      return /id$|Id$/.test(name) && method === 'DELETE' ? 999_999 : Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true; // is_active: true, so the site stays open and orders keep reaching their code
    case 'array':
      return schema.items ? [plausible(schema.items, name, method)] : [];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([key]) => schema.required?.includes(key))
          .map(([key, s]) => [key, plausible(s, key, method)]),
      );
    default:
      if (schema.pattern === '^\\d{5}$') return '12345';
      if (/session/.test(name)) return guestSession;
      if (/email/.test(name)) return 'fuzz@example.ru';
      if (/name/.test(name)) return 'Анна';
      if (/phone/.test(name)) return '+79991234567';
      if (/date/.test(name)) return '2030-01-08';
      if (/time/.test(name)) return '10:00';
      return 'x';
  }
}

/**
 * Bodies the schema alone cannot make valid (checkout needs a store to pick up from, and the consents ticked:
 * version 1 of each document, migration 0010).
 */
const examples: Record<string, unknown> = {
  'POST /api/orders/': pickupForm({ consents: { personal_data: 1, offer: 1 } }),
};

/** Every place in a body a value can go: [] is the whole body, ['delivery','address'] a nested field. */
function slots(schema: Schema, at: (string | number)[] = []): (string | number)[][] {
  const inner =
    schema.type === 'object'
      ? Object.entries(schema.properties ?? {}).flatMap(([key, s]) => slots(s, [...at, key]))
      : schema.type === 'array' && schema.items
        ? slots(schema.items, [...at, 0])
        : [];
  return [at, ...inner];
}

/** The body with `value` at `at`, making the objects and arrays on the way that it lacks. */
function withValue(body: unknown, at: (string | number)[], value: unknown): unknown {
  if (at.length === 0) return value;
  const copy = structuredClone(body ?? {}) as Record<string | number, unknown>;
  let node = copy;
  at.slice(0, -1).forEach((key, i) => {
    node[key] ??= typeof at[i + 1] === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  });
  node[at.at(-1)!] = value;
  return copy;
}

const jsonText = (value: unknown) =>
  Object.entries(RAW).reduce((text, [marker, raw]) => text.replaceAll(marker, raw), JSON.stringify(value));

/** A value as URL text; a lone surrogate cannot be percent-encoded, so it goes as the bytes it would be. */
function urlText(value: unknown): string {
  const text =
    typeof value === 'string' ? (RAW[`"${value}"` as keyof typeof RAW] ?? value) : JSON.stringify(value);
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

interface Attempt {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  what: string;
}

export function attempts(op: Operation, auth: Record<string, string>): Attempt[] {
  const base = Object.fromEntries(
    op.parameters.map((p) => [`${p.in}:${p.name}`, plausible(p.schema, p.name, op.method)]),
  );
  const build = (params: Record<string, unknown>, body: unknown, what: string): Attempt => {
    const url = op.path.replace(/\{(\w+)\}/g, (_, name: string) => urlText(params[`path:${name}`]));
    const query = op.parameters
      .filter((p) => p.in === 'query')
      .map((p) => `${p.name}=${urlText(params[`query:${p.name}`])}`)
      .join('&');
    const headers: Record<string, string> = { ...auth };
    for (const p of op.parameters.filter((x) => x.in === 'header')) {
      const value = params[`header:${p.name}`];
      headers[p.name] = typeof value === 'string' ? value : JSON.stringify(value);
    }
    if (body !== undefined) headers['content-type'] = 'application/json';
    return {
      method: op.method,
      url: query ? `${url}?${query}` : url,
      headers,
      ...(body === undefined ? {} : { payload: jsonText(body) }),
      what,
    };
  };
  const example = examples[`${op.method} ${op.path}`];
  const bodies = op.bodies.map((schema) => ({ schema, value: example ?? plausible(schema, '', op.method) }));
  const plainBody = bodies[0]?.value;
  const list: Attempt[] = [build(base, plainBody, 'plausible')];
  for (const value of hostile) {
    for (const key of Object.keys(base))
      list.push(build({ ...base, [key]: value }, plainBody, `${key}=${shown(value)}`));
    for (const body of bodies) {
      for (const at of slots(body.schema)) {
        list.push(build(base, withValue(body.value, at, value), `body.${at.join('.')}=${shown(value)}`));
      }
    }
    // Routes without a documented body get one anyway.
    if (bodies.length === 0 && op.method !== 'GET' && op.method !== 'DELETE')
      list.push(build(base, value, `body=${shown(value)}`));
  }
  return list;
}

export function shown(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return JSON.stringify(text.length > 20 ? `${text.slice(0, 12)}…(${text.length})` : text);
}

/** What is wrong with an answer, or null. */
export function problem(res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `${res.statusCode} ${res.body.slice(0, 200)}`;
  if (res.statusCode < 400) return null;
  try {
    const detail = (res.json() as { detail?: unknown }).detail;
    return typeof detail === 'string' && detail !== ''
      ? null
      : `${res.statusCode} without detail: ${res.body.slice(0, 200)}`;
  } catch {
    return `${res.statusCode} not JSON: ${res.body.slice(0, 200)}`;
  }
}
