// PGlite is one database session. pglite-socket queues each wire-protocol message on its own, so the
// Parse/Bind/Execute of two connections interleave and trample each other's unnamed statement
// ("bind message supplies 2 parameters, but prepared statement requires 0"). This queue keeps the
// session with one connection from its first extended-protocol message to its Sync, and for as long
// as it holds an open transaction, so every connection sees a whole session of its own in turn.
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
  private readonly db: PGlite;

  constructor(db: PGlite) {
    this.db = db;
  }

  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    return new Promise((resolve, reject) => {
      this.queue.push({ handlerId, message, onData, resolve, reject });
      void this.processQueue();
    });
  }

  private next(): Job | undefined {
    if (this.owner === null) return this.queue.shift();
    const index = this.queue.findIndex((job) => job.handlerId === this.owner);
    return index === -1 ? undefined : this.queue.splice(index, 1)[0];
  }

  private async processQueue(): Promise<void> {
    if (this.processing) return;
    this.processing = true;
    try {
      for (let job = this.next(); job; job = this.next()) {
        let bytes = 0;
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
        const type = job.message[0];
        const endsExchange = type === SYNC || type === SIMPLE_QUERY || type === TERMINATE;
        this.owner = endsExchange && !this.db.isInTransaction() ? null : job.handlerId;
      }
    } finally {
      this.processing = false;
    }
  }

  getQueueLength(): number {
    return this.queue.length;
  }

  clearQueueForHandler(handlerId: number): void {
    this.queue = this.queue.filter((job) => {
      if (job.handlerId !== handlerId) return true;
      job.reject(new Error('Handler disconnected'));
      return false;
    });
  }

  /** A connection that vanished mid-exchange must not keep the session: roll back and free it. */
  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    if (this.owner !== handlerId) return;
    if (this.db.isInTransaction()) await this.db.exec('rollback');
    this.owner = null;
    await this.processQueue();
  }
}
