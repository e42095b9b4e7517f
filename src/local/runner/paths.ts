import path from 'node:path';

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '../../..');
/** Everything the embedded default keeps lives here (git-ignored). */
export const DATA_DIR = path.resolve(process.env.EMBEDDED_DATA_DIR ?? path.join(PROJECT_ROOT, '.data'));
/** The folders of a data folder that hold the shop's data (what a backup saves and a restore replaces). */
export const dataFolder = (root: string) => ({
  pglite: path.join(root, 'pglite'),
  storage: path.join(root, 'storage'),
  blobs: path.join(root, 'blobs'),
  secrets: path.join(root, 'secrets.json'),
  adminCredentials: path.join(root, 'admin-credentials.json'),
});
export const PGLITE_DIR = dataFolder(DATA_DIR).pglite;
export const STORAGE_DIR = dataFolder(DATA_DIR).storage;
/** Images the back-office uploaded and the functions have not checked yet (private; never backed up). */
export const STAGING_DIR = path.join(DATA_DIR, 'staging');
export const SECRETS_FILE = dataFolder(DATA_DIR).secrets;
export const SITES_DIR = path.join(DATA_DIR, 'sites');
/** Link to the current build of the storefront; swapped atomically after each rebuild. */
export const SITE_LINK = path.join(DATA_DIR, 'site');
export const BLOBS_DIR = dataFolder(DATA_DIR).blobs;
