// `npm run seed`: adds whatever of the seed is missing to the configured database.
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../client.ts';
import { seedDatabase } from './seed.ts';

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate(seedDatabase);
  console.log(
    `Seeded the ${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL database'}.`,
  );
} finally {
  await database.close();
}
