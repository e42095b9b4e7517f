import path from 'node:path';

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');
/** Everything the embedded default keeps lives here (git-ignored). */
export const DATA_DIR = path.resolve(process.env.EMBEDDED_DATA_DIR ?? path.join(PROJECT_ROOT, '.data'));
export const PGLITE_DIR = path.join(DATA_DIR, 'pglite');
export const STORAGE_DIR = path.join(DATA_DIR, 'storage');
export const SECRETS_FILE = path.join(DATA_DIR, 'secrets.json');
export const SITES_DIR = path.join(DATA_DIR, 'sites');
/** Link to the current build of the storefront; swapped atomically after each rebuild. */
export const SITE_LINK = path.join(DATA_DIR, 'site');
export const BLOBS_DIR = path.join(DATA_DIR, 'blobs');
