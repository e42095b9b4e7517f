// Netlify Blobs for the embedded default: Netlify's own local Blobs server (@netlify/blobs/server),
// keeping its files in the data folder, and the environment context that makes `getStore()` work in
// the functions exactly as it does on Netlify.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { setEnvironmentContext } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';

/** The site the embedded default's stores belong to (the server keeps them under entries/<site>/). */
const LOCAL_SITE_ID = 'local';

export interface LocalBlobs {
  /** What `getStore`/`listStores` need to reach this server without the global context (backup, restore). */
  client: { siteID: string; token: string; edgeURL: string; uncachedEdgeURL: string };
  stop(): Promise<void>;
}

export async function openLocalBlobs(directory: string): Promise<LocalBlobs> {
  mkdirSync(directory, { recursive: true });
  const token = randomBytes(16).toString('hex');
  const server = new BlobsServer({ directory, token, port: 0 });
  const { port } = await server.start();
  const url = `http://127.0.0.1:${port}`;
  return { client: { siteID: LOCAL_SITE_ID, token, edgeURL: url, uncachedEdgeURL: url }, stop: () => server.stop() };
}

export async function startLocalBlobs(directory: string): Promise<{ stop(): Promise<void> }> {
  const blobs = await openLocalBlobs(directory);
  setEnvironmentContext({ ...blobs.client, deployID: 'local' });
  return blobs;
}
