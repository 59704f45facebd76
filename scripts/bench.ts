// `npm run bench`: throughput of the catalogue endpoint against a bare Fastify route in the same run,
// and the storefront's first-load JavaScript. Figures depend on the machine: compare the ratio.
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { webDistFolder } from '../apps/server/src/lib/server-root.ts';

const DURATION_S = Number(process.argv[2] ?? 10);
const CONNECTIONS = 50;
const WORKERS = Number(process.env.BENCH_WORKERS ?? 1);

interface Load {
  name: string;
  rps: number;
  p99: number;
}

// Browsers always offer compression; both routes get the same request.
const headers = { 'accept-encoding': 'gzip, deflate, br' };

async function load(name: string, url: string): Promise<Load> {
  // A short warm-up so both sides are measured hot.
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 2 });
  const r = await autocannon({
    url,
    headers,
    connections: CONNECTIONS,
    duration: DURATION_S,
    workers: WORKERS,
  });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { name, rps: r.requests.average, p99: r.latency.p99 };
}

async function benchCatalogue(): Promise<void> {
  const servers = fork(new URL('./bench-servers.ts', import.meta.url), {
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : []),
    ],
  });
  const { shopUrl, bareUrl } = await new Promise<{ shopUrl: string; bareUrl: string }>((resolve, reject) => {
    servers.once('message', (m) => resolve(m as { shopUrl: string; bareUrl: string }));
    servers.once('exit', (code) => reject(new Error(`bench servers exited with ${code}`)));
  });
  try {
    const size = Buffer.byteLength(await (await fetch(`${shopUrl}/api/products/grouped`)).text());
    const bareLoad = await load('bare Fastify route', `${bareUrl}/bare`);
    const catalogue = await load('GET /api/products/grouped', `${shopUrl}/api/products/grouped`);

    console.log(
      `\nThroughput (${CONNECTIONS} connections, ${DURATION_S} s each; servers in one child process)`,
    );
    for (const l of [bareLoad, catalogue]) {
      console.log(`  ${l.name.padEnd(28)} ${l.rps.toFixed(0).padStart(7)} req/s   p99 ${l.p99} ms`);
    }
    console.log(`  catalogue body ${(size / 1024).toFixed(1)} kB uncompressed, sent gzipped`);
    console.log(`  ratio catalogue/bare: ${(catalogue.rps / bareLoad.rps).toFixed(2)} (budget ≥ 0.50)`);
  } finally {
    servers.disconnect();
  }
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
