import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CURSOR_MAX, pagingHeaders } from '@shop/shared/api/paging';
import { productGroupSchema } from '@shop/shared/catalog/product-api';

/**
 * The OpenAPI document at /api/docs/json (UI at /api/docs): every operation with an operationId, a
 * description saying who may call it, its security and its tag; recursive schemas named in components.
 */

/**
 * Who may call an operation. 'admin': a bearer access token of an admin account (401 without one, 403 for
 * anyone else); 'account': a signed-in customer's bearer token; 'owner': a customer's bearer token or a guest's
 * session id (the `X-Session-Id` header, or `session_id` in the query or body); 'public': anyone.
 */
export type Access = 'admin' | 'account' | 'owner' | 'public';

/** Paths a signed-in account alone may call (bearer); under /api/admin/ all but …/public are the admins'. */
const accountPaths = [/^\/api\/users\//, /^\/api\/loyalty\/$/, /^\/api\/auth\/logout$/];
/** Paths of what a customer or a guest owns: the cart, boxes and orders. */
const ownerPaths = [/^\/api\/cart\//, /^\/api\/boxes\//, /^\/api\/orders\//];

export function accessOf(path: string): Access {
  if (path.startsWith('/api/admin/')) return path.endsWith('/public') ? 'public' : 'admin';
  if (accountPaths.some((pattern) => pattern.test(path))) return 'account';
  if (ownerPaths.some((pattern) => pattern.test(path))) return 'owner';
  return 'public';
}

const accessWords: Record<Access, string> = {
  admin: 'Admins only: a bearer access token of an admin account (401 without one, 403 for anyone else).',
  account: 'Signed-in customers: a bearer access token (401 without one).',
  owner:
    "The caller's own: a customer's bearer access token, or a guest's session id (`X-Session-Id`, or " +
    '`session_id` in the query or body; 400 when neither is sent, 422 when the id is not a UUID).',
  public: 'Anyone; no credentials.',
};

const securityOf: Record<Access, Record<string, string[]>[]> = {
  admin: [{ bearer: [] }],
  account: [{ bearer: [] }],
  owner: [{ bearer: [] }, { guestSession: [] }, { guestSessionQuery: [] }],
  public: [],
};

/** Where each tag's rules are written down (docs/product/). */
const tags = [
  { name: 'health', description: 'Liveness and readiness probes' },
  { name: 'catalog', description: 'The public catalogue (docs/product/catalogue.md)' },
  {
    name: 'auth',
    description: 'Sign-in by e-mail code, sessions, contact recovery (docs/product/accounts.md)',
  },
  { name: 'users', description: 'The profile, consents, export and deletion (docs/product/accounts.md)' },
  { name: 'cart', description: 'The cart and its 15-minute holds (docs/product/cart.md)' },
  { name: 'boxes', description: 'Build-your-own boxes of 4, 8 or 12 (docs/product/boxes.md)' },
  { name: 'orders', description: 'Checkout and order history (docs/product/checkout-and-orders.md)' },
  { name: 'loyalty', description: 'The loyalty card (docs/product/loyalty.md)' },
  { name: 'gift cards', description: 'Gift card balances (docs/product/gift-cards.md)' },
  { name: 'legal', description: 'Published legal documents (docs/product/personal-data.md)' },
  { name: 'payments', description: 'The built-in test payment provider (docs/product/payments.md)' },
  { name: 'content', description: 'Public site content: contacts, stores, delivery, support texts' },
  { name: 'admin', description: 'The admin area (docs/product/admin.md)' },
];

/** 'GET /api/admin/products/{id}/photos/{photoId}' → 'getAdminProductsByIdPhotosByPhotoId'. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter((part) => part !== '' && part !== 'api')
    .map((part) => {
      const param = /^[:{](\w+)}?$/.exec(part)?.[1];
      return param ? `by-${param}` : part;
    })
    .join('-')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((word) => word[0]!.toUpperCase() + word.slice(1))].join('');
}

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: { nullable?: boolean } }> };
  responses?: Record<string, { description?: string; content?: unknown; headers?: Record<string, unknown> }>;
}
type Doc = {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
};

const statusWords: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  204: 'Done; no content',
  304: 'Not modified since the ETag sent (If-None-Match)',
  400: 'Bad request: something required is missing',
  401: 'No valid bearer token',
  403: 'Not allowed to the caller',
  404: 'Not found',
  409: 'Conflicts with the current state',
  413: 'The body is larger than allowed',
  415: 'The body is of a type this operation does not take',
  422: 'Invalid input (including any NUL or lone surrogate anywhere in the request)',
  429: 'Too many attempts; Retry-After says when to try again',
  500: 'The shop failed; nothing was changed by half',
  503: 'An outside service (mail, SMS, payment provider) did not answer',
};

const errorRef = { $ref: '#/components/schemas/Error' };
const errorContent = { 'application/json': { schema: errorRef } };

/**
 * What every operation may answer though its route does not say so: 422 (the request-wide input check), 500,
 * 413 and 415 where a body is taken, 401 where a bearer token is required; a 429 carries Retry-After, a 204
 * or 304 no body; every answer has words for its status. A body that may be null is not required.
 */
function withStandardAnswers(method: string, operation: Operation): Operation {
  const responses = { ...operation.responses };
  // A body that may be null may be left out (Fastify reads a missing body as null).
  const body = operation.requestBody;
  const optionalBody = body?.content?.['application/json']?.schema?.nullable === true;
  const add = (status: number) => {
    responses[status] ??= { description: statusWords[status], content: errorContent };
  };
  add(422);
  add(500);
  if (['post', 'put', 'patch'].includes(method)) [413, 415].forEach(add);
  const bearerOnly = operation.security?.length === 1 && 'bearer' in operation.security[0]!;
  if (bearerOnly) add(401);
  for (const [status, answer] of Object.entries(responses)) {
    const described = { ...answer, description: statusWords[status] ?? answer.description };
    if (status === '204' || status === '304') delete described.content;
    if (status === '429')
      described.headers = {
        'Retry-After': {
          description: 'Seconds until a new attempt may succeed',
          schema: { type: 'integer', format: 'int32', minimum: 0, maximum: INT32.max },
        },
      };
    responses[status] = described;
  }
  return {
    ...operation,
    ...(optionalBody ? { requestBody: { ...body, required: false } } : {}),
    responses,
  };
}

const INT32 = { min: -(2 ** 31), max: 2 ** 31 - 1 };

/** Lists answered as a bare array, whose paging goes in headers (docs/product/checkout-and-orders.md#paging). */
const pagedByHeaders = new Set(['/api/orders/']);

function withPagingHeaders(path: string, method: string, operation: Operation): Operation {
  const ok = operation.responses?.['200'];
  if (method !== 'get' || !pagedByHeaders.has(path) || !ok) return operation;
  const headers = {
    [pagingHeaders.next]: {
      description: 'The cursor of the next page (send it back as ?cursor=); absent on the last page',
      schema: { type: 'string', maxLength: CURSOR_MAX, pattern: '^[A-Za-z0-9_-]+$' },
    },
    [pagingHeaders.total]: {
      description: 'How many rows the whole list holds; sent with the first page only',
      schema: { type: 'integer', format: 'int32', minimum: 0, maximum: INT32.max },
    },
  };
  return { ...operation, responses: { ...operation.responses, 200: { ...ok, headers } } };
}

/**
 * Every integer with its format, which zod's JSON Schema leaves out: int32 where its bounds fit (the
 * database's integer: ids, counts, rubles), else int64 (zod's own bounds are the safe integers).
 */
function withIntegerFormats<T>(node: T): T {
  if (Array.isArray(node)) return node.map(withIntegerFormats) as T;
  if (typeof node !== 'object' || node === null) return node;
  const schema = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, withIntegerFormats(value)]),
  ) as Record<string, unknown>;
  if (schema.type === 'integer' && schema.format === undefined) {
    const { minimum, maximum } = schema as { minimum?: number; maximum?: number };
    const fits = (minimum ?? -Infinity) >= INT32.min && (maximum ?? Infinity) <= INT32.max;
    schema.format = fits ? 'int32' : 'int64';
  }
  return schema as T;
}

