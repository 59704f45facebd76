import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * A request's headers must have arrived within this (Node's default is 60 s). Node looks every 30 s, so a
 * client trickling its headers is cut within 20–50 s, with a 408 from the handler below.
 */
export const HEADERS_TIMEOUT_MS = 20_000;

/** [status, reason phrase, detail] of what Node refuses before Fastify sees a request. */
const answers: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'Слишком большие заголовки запроса'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'Payload Too Large', 'Слишком большой запрос'],
  // Headers that did not arrive within the server's headersTimeout.
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'Запрос не получен вовремя'],
};
const malformed: [number, string, string] = [400, 'Bad Request', 'Некорректный HTTP-запрос'];

/** The raw HTTP answer of a refused connection: `{"detail": …}` like every error, and the end of it. */
export function clientErrorResponse(code: string | undefined): string {
  const [status, reason, detail] = answers[code ?? ''] ?? malformed;
  const body = JSON.stringify({ detail });
  return (
    `HTTP/1.1 ${status} ${reason}\r\n` +
    'content-type: application/json; charset=utf-8\r\n' +
    `content-length: ${Buffer.byteLength(body)}\r\n` +
    'x-content-type-options: nosniff\r\n' +
    'connection: close\r\n\r\n' +
    body
  );
}

/**
 * Fastify's clientErrorHandler: Node's parser refused a request (headers too large or too slow, malformed
 * HTTP). The caller gets a JSON answer unless a response is already under way on the connection (nothing
 * may follow its bytes), and the connection is closed once the answer is out.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: NodeJS.ErrnoException,
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  this.log.debug({ err: error }, 'client error');
  const inFlight = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    socket.end(clientErrorResponse(error.code), () => socket.destroy());
  } else {
    socket.destroy();
  }
}
