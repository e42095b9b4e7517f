// What ships and what only runs locally: Netlify bundles the functions of the folder netlify.toml names,
// found by Netlify's own bundler (zip-it-and-ship-it, as `netlify build` lists them), and the local
// mailbox and the test payment gateway are not among them; the local runner still serves both, from
// src/local/functions.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { listFunctions } from '@netlify/zip-it-and-ship-it';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/local/runner/paths.ts';
import { resetDatabase } from '../support/database.ts';
import { startRunner, type RunningRunner } from '../support/local-runner.ts';

const LOCAL_ONLY = ['outbox', 'test-gateway'];

/** The `[functions] directory` of netlify.toml: the one folder Netlify deploys functions from. */
function deployedFolder(): string {
  const toml = readFileSync(path.join(PROJECT_ROOT, 'netlify.toml'), 'utf8');
  const folder = /\[functions\][^[]*?\bdirectory\s*=\s*"([^"]+)"/.exec(toml)?.[1];
  if (!folder) throw new Error('netlify.toml names no functions directory');
  return path.join(PROJECT_ROOT, folder);
}

describe('the production functions', () => {
  it('are the deployed folder, as Netlify lists it, without the local-only functions', async () => {
    const functions = await listFunctions(deployedFolder());
    const names = functions.map((f) => f.name);
    expect(names).toEqual(expect.arrayContaining(['orders-create', 'send-emails', 'send-emails-background']));
    for (const name of LOCAL_ONLY) expect(names).not.toContain(name);
    expect(functions.filter((f) => f.mainFile.includes(`${path.sep}src${path.sep}local${path.sep}`))).toEqual([]);
  });
});

describe('the local runner', () => {
  let runner: RunningRunner;
  const url = (pathname: string) => `http://localhost:${runner.port}${pathname}`;

  beforeAll(async () => {
    await resetDatabase();
    runner = await startRunner();
  });
  afterAll(async () => {
    await runner.server.stop();
  });

  it('serves the local mailbox and the test payment gateway from src/local/functions', async () => {
    const key = process.env.LOCAL_OUTBOX_KEY!;
    const page = await fetch(url(`/outbox/${key}`));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const list = await fetch(url(`/api/outbox/${key}`));
    expect(list.status).toBe(200);
    expect(await list.json()).toHaveProperty('messages');
    // the gateway's own answer for a session it does not know, not the runner's "no such route"
    const gateway = await fetch(url('/api/test-gateway/1-unknown'));
    expect(gateway.status).toBe(404);
    expect(await gateway.text()).toContain('Unknown payment session');
  });
});
