import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route that receives a large body as a stream (an upload): it may take longer than the deadline. */
    streamingBody?: boolean;
  }
}

export interface BodyRules {
  /** Every request body must have arrived this long after its request began… */
  deadlineMs: number;
  /** …except a streaming upload's, which goes on while its average rate since the start keeps this up… */
  minBytesPerSecond: number;
  /** …and ends by then whatever its rate. */
  streamingMaxMs: number;
  /** How often a streaming upload past the deadline is looked at again. */
  recheckMs: number;
}

/**
 * 25 s for any body (a JSON body is at most 1 MB: seconds on a poor mobile line), and a 100 MB review clip
 * on a line giving it at least 64 KB/s (512 kbit/s) arrives in under half an hour.
 */
export const BODY_RULES: BodyRules = {
  deadlineMs: 25_000,
  minBytesPerSecond: 64 * 1024,
  streamingMaxMs: 45 * 60_000,
  recheckMs: 1_000,
};

export const BODY_TIMEOUT_DETAIL = 'Запрос передавался слишком медленно и был прерван';

/** Whether a body still arriving `elapsedMs` after its request began, `bytes` of it read so far, may go on. */
export function bodyMayContinue(
  rules: BodyRules,
  elapsedMs: number,
  bytes: number,
  streaming: boolean,
): boolean {
  if (elapsedMs < rules.deadlineMs) return true;
  if (!streaming || elapsedMs >= rules.streamingMaxMs) return false;
  return bytes * 1000 >= rules.minBytesPerSecond * elapsedMs;
}

const hasBody = (request: FastifyRequest) =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;

/**
 * Slow bodies are cut (a client trickling a body would hold a connection and its parser for as long as it
 * likes: Node's own requestTimeout is off so that a long upload can finish). A body that misses its time
 * gets 408 `{"detail": …}` and its connection is closed.
 */
export function registerBodyWatchdog(app: FastifyInstance, rules: BodyRules = BODY_RULES): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (hasBody(request)) watch(request, reply, rules);
    done();
  });
}

function watch(request: FastifyRequest, reply: FastifyReply, rules: BodyRules): void {
  const raw = request.raw;
  const socket = raw.socket;
  const started = Date.now();
  // Bytes read off the connection since the request began (headers aside): what the client managed to send.
  const bytesAtStart = socket.bytesRead ?? 0;
  let timer = setTimeout(check, rules.deadlineMs);
  timer.unref();
  const stop = () => clearTimeout(timer);
  raw.once('end', stop);
  raw.once('close', stop);

  function check(): void {
    if (raw.complete || raw.readableEnded || socket.destroyed) return;
    const elapsed = Date.now() - started;
    const bytes = (socket.bytesRead ?? 0) - bytesAtStart;
    if (bodyMayContinue(rules, elapsed, bytes, request.routeOptions.config.streamingBody === true)) {
      timer = setTimeout(check, rules.recheckMs);
      timer.unref();
      return;
    }
    // Answered already (the route never needed the body): the rest of it only holds the connection.
    if (reply.sent || reply.raw.headersSent) return destroy(socket);
    request.log.warn({ elapsedMs: elapsed, bytes }, 'request body too slow: cut');
    cut(request, reply);
  }
}

/** Closes a connection (an injected request in the tests has no real one to close). */
function destroy(socket: { destroy?: () => void }): void {
  if (typeof socket.destroy === 'function') socket.destroy();
}

function cut(request: FastifyRequest, reply: FastifyReply): void {
  const socket = request.raw.socket;
  // Whatever happens below, the connection does not outlive its answer by long.
  setTimeout(() => destroy(socket), 5_000).unref();
  const error = new HttpError(408, BODY_TIMEOUT_DETAIL, { connection: 'close' });
  if (request.raw.listenerCount('error') > 0) {
    // The body's reader (the JSON parser, an upload's multipart parser) fails with the 408, and the error
    // handler answers it as it answers any failed request; the socket stays open for the answer.
    request.raw.emit('error', error);
  } else {
    // Nobody reads the body yet (a hook is still running): the answer ends the request here.
    void reply.code(408).headers(error.headers).send({ detail: error.message });
  }
}
