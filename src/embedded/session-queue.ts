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
    // Sync ends an extended-protocol exchange left half-way (its error state included); then roll back.
    await this.db.runExclusive(() => this.db.execProtocolRawStream(new Uint8Array([SYNC, 0, 0, 0, 4]), { onRawData: () => {} })).catch(() => {});
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
        const endsExchange = type === SYNC || type === SIMPLE_QUERY || type === TERMINATE;
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
