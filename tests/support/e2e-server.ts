// Playwright's web server: a fresh data folder, then exactly what `npm start` runs.
import { rmSync } from 'node:fs';
import { E2E_DATA_DIR, E2E_DB_PORT, E2E_PORT } from './e2e-env.ts';

rmSync(E2E_DATA_DIR, { recursive: true, force: true });
Object.assign(process.env, { PORT: String(E2E_PORT), EMBEDDED_DB_PORT: String(E2E_DB_PORT), EMBEDDED_DATA_DIR: E2E_DATA_DIR });
await import('../../src/scripts/start.ts');
