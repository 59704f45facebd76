import type { FastifyRequest } from 'fastify';
import type { DestinationStream, LoggerOptions } from 'pino';

/**
 * Guest session ids are bearer secrets (whoever holds one reaches that guest's cart and orders): every log
 * line has them blanked, whatever logged the URL — the request serializer, an error quoting it, a plugin.
 * Encoded names (session%5Fid) are caught too: the query parser decodes them into the same parameter.
 */
const sessionParam = /(session(?:_|%5f)id(?:=|%3d))[^&#\s"\\]*/gi;

export const redactSessionIds = (text: string): string => text.replace(sessionParam, '$1[redacted]');

/** Fastify's own request serializer, with the URL's session id blanked. */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactSessionIds(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * A stream cut short because the client went away (a closed tab, a video scrubbed elsewhere): Node's
 * ERR_STREAM_PREMATURE_CLOSE, or end-of-stream's 'premature close', which @fastify/compress logs as an
 * error for every compressed answer a client does not read to its end.
 */
const isClientGone = (value: unknown) =>
  value instanceof Error &&
  ((value as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    value.message === 'premature close');

const ERROR_LEVEL = 50;

/** The app's pino options: session ids blanked, a client that went away logged as info, not as an error. */
export function loggerOptions(
  level: string,
  stream?: DestinationStream,
): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: { req: requestForLog },
    hooks: {
      streamWrite: redactSessionIds,
      logMethod(args, method, methodLevel) {
        const [first] = args as unknown[];
        const err = (first as { err?: unknown } | undefined)?.err ?? first;
        if (methodLevel >= ERROR_LEVEL && isClientGone(err))
          return this.info({ err }, 'the client closed the connection before the answer ended');
        return method.apply(this, args);
      },
    },
  };
}
