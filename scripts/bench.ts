// `npm run bench`: throughput of the catalogue endpoint against a bare Fastify route in the same run,
// photo processing (bench-photos.ts), the storefront's first-load JavaScript, page JavaScript (page-js.ts:
// what a cold page loads until idle) and Lighthouse (mobile) on the catalogue's pages, checkout, the
// profile, the orders and the admin's dashboard (lighthouse.ts).
// Figures depend on the machine: compare ratios and scores, not absolute numbers.
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { webDistFolder } from '../apps/server/src/lib/server-root.ts';
import { benchPhotos } from './bench-photos.ts';
import { lighthouseFigures, startBenchShop } from './lighthouse.ts';
import { measurePageJs, printPageJs, storefrontPages } from './page-js.ts';

// Rounds alternate between the two routes and the medians are reported: the machine is shared and noisy.
const ROUNDS = 3;
const ROUND_S = Number(process.argv[2] ?? 5);
const CONNECTIONS = 50;

// Browsers always offer compression; both routes get the same request.
const headers = { 'accept-encoding': 'gzip, deflate, br' };

interface Round {
  rps: number;
  p99: number;
  /** The servers' CPU time per answered request, µs. */
  cpuPerRequest: number;
  /** Share of the round the servers' process was busy (1 = a whole core). */
  busy: number;
}

type ServerCpu = () => Promise<number>;

async function round(url: string, serverCpu: ServerCpu): Promise<Round> {
  const cpuBefore = await serverCpu();
  const r = await autocannon({ url, headers, connections: CONNECTIONS, duration: ROUND_S });
  const cpu = (await serverCpu()) - cpuBefore;
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return {
    rps: r.requests.average,
    p99: r.latency.p99,
    cpuPerRequest: cpu / r.requests.total,
    busy: cpu / (r.duration * 1e6),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface Servers {
  shopUrl: string;
  bareUrl: string;
  /** The servers' process's CPU time so far (user + system), µs. */
  serverCpu: ServerCpu;
  stop: () => void;
}

function startServers(): Promise<Servers> {
  const servers = fork(new URL('./bench-servers.ts', import.meta.url), { execArgv: ['--import', 'tsx'] });
  const serverCpu: ServerCpu = () =>
    new Promise((resolve) => {
      servers.once('message', (m) => {
        const { cpu } = m as { cpu: NodeJS.CpuUsage };
        resolve(cpu.user + cpu.system);
      });
      servers.send('cpu');
    });
  return new Promise((resolve, reject) => {
    servers.once('message', (m) =>
      resolve({
        ...(m as { shopUrl: string; bareUrl: string }),
        serverCpu,
        stop: () => servers.disconnect(),
      }),
    );
    servers.once('exit', (code) => reject(new Error(`bench servers exited with ${code}`)));
  });
}

async function benchCatalogue(): Promise<void> {
  const { shopUrl, bareUrl, serverCpu, stop } = await startServers();
  try {
    const size = Buffer.byteLength(await (await fetch(`${shopUrl}/api/products/grouped`)).text());
    const routes = [
      { name: 'bare Fastify route', url: `${bareUrl}/bare`, rounds: [] as Round[] },
      { name: 'GET /api/products/grouped', url: `${shopUrl}/api/products/grouped`, rounds: [] as Round[] },
      { name: 'bare route, same body', url: `${bareUrl}/bare-same-body`, rounds: [] as Round[] },
    ];
    // Warm-up, then alternating rounds.
    for (const r of routes) await autocannon({ url: r.url, headers, connections: CONNECTIONS, duration: 2 });
    for (let i = 0; i < ROUNDS; i++) for (const r of routes) r.rounds.push(await round(r.url, serverCpu));

    console.log(
      `\nThroughput (${CONNECTIONS} connections, median of ${ROUNDS} alternating ${ROUND_S} s rounds;`,
    );
    console.log('servers in one child process, autocannon in this one)');
    for (const r of routes) {
      const rps = median(r.rounds.map((x) => x.rps));
      const p99 = median(r.rounds.map((x) => x.p99));
      const cpu = median(r.rounds.map((x) => x.cpuPerRequest));
      const busy = median(r.rounds.map((x) => x.busy));
      console.log(
        `  ${r.name.padEnd(28)} ${rps.toFixed(0).padStart(7)} req/s   p99 ${p99} ms   ` +
          `server ${cpu.toFixed(1)} µs CPU/request, busy ${(busy * 100).toFixed(0)} %`,
      );
    }
    const ratio = (of: number, to: number) => {
      const each = routes[of]!.rounds.map((x, i) => x.rps / routes[to]!.rounds[i]!.rps);
      return `${median(each).toFixed(2)} (rounds ${each.map((r) => r.toFixed(2)).join(', ')})`;
    };
    console.log(`  catalogue body ${(size / 1024).toFixed(1)} kB uncompressed, sent brotli-compressed`);
    console.log(`  ratio catalogue/bare: ${ratio(1, 0)}`);
    // Sending the body costs what it costs (kernel copies, the client's parsing): on a small machine that
    // alone can keep a bare route far below its empty-body rate. This ratio is the shop's own overhead.
    console.log(
      `  ratio catalogue/bare route sending the same body: ${ratio(1, 2)}; budget ≥ 0.50 (ADR 0008)`,
    );
  } finally {
    stop();
  }
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

/**
 * The JS every first visit runs: the entry, the app's code it imports after the first paint (start.tsx)
 * and everything those import statically, read from Vite's manifest.
 */
function firstLoadJs(): void {
  const manifest = JSON.parse(
    readFileSync(path.join(webDistFolder, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  visit('src/start.tsx');
  let total = 0;
  console.log('\nFirst-load JS (gzip -9)');
  for (const file of files) {
    const gz = gzipSync(readFileSync(path.join(webDistFolder, file)), { level: 9 }).length;
    total += gz;
    console.log(`  ${file.padEnd(40)} ${(gz / 1024).toFixed(1)} kB`);
  }
  console.log(`  total ${(total / 1024).toFixed(1)} kB (budget ≤ 110 kB)`);
}

await benchCatalogue();
await benchPhotos();
firstLoadJs();
const shop = await startBenchShop();
try {
  printPageJs(await measurePageJs(shop.url, storefrontPages(shop.productId), shop.visitors));
  await lighthouseFigures(shop);
} finally {
  await shop.stop();
}
