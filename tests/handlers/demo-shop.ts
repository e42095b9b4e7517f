// What the whole-API handler tests (the contract test, the fuzz test) run against: the demo shop of the
// first start, the admin accounts of the admin tests, and Netlify Blobs for the contact inbox.
import { resetDatabase, seedDemo } from '../support/database.ts';
import { createAccounts } from './admin/helpers.ts';
import { startLocalBlobs } from './local-blobs.ts';

/** Opens it; the returned function stops the Blobs server (the database stays for the next file to reset). */
export async function openDemoShop(): Promise<() => Promise<void>> {
  const stopBlobs = await startLocalBlobs();
  await resetDatabase();
  await seedDemo();
  await createAccounts();
  return stopBlobs;
}
