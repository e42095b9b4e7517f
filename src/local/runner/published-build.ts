// The local runner's storefront builds, recorded in the publish state the admin shows (the same row
// Netlify's deploy events write in production): started, then live or failed. A build reads the
// database after it starts, so once live it covers every change made before its start.
import {
  quietly,
  recordBuildFailed,
  recordBuildLive,
  recordBuildStarted,
} from '../../server/publishing/publish-state.ts';

export async function publishedBuild<T>(build: () => Promise<T>): Promise<T> {
  const startedAt = await quietly(recordBuildStarted(), 'a build start');
  let result: T;
  try {
    result = await build();
  } catch (error) {
    await quietly(recordBuildFailed(), 'a build failure');
    throw error;
  }
  if (startedAt) await quietly(recordBuildLive(startedAt), 'a build gone live');
  return result;
}
