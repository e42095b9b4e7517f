// `npm run admin:add -- <email> [password]` against a throwaway data folder: adds an admin, resets
// its password, and refuses clearly while another process owns the embedded database.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'admin-add-'));

function run(args: string[], extra: NodeJS.ProcessEnv = {}): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const env: NodeJS.ProcessEnv = { ...process.env, EMBEDDED_DATA_DIR: dataDir };
    delete env.SUPABASE_URL;
    delete env.DATABASE_URL;
    Object.assign(env, extra);
    const child = spawn(
      process.execPath,
      ['--experimental-strip-types', '--no-warnings', 'src/local/scripts/admin-add.ts', ...args],
      { cwd: root, env },
    );
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (out += c));
    child.on('close', (code) => resolve({ code, out }));
  });
}

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('npm run admin:add', () => {
  it('adds an admin with a random password, then resets it to a given one', async () => {
    const first = await run(['Owner@Example.be']);
    expect(first.code, first.out).toBe(0);
    expect(first.out).toContain('owner@example.be');
    const random = /password\s+(\S+)/.exec(first.out)?.[1] ?? '';
    expect(random.length).toBeGreaterThanOrEqual(20);
    const second = await run(['owner@example.be', 'a chosen long password']);
    expect(second.code, second.out).toBe(0);
    expect(second.out).toMatch(/password\s+a chosen long password/);
  });

  it('refuses a DATABASE_URL without SUPABASE_URL instead of writing a local admin', async () => {
    const half = await run(['owner@example.be'], { DATABASE_URL: 'postgres://postgres@127.0.0.1:9/postgres' });
    expect(half.code).toBe(1);
    expect(half.out).toMatch(/DATABASE_URL is set but SUPABASE_URL is not/);
    expect(half.out).not.toContain('Admin ready');
  });

  it('refuses a short password and a malformed e-mail', async () => {
    expect((await run(['owner@example.be', 'short'])).code).toBe(1);
    const bad = await run(['not-an-email']);
    expect(bad.code).toBe(1);
    expect(bad.out).toMatch(/not an e-mail address/);
  });

  it('refuses while the shop owns the embedded database', async () => {
    // The lock file of a live process (this test runner) stands for a running shop.
    writeFileSync(path.join(dataDir, 'pglite.lock'), String(process.pid));
    try {
      const locked = await run(['owner@example.be']);
      expect(locked.code).toBe(1);
      expect(locked.out).toMatch(/The shop is running: stop it first/);
      expect(locked.out).toContain(`process ${process.pid}`);
    } finally {
      rmSync(path.join(dataDir, 'pglite.lock'), { force: true });
    }
  });
});
