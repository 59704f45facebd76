import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedIfEmpty } from './db/seed/seed.ts';
import { webDistFolder } from './lib/server-root.ts';

/**
 * The shop on its port until SIGTERM or SIGINT: database opened and migrated (seeded when empty), requests
 * finished before it closes, then `flush` (the traces still buffered).
 */
export async function serve(config: Config, flush: () => Promise<void>): Promise<void> {
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    traced: config.tracing !== undefined,
  });
  await database.migrate(seedIfEmpty);

  const app = await buildApp({ config, database, webDist: webDistFolder });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing requests');
    // close() stops accepting connections and waits for requests in flight; then the database goes.
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    try {
      await app.close();
      await database.close();
      await flush();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const where = database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
  app.log.info(`humbl shop on ${config.publicUrl} (${where})`);
  if (config.demo) {
    process.stdout.write(
      `\nДемо-режим: деньги не списываются (test payments), письма и SMS печатаются здесь.\n` +
        `Магазин: ${config.publicUrl}  ·  для работы магазина по-настоящему см. README, "Deploying".\n\n`,
    );
  }
}
