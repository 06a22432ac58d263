import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** The body of one MIME part, decoded by its transfer encoding. */
function decodePart(part: string): { type: string; body: string } {
  const [head, ...rest] = part.split(/\r?\n\r?\n/);
  const body = rest.join('\r\n\r\n');
  const type = /^Content-Type:\s*([^;\r\n]+)/im.exec(head)?.[1]?.trim().toLowerCase() ?? 'text/plain';
  const encoding = /^Content-Transfer-Encoding:\s*(\S+)/im.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64') return { type, body: Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8') };
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return { type, body: Buffer.from(bytes, 'latin1').toString('utf8') };
  }
  return { type, body };
}

/** Subject of the raw message: RFC 2047 encoded words joined. */
function decodeSubject(head: string): string {
  const raw = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(head)?.[1] ?? '';
  return raw.replace(/\r?\n[ \t]/g, ' ').replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, kind: string, value: string) =>
    kind.toUpperCase() === 'B' ? Buffer.from(value, 'base64').toString('utf8') : Buffer.from(value.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
  );
}

function parse(to: string[], data: string): ReceivedMail {
  const [head] = data.split(/\r?\n\r?\n/, 1);
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head)?.[1];
  const parts = boundary ? data.split(`--${boundary}`).slice(1, -1).map(decodePart) : [decodePart(data)];
  return {
    to,
    subject: decodeSubject(head),
    text: parts.find((part) => part.type === 'text/plain')?.body ?? '',
    html: parts.find((part) => part.type === 'text/html')?.body ?? '',
  };
}

/**
 * A real SMTP server on a free localhost port that keeps and decodes what it receives. Addresses in
 * `refuse` get a permanent 550 for their message (the server refuses it).
 */
export async function startSmtpSink(): Promise<{ port: number; received: ReceivedMail[]; refuse: Set<string>; close(): Promise<void> }> {
  const received: ReceivedMail[] = [];
  const refuse = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let data = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (data += chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        if (to.some((address) => refuse.has(address))) {
          callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
          return;
        }
        received.push(parse(to, data));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, refuse, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
