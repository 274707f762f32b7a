/**
 * Test support for the mail tests: a real SMTP server (smtp-server) on 127.0.0.1 that keeps what
 * it receives, and a small RFC 5322 / MIME decoder (encoded-word headers, multipart bodies,
 * base64 and quoted-printable parts) — enough to read what nodemailer sends.
 */
import net from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  raw: string;
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string | undefined;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Messages whose data has started to arrive (counted before `delayMs`). */
  receiving: number;
  /** Resolves once `count` mails have arrived; fails after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/** A port nothing listens on (for "the SMTP server is down"). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * Recipients starting with `reject` are refused with a permanent 550. `delayMs` makes the server
 * slow to accept each message (for "shutdown waits for the mail in flight").
 */
export async function startSmtpServer(port = 0, opts: { delayMs?: number } = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const state = { receiving: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    closeTimeout: 100,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('reject')) {
        return callback(Object.assign(new Error('No such user here'), { responseCode: 550 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      state.receiving++;
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        if (opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs));
        const raw = Buffer.concat(chunks).toString('latin1');
        received.push({
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          envelopeTo: session.envelope.rcptTo.map((r) => r.address),
          raw,
          ...parseMessage(raw),
        });
        callback();
      });
    },
  });
  const listening = server.listen(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    listening.once('listening', () => resolve());
    listening.once('error', reject);
  });
  const actualPort = (listening.address() as net.AddressInfo).port;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    received,
    get receiving() {
      return state.receiving;
    },
    async waitFor(count, timeoutMs = 5000) {
      const until = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > until) throw new Error(`expected ${count} mails, got ${received.length}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// ---- a small MIME decoder ----------------------------------------------------------------

/** Splits a message (latin1 string of the raw bytes) into unfolded headers and the body. */
function splitHeaders(raw: string): { headers: Record<string, string>; body: string } {
  const sep = raw.search(/\r?\n\r?\n/);
  const head = sep === -1 ? raw : raw.slice(0, sep);
  const body = sep === -1 ? '' : raw.slice(sep).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return { headers, body };
}

const latin1ToBytes = (s: string) => Buffer.from(s, 'latin1');

function decodeQuotedPrintable(s: string): Buffer {
  const soft = s.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const c = soft[i] as string;
    if (c === '=' && /^[0-9A-Fa-f]{2}$/.test(soft.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(c.charCodeAt(0));
    }
  }
  return Buffer.from(bytes);
}

/**
 * RFC 2047 encoded words (=?UTF-8?B?…?= and =?UTF-8?Q?…?=). Whitespace between adjacent words is
 * dropped and their bytes are joined before decoding, since a character may span two words.
 */
export function decodeEncodedWords(value: string): string {
  const word = /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g;
  let out = '';
  let pending: { charset: string; bytes: Buffer[] } | undefined;
  const flush = () => {
    if (pending) out += new TextDecoder(pending.charset).decode(Buffer.concat(pending.bytes));
    pending = undefined;
  };
  let last = 0;
  for (const m of value.matchAll(word)) {
    const between = value.slice(last, m.index);
    if (!(pending && /^\s*$/.test(between))) {
      flush();
      out += between;
    }
    const [, charset = 'utf-8', enc = 'B', data = ''] = m;
    const bytes =
      enc.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64')
        : decodeQuotedPrintable(data.replace(/_/g, ' '));
    if (pending && pending.charset !== charset.toLowerCase()) flush();
    pending ??= { charset: charset.toLowerCase(), bytes: [] };
    pending.bytes.push(bytes);
    last = m.index + m[0].length;
  }
  flush();
  return out + value.slice(last);
}

function decodeBody(body: string, headers: Record<string, string>): string {
  const cte = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const charset = /charset="?([^";\s]+)"?/i.exec(headers['content-type'] ?? '')?.[1] ?? 'utf-8';
  const bytes =
    cte === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
      : cte === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : latin1ToBytes(body);
  return new TextDecoder(charset.toLowerCase()).decode(bytes);
}

/** Leaf parts of a (possibly nested) multipart body, with their headers. */
function leafParts(headers: Record<string, string>, body: string): { type: string; content: string }[] {
  const type = (headers['content-type'] ?? 'text/plain').toLowerCase();
  if (type.startsWith('multipart/')) {
    const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
    if (!boundary) throw new Error('multipart without boundary');
    const sections = body.split(`--${boundary}`).slice(1);
    return sections
      .filter((s) => !s.startsWith('--'))
      .flatMap((s) => {
        const part = splitHeaders(s.replace(/^\r?\n/, ''));
        return leafParts(part.headers, part.body.replace(/\r?\n$/, ''));
      });
  }
  return [{ type: (type.split(';')[0] ?? type).trim(), content: decodeBody(body, headers) }];
}

export function parseMessage(raw: string) {
  const { headers, body } = splitHeaders(raw);
  const parts = leafParts(headers, body);
  return {
    headers,
    subject: decodeEncodedWords(headers.subject ?? ''),
    text: parts.find((p) => p.type === 'text/plain')?.content ?? '',
    html: parts.find((p) => p.type === 'text/html')?.content,
  };
}
