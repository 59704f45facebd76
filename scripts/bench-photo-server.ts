// Started by bench-photos.ts in a child process: the shop with an admin signed in (by the demo's outbox),
// so the uploads and the catalogue requests of the bench reach it over HTTP like a browser's.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedDatabase } from '../apps/server/src/db/seed/seed.ts';
import { readDemoOutbox } from '../apps/server/src/lib/demo-outbox.ts';

const email = 'bench@example.ru';
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-photos-'));
const database = await openDatabase({});
await database.migrate(seedDatabase);
const config = loadConfig({
  DEMO: 'true',
  DATA_DIR: dataDir,
  ADMIN_EMAILS: email,
  JWT_SECRET: 'b'.repeat(48),
  LOG_LEVEL: 'silent',
});
const shop = await buildApp({ config, database, webDist: null, logger: false });
const shopUrl = await shop.listen({ port: 0, host: '127.0.0.1' });

await fetch(`${shopUrl}/api/auth/request-code`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email }),
});
const code = readDemoOutbox(dataDir, email)[0]?.text.match(/\b\d{5}\b/)?.[0];
const verified = await fetch(`${shopUrl}/api/auth/verify-code`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  // The processing consent, version 1 (migration 0010): a new e-mail needs it.
  body: JSON.stringify({ email, code, consent: 1 }),
});
const { tokens } = (await verified.json()) as { tokens: { access_token: string } };
const products = (await (
  await fetch(`${shopUrl}/api/admin/products`, {
    headers: { authorization: `Bearer ${tokens.access_token}` },
  })
).json()) as { id: number }[];

process.send!({
  shopUrl,
  token: tokens.access_token,
  productIds: products.map((p) => p.id),
  photoJobs: config.media.photoJobs,
});
process.on('disconnect', () => process.exit(0));
