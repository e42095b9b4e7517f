// Netlify Blobs for the embedded default: Netlify's own local Blobs server (@netlify/blobs/server),
// keeping its files in the data folder, and the environment context that makes `getStore()` work in
// the functions exactly as it does on Netlify.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { setEnvironmentContext } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';

export async function startLocalBlobs(directory: string): Promise<{ stop(): Promise<void> }> {
  mkdirSync(directory, { recursive: true });
  const token = randomBytes(16).toString('hex');
  const server = new BlobsServer({ directory, token, port: 0 });
  const { port } = await server.start();
  const url = `http://127.0.0.1:${port}`;
  setEnvironmentContext({ siteID: 'local', deployID: 'local', token, edgeURL: url, uncachedEdgeURL: url });
  return { stop: () => server.stop() };
}
