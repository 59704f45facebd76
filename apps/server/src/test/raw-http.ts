import { connect, type Socket } from 'node:net';

/** What came back on a raw connection before the server closed it. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Milliseconds from the connection to the server closing it. */
  closedAfterMs: number;
}

/**
 * A raw HTTP/1.1 connection to a test server, for what fetch cannot do: headers past Node's limit, a body
 * sent a byte at a time. `answer` settles when the server closes the connection (or after `waitMs`).
 */
export function rawConnection(port: number, waitMs = 60_000): { socket: Socket; answer: Promise<RawAnswer> } {
  const socket = connect(port, '127.0.0.1');
  const started = Date.now();
  const answer = new Promise<RawAnswer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept the connection open for ${waitMs} ms`));
    }, waitMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // The server may reset a connection whose request it did not read to the end.
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(parse(Buffer.concat(chunks).toString('utf8'), Date.now() - started));
    });
  });
  return { socket, answer };
}

function parse(text: string, closedAfterMs: number): RawAnswer {
  const [head = '', ...rest] = text.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  return {
    status: Number(statusLine.split(' ')[1] ?? 0),
    headers,
    body: rest.join('\r\n\r\n'),
    closedAfterMs,
  };
}

/** Writes `text` one byte every `everyMs`, until the connection closes. */
export async function trickle(socket: Socket, text: string, everyMs: number): Promise<void> {
  for (const byte of Buffer.from(text)) {
    if (socket.destroyed || !socket.writable) return;
    socket.write(Buffer.from([byte]));
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
