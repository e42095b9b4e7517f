// Netlify Blobs as the functions see them on Netlify (the contact inbox lives there): Netlify's own
// local Blobs server over a throwaway folder, for the handler tests that keep contact messages.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setEnvironmentContext } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';

/** Starts the server and points the Blobs client at it; the returned function stops it and removes its files. */
export async function startLocalBlobs(): Promise<() => Promise<void>> {
  const directory = mkdtempSync(path.join(tmpdir(), 'blobs-'));
  const token = 'test-token';
  const server = new BlobsServer({ directory, token });
  const { port } = await server.start();
  const url = `http://127.0.0.1:${port}`;
  setEnvironmentContext({ siteID: 'test-site', token, edgeURL: url, uncachedEdgeURL: url });
  return async () => {
    await server.stop();
    rmSync(directory, { recursive: true, force: true });
  };
}
