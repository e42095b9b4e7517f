// `npm run db:backup [file]`: a snapshot of the embedded database (stop the shop first).
import path from 'node:path';
import { backupDatabase } from '../embedded/backup.ts';
import { DataDirLockedError } from '../embedded/data-dir-lock.ts';
import { DATA_DIR, PGLITE_DIR } from '../embedded/paths.ts';

const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const file = path.resolve(process.argv[2] ?? path.join(DATA_DIR, 'backups', `shop-${stamp}.tar.gz`));
try {
  const bytes = await backupDatabase(PGLITE_DIR, file);
  console.log(`Backed up ${PGLITE_DIR} to ${file} (${(bytes / 1024).toFixed(0)} KB).\nProduct images live in ${path.join(DATA_DIR, 'storage')}: copy that folder too.`);
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(`\nCannot back up while the shop is running.\n${error.message}\n`);
    process.exit(1);
  }
  console.error(`\n${(error as Error).message}\n`);
  process.exit(1);
}
