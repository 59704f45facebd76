// Started by bench.ts in a child process, so the load generator does not share the servers' event loop.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedDatabase } from '../apps/server/src/db/seed/seed.ts';

const database = await openDatabase({});
await database.migrate(seedDatabase);
const config = loadConfig({
  DEMO: 'true',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'shop-bench-')),
  JWT_SECRET: 'b'.repeat(48),
  LOG_LEVEL: 'silent',
});
const shop = await buildApp({ config, database, webDist: null, logger: false });
const shopUrl = await shop.listen({ port: 0, host: '127.0.0.1' });

const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ ok: true }));
// The same compressed bytes the catalogue sends, from a bare route: what sending that body costs by itself.
const { br } = await shop.services.catalog.groupedSnapshot();
bare.get('/bare-same-body', (_request, reply) => {
  void reply.header('content-encoding', 'br').type('application/json; charset=utf-8').send(br);
});
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

process.send!({ shopUrl, bareUrl });
// The bench asks for this process's CPU time around each round: the servers' own cost per request.
process.on('message', () => process.send!({ cpu: process.cpuUsage() }));
process.on('disconnect', () => process.exit(0));
