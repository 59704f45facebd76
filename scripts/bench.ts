// `npm run bench`: throughput of the catalogue endpoint against a bare Fastify route in the same run,
// and the storefront's first-load JavaScript. Figures depend on the machine: compare the ratio.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedDatabase } from '../apps/server/src/db/seed/seed.ts';
import { webDistFolder } from '../apps/server/src/lib/server-root.ts';

const DURATION_S = Number(process.argv[2] ?? 10);
const CONNECTIONS = 50;

interface Load {
  name: string;
  rps: number;
  p99: number;
}

async function load(name: string, url: string): Promise<Load> {
  // A short warm-up so both sides are measured hot.
  await autocannon({ url, connections: CONNECTIONS, duration: 2 });
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { name, rps: r.requests.average, p99: r.latency.p99 };
}

async function benchCatalogue(): Promise<void> {
  const database = await openDatabase({});
  await database.migrate(seedDatabase);
  const config = loadConfig({
    DATA_DIR: '/nonexistent-bench',
    JWT_SECRET: 'b'.repeat(48),
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp({ config, database, webDist: null, logger: false });
  const shopUrl = await app.listen({ port: 0, host: '127.0.0.1' });

  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ ok: true }));
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

  const size = Buffer.byteLength(await (await fetch(`${shopUrl}/api/products/grouped`)).text());
  const bareLoad = await load('bare Fastify route', `${bareUrl}/bare`);
  const catalogue = await load('GET /api/products/grouped', `${shopUrl}/api/products/grouped`);
  await Promise.all([app.close(), bare.close()]);
  await database.close();

  console.log(`\nThroughput (${CONNECTIONS} connections, ${DURATION_S} s each, one process, same machine)`);
  for (const l of [bareLoad, catalogue]) {
    console.log(`  ${l.name.padEnd(28)} ${l.rps.toFixed(0).padStart(7)} req/s   p99 ${l.p99} ms`);
  }
  console.log(`  catalogue body ${(size / 1024).toFixed(1)} kB uncompressed`);
  console.log(`  ratio catalogue/bare: ${(catalogue.rps / bareLoad.rps).toFixed(2)} (budget ≥ 0.50)`);
}

/** The JS a first visit downloads: the entry script and every chunk index.html preloads. */
function firstLoadJs(): void {
  const html = readFileSync(path.join(webDistFolder, 'index.html'), 'utf8');
  const scripts = [
    ...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g),
  ];
  let total = 0;
  console.log('\nFirst-load JS (gzip -9)');
  for (const [, src] of scripts) {
    const gz = gzipSync(readFileSync(path.join(webDistFolder, src!)), { level: 9 }).length;
    total += gz;
    console.log(`  ${src!.padEnd(40)} ${(gz / 1024).toFixed(1)} kB`);
  }
  console.log(`  total ${(total / 1024).toFixed(1)} kB (budget ≤ 110 kB)`);
}

await benchCatalogue();
firstLoadJs();
