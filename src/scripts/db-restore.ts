// `npm run db:restore <file>`: replaces the embedded database with a snapshot made by db:backup (stop the shop first).
import path from 'node:path';
import { restoreDatabase } from '../embedded/backup.ts';
import { DataDirLockedError } from '../embedded/data-dir-lock.ts';
import { PGLITE_DIR } from '../embedded/paths.ts';

const given = process.argv[2];
if (!given) {
  console.error('Usage: npm run db:restore <file>   (a snapshot made by npm run db:backup)');
  process.exit(2);
}
try {
  const orders = await restoreDatabase(PGLITE_DIR, path.resolve(given));
  console.log(`Restored ${PGLITE_DIR} from ${path.resolve(given)}: ${orders} order(s). Start the shop with npm start.`);
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(`\nCannot restore while the shop is running.\n${error.message}\n`);
    process.exit(1);
  }
  console.error(`\nRestore failed, the database is unchanged: ${(error as Error).message}\n`);
  process.exit(1);
}
