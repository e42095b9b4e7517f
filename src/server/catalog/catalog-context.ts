import { getEnv } from '../config/env.ts';
import { getSql } from '../db/client.ts';
import type { CatalogContext } from './catalog-repository.ts';

export function catalogContext(): CatalogContext {
  return { sql: getSql(), storageBaseUrl: getEnv().storagePublicUrl };
}
