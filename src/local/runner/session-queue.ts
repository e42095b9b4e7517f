// PGlite is one database session. pglite-socket queues each wire-protocol message on its own, so the
// Parse/Bind/Execute of two connections interleave and trample each other's unnamed statement
// ("bind message supplies 2 parameters, but prepared statement requires 0"). This queue keeps the
// session with one connection from its first extended-protocol message to its Sync, and for as long
// as it holds an open transaction, so every connection sees a whole session of its own in turn; the
// others wait in the queue (never refused). A connection that goes away, even while one of its
// messages is running, gives the session back: its transaction rolled back, its queued messages dropped.
import type { PGlite } from '@electric-sql/pglite';

interface Job {
  handlerId: number;
  message: Uint8Array;
  onData: (data: Uint8Array) => void;
  resolve: (bytes: number) => void;
  reject: (error: unknown) => void;
}

const SYNC = 0x53; // 'S'
const SIMPLE_QUERY = 0x51; // 'Q'
const TERMINATE = 0x58; // 'X'

/**
 * The startup message has no type byte: its length (first byte 0, where every typed message starts
 * with a letter), then protocol version 3.0. It is a whole exchange: a client that connects and then
 * waits must not keep the session.
 */
function isStartup(message: Uint8Array): boolean {
  return (
    message.length >= 8 && message[0] === 0 && new DataView(message.buffer, message.byteOffset).getInt32(4) === 196608
  );
}

/** Execute of the portal "~vanished" (which never exists), then Sync. */
const ABORT_EXCHANGE = (() => {
  const portal = new TextEncoder().encode('~vanished\0');
  const execute = new Uint8Array(1 + 4 + portal.length + 4);
  const view = new DataView(execute.buffer);
  execute[0] = 0x45; // 'E'
  view.setInt32(1, 4 + portal.length + 4);
  execute.set(portal, 5);
  return new Uint8Array([...execute, SYNC, 0, 0, 0, 4]);
})();

export class SessionQueue {
  private queue: Job[] = [];
  private processing = false;
  /** The connection that owns the session until its Sync (or its transaction ends). */
  private owner: number | null = null;
  /** The connection whose message is running now. */
  private current: number | null = null;
  /** Connections that went away; their late messages are refused and the session is freed of them. */
  private readonly closed = new Set<number>();
  private readonly db: PGlite;

  constructor(db: PGlite) {
    this.db = db;
  }

  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    return new Promise((resolve, reject) => {
      if (this.closed.has(handlerId)) {
        reject(new Error('Handler disconnected'));
        return;
      }
      this.queue.push({ handlerId, message, onData, resolve, reject });
      void this.processQueue();
    });
  }

  private next(): Job | undefined {
    if (this.owner === null) return this.queue.shift();
    const index = this.queue.findIndex((job) => job.handlerId === this.owner);
    return index === -1 ? undefined : this.queue.splice(index, 1)[0];
  }

  /** Ends what a vanished owner left open, so the next connection starts from a clean session. */
  private async releaseClosedOwner(): Promise<void> {
    const owner = this.owner;
    if (owner === null || !this.closed.has(owner)) return;
    this.owner = null;
    this.closed.delete(owner);
    // An extended-protocol exchange left half-way holds an implicit transaction that a plain Sync would
    // COMMIT. As PostgreSQL does for a vanished client, abort it instead: an Execute of a portal that
    // does not exist fails, which aborts the transaction, and the Sync then ends it rolled back. An
    // explicit transaction stays aborted after that Sync: roll it back.
    await this.db
      .runExclusive(() => this.db.execProtocolRawStream(ABORT_EXCHANGE, { onRawData: () => {} }))
      .catch(() => {});
    if (this.db.isInTransaction()) await this.db.exec('rollback');
  }

  private async processQueue(): Promise<void> {
    if (this.processing) return;
    this.processing = true;
    try {
      await this.releaseClosedOwner();
      for (let job = this.next(); job; job = this.next()) {
        let bytes = 0;
        this.current = job.handlerId;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(job.message, {
              onRawData: (data: Uint8Array) => {
                bytes += data.length;
                job.onData(data);
              },
            }),
          );
          job.resolve(bytes);
        } catch (error) {
          job.reject(error);
        }
        this.current = null;
        const type = job.message[0];
        const endsExchange = type === SYNC || type === SIMPLE_QUERY || type === TERMINATE || isStartup(job.message);
        this.owner = endsExchange && !this.db.isInTransaction() ? null : job.handlerId;
        await this.releaseClosedOwner();
        if (this.owner !== job.handlerId) this.closed.delete(job.handlerId);
      }
    } finally {
      this.processing = false;
    }
  }

  getQueueLength(): number {
    return this.queue.length;
  }

  clearQueueForHandler(handlerId: number): void {
    this.closed.add(handlerId);
    this.queue = this.queue.filter((job) => {
      if (job.handlerId !== handlerId) return true;
      job.reject(new Error('Handler disconnected'));
      return false;
    });
  }

  /** A connection that vanished mid-exchange must not keep the session: roll back and free it. */
  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    this.closed.add(handlerId);
    // While one of its messages runs, processQueue frees the session as soon as that message ends.
    if (!this.processing) {
      this.processing = true;
      try {
        await this.releaseClosedOwner();
      } finally {
        this.processing = false;
      }
    }
    // Neither owning the session nor running: nothing of it is left to clean up.
    if (this.owner !== handlerId && this.current !== handlerId) this.closed.delete(handlerId);
    await this.processQueue();
  }
}