/**
 * The document as served: each path documented with and without its trailing slash (the router answers
 * both; the product docs write `/api/cart/`), the standard answers, every integer's format, and no schema
 * left in components that nothing refers to (the zod transform names an input and an output variant of
 * each).
 */
function finished(doc: Doc): Doc {
  const paths: NonNullable<Doc['paths']> = {};
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    const operations = Object.entries(item).map(
      ([method, operation]) =>
        [method, withPagingHeaders(path, method, withStandardAnswers(method, operation))] as const,
    );
    paths[path] = Object.fromEntries(operations);
    if (path.length > 1 && path.endsWith('/'))
      paths[path.slice(0, -1)] = Object.fromEntries(
        operations.map(([method, operation]) => [
          method,
          { ...operation, operationId: `${operation.operationId}WithoutSlash` },
        ]),
      );
  }
  const schemas: Record<string, unknown> = {
    ...doc.components?.schemas,
    Error: {
      type: 'object',
      required: ['detail'],
      properties: { detail: { type: 'string', maxLength: 2000 } },
    },
  };
  // Referred to from the paths or another schema (its own self-reference does not count).
  const used = (name: string) =>
    JSON.stringify({ paths, schemas: { ...schemas, [name]: null } }).includes(
      `"#/components/schemas/${name}"`,
    );
  for (let changed = true; changed;) {
    changed = false;
    for (const name of Object.keys(schemas))
      if (!used(name)) {
        delete schemas[name];
        changed = true;
      }
  }
  return withIntegerFormats({ ...doc, paths, components: { ...doc.components, schemas } });
}

