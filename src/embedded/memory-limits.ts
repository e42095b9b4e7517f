// How much memory the shop's two V8 heaps may hold for short-lived objects. Measured with the soak
// (`npm run bench -- --only soak`, 300 s of mixed reads and orders): with V8's defaults the main
// thread's new space grew to 128 MB and the database thread's heap to 150 MB committed, so RSS climbed
// for 2 to 3 minutes to about 1,100 MB (20-27 % past its value at minute 2 in two runs of four); with
// the limits below it settles at about 875 MB within 2 minutes and stays within 5 %, at no measurable
// cost in throughput or latency (more, cheaper scavenges: about 13 a second under that load).

/** V8 flags of the process that serves the shop: `npm start` (package.json), the bench's shop and the e2e server. */
export const SHOP_NODE_FLAGS = ['--max-semi-space-size=8'];

/**
 * PGlite's buffer pool (PostgreSQL's default is 128MB). Its pages are read from the data folder's files,
 * which the OS caches anyway; at 128MB the pool kept filling as orders were written, and RSS with it
 * (10 % past minute 2 in one soak of three); at 32MB it is full within the first minute (1.9 %), with
 * the same throughput.
 */
export const DATABASE_SHARED_BUFFERS = '32MB';

/** The embedded database thread (PGlite): its young generation, in MB. */
export const DATABASE_THREAD_YOUNG_GENERATION_MB = 16;
