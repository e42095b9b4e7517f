// The embedded Postgres (PGlite, one session) behind its socket: many connections queue instead of
// being refused, and a client that goes away (mid-transaction, mid-exchange, mid-statement) leaves
// nothing open: its work is rolled back and the next client gets the session at once.
import net from 'node:net';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../../src/local/runner/embedded-database.ts';

/** A bare wire-protocol client, to hang up at exactly the wrong moment. */
class RawClient {
  private readonly socket: net.Socket;
  private buffer = Buffer.alloc(0);
  private waiters: (() => void)[] = [];
  private readonly password: string;

  constructor(url: string) {
    const { hostname, port, password } = new URL(url);
    this.password = decodeURIComponent(password);
    this.socket = net.connect(Number(port), hostname);
    this.socket.on('data', (chunk: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.socket.on('error', () => {});
  }

  private send(type: string | null, body: Buffer): void {
    const length = Buffer.alloc(4);
    length.writeInt32BE(body.length + 4);
    this.socket.write(type ? Buffer.concat([Buffer.from(type), length, body]) : Buffer.concat([length, body]));
  }

  /** Waits until the server sent ReadyForQuery ('Z') for the n-th time in total. */
  async readyForQuery(times: number): Promise<void> {
    const count = () => {
      let n = 0;
      for (let i = 0; i + 5 <= this.buffer.length; i += 1 + this.buffer.readInt32BE(i + 1))
        if (this.buffer[i] === 0x5a) n += 1;
      return n;
    };
    while (count() < times) await new Promise<void>((resolve) => this.waiters.push(resolve));
  }

  async startup(): Promise<void> {
    const version = Buffer.alloc(4);
    version.writeInt32BE(196608);
    this.send(null, Buffer.concat([version, Buffer.from('user\0postgres\0database\0postgres\0\0')]));
    // the embedded database asks for its password (cleartext, on loopback)
    this.send('p', Buffer.from(`${this.password}\0`));
    await this.readyForQuery(1);
  }

  query(text: string): void {
    this.send('Q', Buffer.from(`${text}\0`));
  }

  /** Parse + Bind + Execute of an unnamed statement, with no Sync: the exchange stays open. */
  extendedWithoutSync(text: string): void {
    this.send('P', Buffer.concat([Buffer.from(`\0${text}\0`), Buffer.alloc(2)]));
    this.send('B', Buffer.from([0, 0, 0, 0, 0, 0, 0, 0]));
    this.send('E', Buffer.from([0, 0, 0, 0, 0]));
  }

  hangUp(): void {
    this.socket.destroy();
  }
}

describe('the embedded database socket', () => {
  let database: EmbeddedDatabase;
  let sql: postgres.Sql;

  beforeAll(async () => {
    database = await startEmbeddedDatabase({ port: 0 });
    sql = postgres(database.url, { max: 4, prepare: false, onnotice: () => {} });
    await sql.unsafe('create table queue_probe (id int primary key, value int not null)');
    await sql.unsafe('insert into queue_probe values (1, 0)');
  });

  afterAll(async () => {
    await sql.end();
    await database.stop();
  });

  const value = async () =>
    (await sql.unsafe<{ value: number }[]>('select value from queue_probe where id = 1'))[0]!.value;
  const soon = <T>(promise: Promise<T>) =>
    Promise.race([
      promise,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('the session stayed taken')), 5000)),
    ]);

  it('rolls back the transaction of a client that hangs up in the middle of it', async () => {
    const client = new RawClient(database.url);
    await client.startup();
    client.query('begin; update queue_probe set value = 42 where id = 1');
    await client.readyForQuery(2);
    client.hangUp();
    expect(await soon(value())).toBe(0);
    await soon(sql.unsafe('update queue_probe set value = value + 1 where id = 1'));
    expect(await value()).toBe(1);
  });

  it('frees the session of a client that hangs up between Execute and Sync', async () => {
    const client = new RawClient(database.url);
    await client.startup();
    const before = await value();
    client.extendedWithoutSync('update queue_probe set value = 99 where id = 1');
    await new Promise((resolve) => setTimeout(resolve, 100));
    client.hangUp();
    // Not committed (PostgreSQL aborts the implicit transaction of a client that vanished before Sync).
    expect(await soon(value())).toBe(before);
    await soon(sql.unsafe('update queue_probe set value = value + 1 where id = 1'));
    expect(await value()).toBe(before + 1);
  });

  it('frees the session of a client that hangs up while its statement runs', async () => {
    const client = new RawClient(database.url);
    await client.startup();
    const before = await value();
    client.query('begin; select pg_sleep(0.3); update queue_probe set value = 7 where id = 1');
    await new Promise((resolve) => setTimeout(resolve, 50));
    client.hangUp();
    expect(await soon(value())).toBe(before);
    await soon(sql.unsafe('update queue_probe set value = value + 1 where id = 1'));
    expect(await value()).toBe(before + 1);
  });

  it('queues 200 clients at once instead of refusing any', async () => {
    const clients = Array.from({ length: 200 }, () =>
      postgres(database.url, { max: 1, prepare: false, onnotice: () => {} }),
    );
    try {
      const results = await Promise.all(
        clients.map((client, i) => client.unsafe<{ n: number }[]>('select $1::int as n', [i])),
      );
      expect(results.map((rows) => rows[0]!.n)).toEqual(clients.map((_, i) => i));
    } finally {
      await Promise.all(clients.map((client) => client.end()));
    }
  });
});
