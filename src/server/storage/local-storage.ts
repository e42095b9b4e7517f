import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImageStorage } from './image-storage.ts';

export function localStorage(rootDir: string, bucket: string): ImageStorage {
  const base = path.resolve(rootDir, bucket);
  const resolve = (objectPath: string) => {
    const full = path.resolve(base, objectPath);
    // Paths are server-made, but a storage layer never writes outside its folder.
    if (!full.startsWith(base + path.sep)) throw new Error(`Refusing storage path outside the bucket: ${objectPath}`);
    return full;
  };
  return {
    async put(objectPath, bytes) {
      const full = resolve(objectPath);
      await mkdir(path.dirname(full), { recursive: true });
      await writeFile(full, bytes);
    },
    async remove(paths) {
      await Promise.all(paths.map((p) => rm(resolve(p), { force: true })));
    },
  };
}
