import { loadConfig } from '../config';
import { openDatabase } from './client';
import { copyDatabase, isEmpty } from './copy';

/**
 * `npm run migrate-to-postgres`: copies the embedded database in DATA_DIR into the PostgreSQL server
 * named by DATABASE_URL (migrated first). Refuses a target that already holds data.
 */
async function main() {
  const config = loadConfig();
  if (!config.DATABASE_URL) throw new Error('Set DATABASE_URL to the PostgreSQL database to copy into');
  const source = await openDatabase({ dataDir: config.DATA_DIR });
  const target = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    if (!(await isEmpty(target.db))) {
      throw new Error('The PostgreSQL database already has users or events; use an empty database');
    }
    const copied = await copyDatabase(source.db, target.db);
    for (const [table, rows] of Object.entries(copied)) console.log(`${table.padEnd(22)} ${rows}`);
    console.log('Done. Start the app with DATABASE_URL set; keep DATA_DIR/uploads (or move them to S3).');
  } finally {
    await source.close();
    await target.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
