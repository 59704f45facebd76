// `npm run bench`, section 'photos': how long a 12-megapixel phone photo takes to become the shop's files,
// and how the catalogue answers while three such uploads are processed (beside its latency idle). The shop
// runs in a child process (bench-photo-server.ts), so this process's work is not measured as the server's.
import { fork } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { phoneJpeg } from '../apps/server/src/modules/media/images.fixtures.ts';
import { processPhoto } from '../apps/server/src/modules/media/images.ts';

const SAMPLE_IDLE_MS = 3000;
const CATALOGUE_CLIENTS = 2;

interface PhotoServer {
  shopUrl: string;
  token: string;
  productIds: number[];
  photoJobs: number;
  stop: () => void;
}

function startServer(): Promise<PhotoServer> {
  // Its output is the demo's sign-in mail: not the bench's.
  const child = fork(new URL('./bench-photo-server.ts', import.meta.url), {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (m) =>
      resolve({ ...(m as Omit<PhotoServer, 'stop'>), stop: () => child.disconnect() }),
    );
    child.once('exit', (code) => reject(new Error(`photo bench server exited with ${code}`)));
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;

/** Catalogue latencies (ms) from a few clients asking one after another until `done` settles. */
async function catalogueLatencies(shopUrl: string, done: Promise<unknown>): Promise<number[]> {
  let finished = false;
  void done.finally(() => {
    finished = true;
  });
  const latencies: number[] = [];
  const client = async () => {
    while (!finished) {
      const start = performance.now();
      const res = await fetch(`${shopUrl}/api/products/grouped`, { headers: { 'accept-encoding': 'br' } });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`catalogue answered ${res.status}`);
      latencies.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: CATALOGUE_CLIENTS }, client));
  return latencies;
}

const describeLatencies = (values: number[]) =>
  `median ${median(values).toFixed(1)} ms, p99 ${percentile(values, 99).toFixed(1)} ms, ` +
  `max ${Math.max(...values).toFixed(1)} ms (${values.length} requests)`;

export async function benchPhotos(): Promise<void> {
  console.log('\nPhotos (a 12-megapixel phone JPEG with EXIF and GPS, 4000×3000)');
  const jpeg = await phoneJpeg(4000, 3000);
  const work = await mkdtemp(path.join(tmpdir(), 'shop-bench-photo-'));
  try {
    const file = path.join(work, 'phone.jpg');
    await writeFile(file, jpeg);
    const dirs = { productsDir: path.join(work, 'products'), tmpDir: path.join(work, '.tmp') };
    const start = performance.now();
    const { widths } = await processPhoto(file, dirs);
    console.log(
      `  processing: ${(performance.now() - start).toFixed(0)} ms (${(jpeg.length / 1e6).toFixed(1)} MB in), ` +
        `widths ${widths.join(', ')} × AVIF, WebP, JPEG + share 1200×630`,
    );
  } finally {
    await rm(work, { recursive: true, force: true });
  }

  const server = await startServer();
  try {
    const upload = async (productId: number) => {
      const form = new FormData();
      form.append('alt', 'Бенчмарк');
      form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'IMG_0001.jpg');
      const res = await fetch(`${server.shopUrl}/api/admin/products/${productId}/photos`, {
        method: 'POST',
        headers: { authorization: `Bearer ${server.token}` },
        body: form,
      });
      if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
    };
    const idle = await catalogueLatencies(
      server.shopUrl,
      new Promise((resolve) => setTimeout(resolve, SAMPLE_IDLE_MS)),
    );
    const start = performance.now();
    const uploads = Promise.all(server.productIds.slice(0, 3).map(upload));
    const loaded = await catalogueLatencies(server.shopUrl, uploads);
    await uploads;
    const took = performance.now() - start;
    console.log(
      `  GET /api/products/grouped idle (${CATALOGUE_CLIENTS} clients): ${describeLatencies(idle)}`,
    );
    console.log(
      `  … while 3 uploads run (${took.toFixed(0)} ms for all 3, PHOTO_JOBS ${server.photoJobs}): ${describeLatencies(loaded)}`,
    );
    console.log(
      `  ratio loaded/idle: median ${(median(loaded) / median(idle)).toFixed(2)}, ` +
        `p99 ${(percentile(loaded, 99) / percentile(idle, 99)).toFixed(2)}`,
    );
  } finally {
    server.stop();
  }
}
