// A real SMTP server for tests (smtp-server) that keeps what it receives, with just enough MIME
// decoding (RFC 2047 subjects, quoted-printable / base64 text parts) to read the messages. Its
// behaviour can be changed while it runs: down (every connection answered 421), slow (each message
// accepted only after a delay), or refusing some recipients (550), to test the outbox's sender.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { SMTPConnection } from 'smtp-server/lib/smtp-connection.js';

/**
 * smtp-server holds every new connection's greeting for a fixed 100 ms to catch clients that talk
 * before it (a spammer's trait; not configurable). The shop's sender opens one connection per e-mail
 * and always waits for the greeting, so in the mail tests those 100 ms were most of each delivery (a
 * few hundred e-mails per file). This server greets at once: the same session, minus the idle wait.
 */
SMTPConnection.prototype.init = function init(this: SMTPConnection) {
  this._setListeners(() => {
    const { maxClients } = this._server.options;
    if (maxClients && this._server.connections.size > maxClients)
      return this.send(421, `${this.name} Too many connected clients, try again in a moment`, false);
    this.connectionReady();
  });
};

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  /** The Message-ID header, without <>. */
  messageId: string;
  text: string;
  html: string;
  raw: string;
}

function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, enc: string, data: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(
          data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

function decodeBody(body: string, encoding: string): string {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

function headerOf(block: string, name: string): string {
  const unfolded = block.replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded)?.[1]?.trim() ?? '';
}

function part(raw: string, type: 'text/plain' | 'text/html'): string {
  const sections = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  for (const section of [raw, ...sections]) {
    const split = section.search(/\r?\n\r?\n/);
    if (split === -1) continue;
    const head = section.slice(0, split);
    if (!headerOf(head, 'Content-Type').toLowerCase().startsWith(type)) continue;
    const body = section
      .slice(split)
      .replace(/^\r?\n\r?\n/, '')
      .replace(/\r?\n--[^\r\n]*--\s*$/, '');
    return decodeBody(body, headerOf(head, 'Content-Transfer-Encoding'));
  }
  return '';
}

export interface SmtpBehaviour {
  /** Down: every connection gets "421 service not available" and is closed. */
  down: boolean;
  /** Each message is accepted only after this many milliseconds. */
  delayMs: number;
  /** Recipients refused at RCPT TO with 550 (a permanent refusal). */
  rejectRecipients: Set<string>;
}

export interface SmtpInbox {
  url: string;
  mails: ReceivedMail[];
  behaviour: SmtpBehaviour;
  /** How many connections were refused while down. */
  refusedConnections(): number;
  /** Accepts the messages waiting out their delay now. */
  releaseDelayed(): void;
  /** Resolves once `count` mails have arrived in total. */
  waitFor(count: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const mails: ReceivedMail[] = [];
  const waiters: { count: number; resolve: (m: ReceivedMail[]) => void }[] = [];
  const behaviour: SmtpBehaviour = { down: false, delayMs: 0, rejectRecipients: new Set() };
  const delayed = new Set<() => void>();
  let refused = 0;
  const afterDelay = (accept: () => void) => {
    if (behaviour.delayMs <= 0) return accept();
    const release = () => {
      clearTimeout(timer);
      delayed.delete(release);
      accept();
    };
    const timer = setTimeout(release, behaviour.delayMs);
    delayed.add(release);
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      if (!behaviour.down) return callback();
      refused += 1;
      callback(Object.assign(new Error('Service not available, try again later'), { responseCode: 421 }));
    },
    onRcptTo(address, _session, callback) {
      if (behaviour.rejectRecipients.has(address.address))
        return callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const head = raw.slice(0, raw.search(/\r?\n\r?\n/));
        const mail: ReceivedMail = {
          to: session.envelope.rcptTo.map((r) => r.address),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          subject: decodeWords(headerOf(head, 'Subject')),
          messageId: headerOf(head, 'Message-ID').replace(/^<|>$/g, ''),
          text: part(raw, 'text/plain'),
          html: part(raw, 'text/html'),
          raw,
        };
        afterDelay(() => {
          mails.push(mail);
          for (const w of [...waiters]) {
            if (mails.length >= w.count) {
              waiters.splice(waiters.indexOf(w), 1);
              w.resolve(mails.slice());
            }
          }
          callback();
        });
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    behaviour,
    refusedConnections: () => refused,
    releaseDelayed: () => {
      for (const release of [...delayed]) release();
    },
    waitFor: (count) =>
      mails.length >= count
        ? Promise.resolve(mails.slice())
        : new Promise((resolve) => waiters.push({ count, resolve })),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
