// The embedded database's door: pglite-socket lets any user with any password in, so any
// local process (or a web page, through DNS rebinding of a raw TCP port) could read public.admins and
// add an admin. This queue sits in front of the session queue and asks every new connection for the
// per-install password (kept with the local secrets, .data/secrets.json) before PGlite sees its startup
// message: the wire protocol's cleartext password exchange, fine on loopback, which every client
// speaks (postgres.js, psql, pg_dump). A wrong password gets PostgreSQL's own FATAL 28P01, and the
// connection never reaches the database.
import { timingSafeEqual } from 'node:crypto';
import type { SessionQueue } from './session-queue.ts';

type State = { step: 'password'; startup: Uint8Array } | { step: 'open' } | { step: 'refused' };

const PASSWORD_MESSAGE = 0x70; // 'p'

function isStartup(message: Uint8Array): boolean {
  return (
    message.length >= 8 && message[0] === 0 && new DataView(message.buffer, message.byteOffset).getInt32(4) === 196608
  );
}

/** AuthenticationCleartextPassword: 'R', length 8, code 3. */
const ASK_PASSWORD = new Uint8Array([0x52, 0, 0, 0, 8, 0, 0, 0, 3]);

/** A FATAL ErrorResponse with its SQLSTATE, as PostgreSQL sends one before closing. */
function fatal(code: string, message: string): Uint8Array {
  const fields = ['SFATAL', 'VFATAL', `C${code}`, `M${message}`].map((field) => `${field}\0`).join('') + '\0';
  const body = new TextEncoder().encode(fields);
  const out = new Uint8Array(1 + 4 + body.length);
  out[0] = 0x45; // 'E'
  new DataView(out.buffer).setInt32(1, 4 + body.length);
  out.set(body, 5);
  return out;
}

function passwordOf(message: Uint8Array): Uint8Array {
  // 'p', int32 length, the password, a NUL
  return message.subarray(5, Math.max(5, message.length - 1));
}

export class PasswordGate {
  private readonly states = new Map<number, State>();
  private readonly inner: SessionQueue;
  private readonly password: Uint8Array;

  constructor(inner: SessionQueue, password: string) {
    this.inner = inner;
    this.password = new TextEncoder().encode(password);
  }

  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    const state = this.states.get(handlerId);
    if (state?.step === 'open') return this.inner.enqueue(handlerId, message, onData);
    if (!state && isStartup(message)) {
      this.states.set(handlerId, { step: 'password', startup: message.slice() });
      onData(ASK_PASSWORD);
      return Promise.resolve(ASK_PASSWORD.length);
    }
    if (state?.step === 'password' && message[0] === PASSWORD_MESSAGE && this.matches(passwordOf(message))) {
      this.states.set(handlerId, { step: 'open' });
      return this.inner.enqueue(handlerId, state.startup, onData);
    }
    this.states.set(handlerId, { step: 'refused' });
    const refusal = fatal('28P01', 'password authentication failed for user "postgres"');
    onData(refusal);
    return Promise.resolve(refusal.length);
  }

  private matches(given: Uint8Array): boolean {
    return given.length === this.password.length && timingSafeEqual(given, this.password);
  }

  getQueueLength(): number {
    return this.inner.getQueueLength();
  }

  clearQueueForHandler(handlerId: number): void {
    this.inner.clearQueueForHandler(handlerId);
  }

  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    this.states.delete(handlerId);
    await this.inner.clearTransactionIfNeeded(handlerId);
  }
}
