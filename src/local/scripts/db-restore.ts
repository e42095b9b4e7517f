// `npm run db:restore -- <backup folder> [--force]`: the whole shop from a backup made by db:backup
// (stop the shop first). A data folder that already holds a shop is replaced only with --force.
// A single .tar.gz file (a database snapshot made by an earlier db:backup) restores the database alone.
import { statSync } from 'node:fs';
import path from 'node:path';
import { restoreDatabase } from '../runner/backup.ts';
import { DataDirLockedError } from '../runner/data-dir-lock.ts';
import { DATA_DIR, PGLITE_DIR } from '../runner/paths.ts';
import { restoreShop } from '../runner/shop-backup.ts';

const args = process.argv.slice(2);
const force = args.includes('--force');
const given = args.find((a) => a !== '--force');
if (!given) {
  console.error(
    'Usage: npm run db:restore -- <backup folder> [--force]   (a backup made by npm run db:backup; --force replaces a data folder that holds a shop)',
  );
  process.exit(2);
}
const source = path.resolve(given);
try {
  if (statSync(source, { throwIfNoEntry: false })?.isFile()) {
    const orders = await restoreDatabase(PGLITE_DIR, source, { force });
    console.log(
      `Restored the database ${PGLITE_DIR} from ${source}: ${orders} order(s). Start the shop with npm start.`,
    );
  } else {
    const { counts } = await restoreShop(source, DATA_DIR, { force });
    console.log(
      `Restored ${DATA_DIR} from ${source}:\n  ${counts.orders} order(s), ${counts.products} product(s), ${counts.storage_files} image file(s), ` +
        `${counts.contact_messages} contact message(s). Start the shop with npm start.`,
    );
  }
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(`\nCannot restore while the shop is running.\n${error.message}\n`);
    process.exit(1);
  }
  console.error(`\nRestore refused or failed, the data folder is unchanged: ${(error as Error).message}\n`);
  process.exit(1);
}
