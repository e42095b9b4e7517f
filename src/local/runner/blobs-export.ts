// Every Netlify Blobs entry of a data folder, read and written through the Blobs API of the local
// Blobs server (the one `npm start` runs on the same folder), not through its file layout: what is
// saved is exactly what the functions read back (bytes and metadata), whatever the server's files.
import { existsSync } from 'node:fs';
import { getStore, listStores } from '@netlify/blobs';
import { openLocalBlobs, type LocalBlobs } from './local-blobs.ts';

export interface BlobEntry {
  store: string;
  key: string;
  metadata: Record<string, unknown>;
  bytes: Uint8Array;
}

// listStores() lets an ambient Blobs context (set by the runner, or NETLIFY_BLOBS_CONTEXT) win over the
// options it is given: it would then list another server's stores. Backup and restore run as their
// own process, where none is set; refuse rather than save the wrong stores.
function assertNoAmbientContext(): void {
  const ambient =
    (globalThis as { netlifyBlobsContext?: unknown }).netlifyBlobsContext ?? process.env.NETLIFY_BLOBS_CONTEXT;
  if (ambient)
    throw new Error(
      'A Netlify Blobs context is set in this process (NETLIFY_BLOBS_CONTEXT): run the backup or restore as its own command.',
    );
}

async function withBlobs<T>(directory: string, run: (blobs: LocalBlobs) => Promise<T>): Promise<T> {
  assertNoAmbientContext();
  const blobs = await openLocalBlobs(directory);
  try {
    return await run(blobs);
  } finally {
    await blobs.stop();
  }
}

/** Calls `each` for every entry of every store kept in `directory` (none if the folder does not exist). */
export async function readAllBlobs(directory: string, each: (entry: BlobEntry) => Promise<void> | void): Promise<void> {
  if (!existsSync(directory)) return;
  await withBlobs(directory, async ({ client }) => {
    const { stores } = await listStores(client);
    for (const name of stores.sort()) {
      const store = getStore({ name, ...client });
      const { blobs } = await store.list();
      for (const key of blobs.map((b) => b.key).sort()) {
        const entry = await store.getWithMetadata(key, { type: 'arrayBuffer' });
        // deleted since the listing: nothing to keep
        if (entry) await each({ store: name, key, metadata: entry.metadata, bytes: new Uint8Array(entry.data) });
      }
    }
  });
}

/** Writes the entries into the Blobs kept in `directory`. */
export async function writeBlobs(
  directory: string,
  entries: AsyncIterable<BlobEntry> | Iterable<BlobEntry>,
): Promise<number> {
  return withBlobs(directory, async ({ client }) => {
    let written = 0;
    for await (const { store, key, metadata, bytes } of entries) {
      // a copy: its ArrayBuffer holds exactly these bytes (a Node Buffer's may be larger, shared)
      await getStore({ name: store, ...client }).set(key, new Uint8Array(bytes).buffer, { metadata });
      written++;
    }
    return written;
  });
}
