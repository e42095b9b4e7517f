// Where the Playwright shop runs: its own port and throwaway data folder, so a developer's `npm start`
// (and other runs) are never touched.
import { tmpdir } from 'node:os';
import path from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8890);
export const E2E_DB_PORT = Number(process.env.E2E_DB_PORT ?? E2E_PORT + 46000);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(tmpdir(), `shop-e2e-${E2E_PORT}`);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
/** What the test shop prints (tests/support/e2e-server.ts). */
export const E2E_LOG_FILE = `${E2E_DATA_DIR}.log`;
