import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * HEIC photos (iPhones, many Androids) are HEVC-coded, which sharp's prebuilt libvips cannot decode (it reads
 * AVIF, the AV1-coded kin). `heic-decode` can: libheif compiled to WebAssembly. That work is CPU-bound and
 * synchronous, so it runs in a worker thread of its own, one per photo, ended when done (its memory with it),
 * and the event loop keeps answering other requests meanwhile.
 */

/** A decoded picture: RGBA, 8 bits per channel, rows top to bottom. */
export interface DecodedHeic {
  width: number;
  height: number;
  data: Buffer;
}

/** A worker that gives up after this long is stopped: the photo counts as unreadable. */
const DECODE_TIMEOUT_MS = 60_000;

let decoderPath: string | null | undefined;

/** Where heic-decode is installed, resolved from this module (so from src/ and from the bundle alike). */
function heicDecoder(): string | null {
  if (decoderPath === undefined) {
    try {
      decoderPath = createRequire(import.meta.url).resolve('heic-decode');
    } catch {
      decoderPath = null;
    }
  }
  return decoderPath;
}

// The worker's code: plain CommonJS run with `eval`, so it needs no file of its own beside the bundle.
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const { readFileSync } = require('node:fs');
const decode = require(workerData.decoder);
decode({ buffer: readFileSync(workerData.file) }).then(
  ({ width, height, data }) => {
    const bytes = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    parentPort.postMessage({ width, height, data: bytes }, [bytes.buffer]);
  },
  (error) => parentPort.postMessage({ error: String((error && error.message) || error) }),
);
`;

type Answer = { width: number; height: number; data: Uint8Array } | { error: string };

/**
 * Decodes the first image of a HEIC file in a worker thread. Rejects when heic-decode is missing, the file
 * cannot be decoded, or the decoding takes longer than a minute.
 */
export function decodeHeic(file: string): Promise<DecodedHeic> {
  const decoder = heicDecoder();
  if (!decoder) return Promise.reject(new Error('heic-decode is not installed'));
  return new Promise((resolve, reject) => {
    // libheif prints its complaints: kept out of the server's own output, read as the failure's reason.
    const worker = new Worker(workerSource, {
      eval: true,
      workerData: { decoder, file },
      stdout: true,
      stderr: true,
    });
    let printed = '';
    worker.stdout.resume();
    worker.stderr.on('data', (chunk: Buffer) => {
      if (printed.length < 2000) printed += chunk.toString();
    });
    const timer = setTimeout(() => {
      settle(() => reject(new Error('HEIC decoding took too long')));
    }, DECODE_TIMEOUT_MS);
    let settled = false;
    const settle = (then: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      then();
    };
    worker.once('message', (answer: Answer) => {
      settle(() => {
        if ('error' in answer) reject(new Error(`${answer.error} ${printed}`.trim()));
        else
          resolve({
            width: answer.width,
            height: answer.height,
            data: Buffer.from(answer.data.buffer, answer.data.byteOffset, answer.data.byteLength),
          });
      });
    });
    worker.once('error', (error) => settle(() => reject(error)));
    worker.once('exit', (code) => settle(() => reject(new Error(`HEIC worker exited with ${code}`))));
  });
}
