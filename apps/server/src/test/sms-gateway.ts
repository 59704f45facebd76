import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/** An SMS gateway as SMS_URL names it: records each {to, text} it is given, or answers 500 while `failing`. */
export interface SmsGateway {
  readonly received: { to: string; text: string }[];
  failing: boolean;
  /** SMS_URL for the app (once started). */
  readonly url: string;
}

/** This test file's (or describe block's) SMS gateway, listening from a beforeAll, closed in an afterAll. */
export function useSmsGateway(): SmsGateway {
  let server: Server | undefined;
  let url = '';
  const gateway = {
    received: [] as { to: string; text: string }[],
    failing: false,
    get url() {
      return url;
    },
  };
  beforeAll(async () => {
    const listening = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        if (gateway.failing) return response.writeHead(500).end();
        gateway.received.push(JSON.parse(body));
        response.writeHead(202).end();
      });
    });
    server = listening;
    await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(listening.address() as AddressInfo).port}/send`;
  });
  afterAll(() => new Promise((resolve) => server?.close(resolve)));
  return gateway;
}
