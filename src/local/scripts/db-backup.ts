// `npm run db:backup [folder]`: the whole shop (database, product images, contact messages and the
// other Blobs, the data folder's secrets) into one new folder with a manifest (stop the shop first).
import path from 'node:path';
import { DataDirLockedError } from '../runner/data-dir-lock.ts';
import { DATA_DIR } from '../runner/paths.ts';
import { backupShop } from '../runner/shop-backup.ts';

const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const target = path.resolve(process.argv[2] ?? path.join(DATA_DIR, 'backups', `shop-${stamp}`));
try {
  const { counts } = await backupShop(DATA_DIR, target);
  console.log(
    `Backed up ${DATA_DIR} to ${target}:\n  ${counts.orders} order(s), ${counts.products} product(s), ${counts.storage_files} image file(s), ` +
      `${counts.contact_messages} contact message(s), ${counts.blobs} Blobs entr${counts.blobs === 1 ? 'y' : 'ies'} in all.\n` +
      `Restore with: npm run db:restore -- ${target}`,
  );
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(`\nCannot back up while the shop is running.\n${error.message}\n`);
    process.exit(1);
  }
  console.error(`\n${(error as Error).message}\n`);
  process.exit(1);
}
