import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { Refusal, type RefusalKind } from './refusals.ts';
import { securityHeaders } from './response-headers.ts';

/** An error whose message is safe to show to the caller as `{"detail": message}`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** The status of each kind of refusal a service throws (refusals.ts). */
export const refusalStatus: Record<RefusalKind, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_media: 415,
  invalid: 422,
  rate_limited: 429,
  unavailable: 503,
};

/** A refusal as the HTTP error it answers with; 429 carries Retry-After in seconds. */
export function httpErrorOf(refusal: Refusal): HttpError {
  const headers: Record<string, string> =
    refusal.retryAfter === undefined ? {} : { 'retry-after': String(refusal.retryAfter) };
  return Object.assign(new HttpError(refusalStatus[refusal.kind], refusal.message, headers), {
    cause: refusal.cause,
  });
}

export const INVALID_INPUT_DETAIL = 'Некорректные данные запроса';
const INTERNAL_DETAIL = 'Внутренняя ошибка сервера';
export const BODY_TOO_LARGE_DETAIL = 'Слишком большой запрос';

/**
 * PostgreSQL's data exceptions a value from the request can cause: a number out of range, text that is no
 * number or date, a character the database cannot store. Validation should have refused the value; if
 * it did not, the request is still at fault (422), not the server.
 */
const dataExceptions = new Set(['22001', '22003', '22007', '22008', '22021', '22P02', '22P05']);

/** The SQLSTATE of a data exception, also as Drizzle's cause (pg and PGlite errors carry `.code`). */
export function dataExceptionCode(error: unknown): string | null {
  for (let e = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && dataExceptions.has(code)) return code;
  }
  return null;
}

/** The one place that turns errors into `{"detail": …}` bodies; 5xx never carry internals. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((thrown: FastifyError | Refusal, request, reply) => {
    const error = thrown instanceof Refusal ? httpErrorOf(thrown) : thrown;
    if (error instanceof HttpError) {
      // A deliberate 5xx (a mail that did not go) still goes to the log with what caused it.
      if (error.statusCode >= 500) request.log.error({ err: error.cause ?? error }, error.message);
      return reply.code(error.statusCode).headers(error.headers).send({ detail: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: [error.validationContext ?? 'request', ...v.instancePath.split('/').filter(Boolean)],
        message: v.message ?? 'invalid',
      }));
      const where = issues[0] ? ` (${issues[0].path.join('.')}: ${issues[0].message})` : '';
      return reply.code(422).send({ detail: `${INVALID_INPUT_DETAIL}${where}`, issues });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.code(500).send({ detail: INTERNAL_DETAIL });
    }
    const sqlState = dataExceptionCode(error);
    if (sqlState) {
      // A hole in validation worth closing, but the caller's input: a warning, not an error.
      request.log.warn({ err: error, sqlState }, 'the database refused a value of the request');
      return reply.code(422).send({ detail: INVALID_INPUT_DETAIL });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ detail: INTERNAL_DETAIL });
    }
    // Fastify's own 4xx (malformed JSON, body too large, unsupported media type): its message is safe.
    if (status === 429) return reply.code(429).send({ detail: 'Слишком много запросов, попробуйте позже' });
    if (status === 413) return reply.code(413).send({ detail: BODY_TOO_LARGE_DETAIL });
    return reply.code(status).send({ detail: error.message });
  });
}

/**
 * Fastify's frameworkErrors: the router refused an address before any route or hook saw it (a
 * percent-encoding that is no UTF-8, a path segment over 100 characters).
 */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const [status, detail] =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? [414, 'Слишком длинный адрес запроса']
      : error.code === 'FST_ERR_BAD_URL'
        ? [400, 'Некорректный адрес запроса']
        : [500, INTERNAL_DETAIL];
  void reply.code(status).headers(securityHeaders).header('x-request-id', request.id).send({ detail });
}
