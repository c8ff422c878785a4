import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

// A mail relay of the test's own (smtp-server) on a free port: it keeps every message it accepts, decoded enough to
// read (subject and text), and can be told to refuse the next deliveries with a given reply code, as a relay that is
// busy (4xx) or refuses (5xx) does.

export type ReceivedMail = { to: string[]; from: string; messageId: string; subject: string; text: string };

export type TestRelay = {
  /** What Tarmac's SMTP_URL names: smtp://127.0.0.1:<port>. */
  url: string;
  received: ReceivedMail[];
  /** Deliveries refused so far (each an attempt that reached the data). */
  refused: number;
  /** The next `count` deliveries are refused with `code` (451: try later; 550: no). */
  refuseNext: (count: number, code?: number) => void;
  close: () => Promise<void>;
};

export async function startRelay(): Promise<TestRelay> {
  let toRefuse = 0;
  let refuseCode = 451;
  const relay = {} as TestRelay;
  const server = new SMTPServer({
    // plain SMTP on a loopback port: no certificate to trust, no password to give
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (toRefuse > 0) {
          toRefuse -= 1;
          relay.refused += 1;
          const err = Object.assign(new Error(`Mailbox of ${session.envelope.rcptTo[0]?.address} busy, try later`), {
            responseCode: refuseCode,
          });
          return callback(err);
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        relay.received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          ...readMessage(raw),
        });
        callback(null);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return Object.assign(relay, {
    url: `smtp://127.0.0.1:${port}`,
    received: [],
    refused: 0,
    refuseNext: (count: number, code = 451) => {
      toRefuse = count;
      refuseCode = code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** The headers and the text of a single-part message, as nodemailer writes a text-only e-mail. */
function readMessage(raw: string) {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const body = raw.slice(split + 4);
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? quotedPrintable(body)
        : body;
  return {
    messageId: header('Message-ID'),
    subject: decodeWords(header('Subject')),
    text: text.replace(/\r\n/g, '\n'),
  };
}

function quotedPrintable(body: string) {
  // as percent-encoding, which decodeURIComponent reads as UTF-8 bytes: literal % escaped first
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/%/g, '%25')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes);
}

/** RFC 2047's encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=), adjacent ones joined. */
function decodeWords(value: string) {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, word: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(word, 'base64').toString('utf8')
        : quotedPrintable(word.replace(/_/g, ' ')),
    );
}
