import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

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

export const notFound = (detail = 'Не найдено') => new HttpError(404, detail);
export const badRequest = (detail: string) => new HttpError(400, detail);
export const conflict = (detail: string) => new HttpError(409, detail);
export const unprocessable = (detail: string) => new HttpError(422, detail);
export const unauthorized = (detail: string) => new HttpError(401, detail);
export const forbidden = (detail: string) => new HttpError(403, detail);
/** 429 with Retry-After in seconds (DESIGN.md conventions). */
export const tooManyRequests = (detail: string, retryAfter: number) =>
  new HttpError(429, detail, { 'retry-after': String(retryAfter) });

export const INVALID_INPUT_DETAIL = 'Некорректные данные запроса';
const INTERNAL_DETAIL = 'Внутренняя ошибка сервера';

/** The one place that turns errors into `{"detail": …}` bodies; 5xx never carry internals. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
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
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ detail: INTERNAL_DETAIL });
    }
    // Fastify's own 4xx (malformed JSON, body too large, unsupported media type): its message is safe.
    if (status === 429) return reply.code(429).send({ detail: 'Слишком много запросов, попробуйте позже' });
    return reply.code(status).send({ detail: error.message });
  });
}
