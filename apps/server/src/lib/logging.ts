import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DestinationStream, LoggerOptions } from 'pino';

/**
 * Guest session ids are bearer secrets (whoever holds one reaches that guest's cart and orders): every log
 * line has them blanked, whatever logged the URL — the request serializer, an error quoting it, a plugin.
 * A parameter is a session id by its decoded name, as the query parser reads it: session%5Fid,
 * sessio%6E_id and %73ession_id are all session_id.
 */

/** One character of a name as a URL may spell it: itself, or percent-encoded in either case. */
const spelt = (char: string) => {
  const codes = new Set([char.toLowerCase(), char.toUpperCase()].map((c) => c.charCodeAt(0).toString(16)));
  return `(?:${char}|${[...codes].map((code) => `%${code}`).join('|')})`;
};

/** session_id=… however it is spelt (any letter or the _ percent-encoded, = as %3D), in any text. */
const sessionParam = new RegExp(`(${[...'session_id'].map(spelt).join('')})(=|%3d)[^&#\\s"\\\\]*`, 'gi');

/** Blanks the value of every session_id parameter in any text (a log line, an error quoting a URL). */
export const redactSessionIds = (text: string): string => text.replace(sessionParam, '$1$2[redacted]');

/**
 * A request's URL for the log: its path and its query with the value of every parameter the query
 * parser reads as session_id (URLSearchParams decodes names the same way; case aside) blanked.
 */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return redactSessionIds(url);
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawName = eq < 0 ? pair : pair.slice(0, eq);
      const [name = ''] = new URLSearchParams(`${rawName}=`).keys();
      return name.toLowerCase() === 'session_id' ? `${rawName}=[redacted]` : pair;
    })
    .join('&');
  return redactSessionIds(`${url.slice(0, start)}?${query}`);
}

/** Fastify's own request serializer, with the URL's session id blanked. */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
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

/**
 * One line per request, written once it is answered — or once its client went away mid-answer (a closed
 * tab, a video scrubbed elsewhere: `aborted`): its id (reqId, also the x-request-id answer header), method
 * and address (session ids blanked), the route it matched, status and duration. Headers and bodies —
 * where tokens, codes and gift-card codes travel — are never logged.
 */
export function registerRequestLog(app: FastifyInstance): void {
  const logged = new WeakSet<FastifyRequest>();
  const line = (request: FastifyRequest, reply: FastifyReply, aborted: boolean) => {
    if (logged.has(request)) return;
    logged.add(request);
    request.log.info(
      {
        req: request,
        route: request.routeOptions.url ?? null,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        ...(aborted ? { aborted } : {}),
      },
      'request completed',
    );
  };
  app.addHook('onRequest', async (request, reply) => {
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) line(request, reply, true);
    });
  });
  app.addHook('onResponse', async (request, reply) => line(request, reply, false));
}
