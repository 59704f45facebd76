import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const safeId = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * The request's id, in the logs and the x-request-id answer header: the caller's own x-request-id (a proxy
 * or a client tracing its calls) when it is short and plain, so it cannot forge log lines or bloat them;
 * otherwise one of our own.
 */
export function requestIdOf(raw: IncomingMessage): string {
  const given = raw.headers['x-request-id'];
  return typeof given === 'string' && safeId.test(given) ? given : randomUUID();
}
