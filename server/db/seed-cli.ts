import { loadConfig } from '../config';
import { openDatabase } from './client';
import { seedDemo, truncateAll } from './seed';

/** `npm run seed`: empties the configured database and seeds the demo event again. */
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await truncateAll(database.db);
await seedDemo(database.db);
await database.close();
console.log(`Seeded the demo event into ${database.driver === 'postgres' ? 'PostgreSQL' : config.DATA_DIR}`);
