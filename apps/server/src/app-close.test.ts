import { connect } from 'node:net';
import { expect, it } from 'vitest';
import { createTestApp } from './test/test-app.ts';

/**
 * A request in flight when close() starts (a payment notification, say) is answered, and its keep-alive
 * socket does not hold the shutdown for Fastify's 72-second keep-alive timeout (app.ts).
 */
it('closes within seconds when a keep-alive request was in flight as close began', async () => {
  const t = await createTestApp({ seed: false });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const socket = connect(Number(new URL(address).port), '127.0.0.1');
  const answer = new Promise<string>((resolve) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\r\n\r\n')) resolve(text);
    });
  });
  const body = '{"code":"0000-0000-0000-0000"}';
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.write(
    'POST /api/gift-cards/check HTTP/1.1\r\nhost: localhost\r\nconnection: keep-alive\r\n' +
      `content-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
  );
  await new Promise((resolve) => setTimeout(resolve, 300));

  const started = Date.now();
  const closed = t.close().then(() => Date.now() - started);
  await new Promise((resolve) => setTimeout(resolve, 300));
  socket.write(body.slice(5));
  const head = await answer;
  expect(head).toMatch(/^HTTP\/1\.1 \d{3}/);
  expect(head.toLowerCase()).not.toContain('connection: close');
  // Without the reaper this waits for the socket's keep-alive timeout: 72 s.
  expect(await closed).toBeLessThan(10_000);
  socket.destroy();
}, 120_000);
