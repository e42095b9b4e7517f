// The paced-body attack over a raw socket: a request whose chunked body (no Content-Length) is written
// in 64 KB writes that each wait for the socket to drain, up to 10 MB, from any loopback source
// address; the client keeps writing whatever the server answers, and reports the status line it got.
import net from 'node:net';

export interface PacedResult {
  status: number | null;
  sent: number;
  error: string | null;
}

export function pacedChunkedBody(options: {
  port: number;
  method?: string;
  path: string;
  headers?: Record<string, string>;
  totalBytes?: number;
  localAddress?: string;
}): Promise<PacedResult> {
  const total = options.totalBytes ?? 10 * 1024 * 1024;
  const chunk = Buffer.alloc(64 * 1024, 0x61);
  return new Promise((resolve) => {
    const socket = net.connect({
      port: options.port,
      host: '127.0.0.1',
      ...(options.localAddress ? { localAddress: options.localAddress } : {}),
    });
    let answer = '';
    let sent = 0;
    let error: string | null = null;
    socket.setEncoding('latin1');
    socket.on('data', (data: string) => (answer += data));
    socket.on('error', (e: NodeJS.ErrnoException) => (error = e.code ?? e.message));
    socket.on('close', () => {
      const status = /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1];
      resolve({ status: status ? Number(status) : null, sent, error });
    });
    socket.on('connect', async () => {
      const head = Object.entries({
        host: `localhost:${options.port}`,
        'content-type': 'application/json',
        'transfer-encoding': 'chunked',
        ...options.headers,
      })
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('');
      socket.write(`${options.method ?? 'POST'} ${options.path} HTTP/1.1\r\n${head}\r\n`);
      while (sent < total && !socket.destroyed) {
        socket.write(`${chunk.length.toString(16)}\r\n`);
        socket.write(chunk);
        const drained = socket.write('\r\n');
        sent += chunk.length;
        if (!drained) await new Promise((next) => (socket.once('drain', next), socket.once('close', next)));
      }
      if (!socket.destroyed) socket.end('0\r\n\r\n');
    });
  });
}

let sourceCounter = 0;
/** A fresh loopback source address (127.x.y.z, Linux answers them all), so no rate limit bites. */
export function freshLoopback(): string {
  sourceCounter += 1;
  return `127.${100 + ((sourceCounter >> 16) & 127)}.${(sourceCounter >> 8) & 255}.${(sourceCounter & 254) + 1}`;
}
