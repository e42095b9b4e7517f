// How much memory the shop's process may hold for short-lived objects and database pages. Measured
// with the soak (`npm run bench -- --only soak`, 300 s of mixed reads and orders): with the defaults the
// main thread's new space grew to 128 MB, the database thread's heap to 150 MB committed and PGlite's
// 128MB buffer pool kept filling as orders were written, so RSS climbed for 2 to 3 minutes to about
// 1,100 MB (20-27 % past its value at minute 2 in two runs of four). With the three limits below it
// settles near 870 MB within the first minute (1.9 % after minute 2), with the same throughput
// (more, cheaper scavenges: about 13 a second under that load) and the admin at 100,000 orders as fast.

/** V8 flags of the process that serves the shop: `npm start` (package.json), the bench's shop and the e2e server. */
export const SHOP_NODE_FLAGS = ['--max-semi-space-size=8'];

/** PGlite's buffer pool (PostgreSQL's default is 128MB): its pages come from files the OS caches anyway. */
export const DATABASE_SHARED_BUFFERS = '32MB';

/** The embedded database thread (PGlite): its young generation, in MB. */
export const DATABASE_THREAD_YOUNG_GENERATION_MB = 16;