/** The server: the shop the document is read from, for anyone to call (x-internal: false). */
const thisShop = {
  url: '/',
  description: 'This shop, wherever the document is read from: production, staging or a local run',
  'x-internal': false,
};

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  // Named in components, so that the nested groups can refer to their own schema.
  if (!z.globalRegistry.has(productGroupSchema))
    z.globalRegistry.add(productGroupSchema, { id: 'ProductGroup' });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'humbl shop API',
        version: '1.0.0',
        description:
          'API of the humbl online shop. Errors answer `{"detail": "…"}`; the rules behind every operation are ' +
          'in docs/product/.',
        contact: { name: 'humbl', email: 'team@humbl.ru' },
        license: { name: 'Proprietary: all rights reserved by humbl' },
      },
      servers: [thisShop],
      tags,
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description:
              'A short-lived access token from sign-in: a JWS signed with HS256, verified with that algorithm ' +
              'only and its expiry, following RFC8725 (JSON Web Token Best Current Practices)',
          },
          guestSession: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Session-Id',
            description: "A guest's session id (a UUID the storefront makes once and keeps)",
          },
          guestSessionQuery: {
            type: 'apiKey',
            in: 'query',
            name: 'session_id',
            description:
              "The guest's session id (a UUID) in the query instead; a body's session_id is taken too",
          },
        },
      },
    },
    transform: (input) => {
      const { schema = {}, url } = jsonSchemaTransform(input);
      const access = accessOf(url);
      const summary = typeof schema.summary === 'string' ? schema.summary : '';
      return {
        url,
        schema: {
          ...schema,
          operationId: operationIdOf([input.route.method].flat()[0]!, url),
          description: [summary && `${summary}.`, accessWords[access]].filter(Boolean).join(' '),
          security: securityOf[access],
        },
      };
    },
    transformObject: (input) => finished(jsonSchemaTransformObject(input) as Doc),
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
