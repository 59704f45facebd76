import { randomBytes } from 'node:crypto';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LogCapture } from '../../test/log-capture.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * A visitor who leaves while a clip still downloads (a closed tab, a video scrubbed elsewhere) is an
 * everyday thing, not an error: nothing at level error may reach the log for it (@fastify/compress logged
 * every compressed answer cut short as one; lib/logging.ts).
 */

const CLIP = `${'ab'.repeat(16)}.mp4`;
let t: TestApp;
let log: LogCapture;
let port: number;
let mediaDir: string;
let webDist: string;

beforeAll(async () => {
  mediaDir = mkdtempSync(path.join(tmpdir(), 'shop-abort-media-'));
  mkdirSync(path.join(mediaDir, 'reviews'));
  // Far more than socket buffers hold: the download is certainly cut mid-way.
  writeFileSync(path.join(mediaDir, 'reviews', CLIP), Buffer.alloc(32 * 1024 * 1024, 0x42));
  // A built storefront with one big script: what goes out compressed (and so through a zlib stream).
  webDist = mkdtempSync(path.join(tmpdir(), 'shop-abort-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(webDist, 'assets', 'app.js'), randomBytes(24 * 1024 * 1024).toString('base64'));
  log = new LogCapture();
  t = await createTestApp({ seed: false, webDist, env: { MEDIA_DIR: mediaDir }, logStream: log.stream });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = Number(new URL(address).port);
});
afterAll(async () => {
  await t?.close();
  await Promise.all([mediaDir, webDist].map((dir) => rm(dir, { recursive: true, force: true })));
});

/** GETs `url`, reads `bytes` of the answer and then drops the connection. */
function abortAfter(url: string, bytes: number, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = 0;
    socket.on('connect', () => {
      const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
      socket.write(`GET ${url} HTTP/1.1\r\nhost: localhost\r\n${lines.join('')}\r\n`);
    });
    socket.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received >= bytes) {
        socket.destroy();
        resolve(received);
      }
    });
    socket.on('error', reject);
    socket.on('end', () => reject(new Error(`the whole answer came (${received} bytes)`)));
  });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('an aborted download', () => {
  it('of an uploaded clip under /media/ logs no error', async () => {
    await abortAfter(`/media/reviews/${CLIP}`, 64 * 1024);
    await abortAfter(`/media/reviews/${CLIP}`, 64 * 1024, { range: 'bytes=1000000-' });
    await settle();
    expect(log.errors).toEqual([]);
  });

  it('of a seeded clip under /static/ logs no error', async () => {
    await abortAfter('/static/reviews/review-1.mp4', 1024);
    await settle();
    expect(log.errors).toEqual([]);
  });

  it('of a compressed answer (a storefront script) logs no error', async () => {
    await abortAfter('/assets/app.js', 16 * 1024, { 'accept-encoding': 'gzip' });
    await abortAfter('/assets/app.js', 16 * 1024, { 'accept-encoding': 'br' });
    await settle();
    expect(log.errors).toEqual([]);
    // The downloads were logged at all (the check above looks at a live log), each once, as cut short.
    const lines = log.entries.filter(
      (entry) =>
        entry.msg === 'request completed' &&
        String((entry.req as { url?: string }).url).startsWith('/assets/'),
    );
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.some((entry) => entry.aborted === true)).toBe(true);
  });
});
