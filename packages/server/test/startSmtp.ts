import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';

interface Received {
  readonly from: string;
  readonly to: string[];
  readonly raw: string;
}

/** A real SMTP server on a free port; `refuse` makes it answer RCPT TO with that code. */
export async function startSmtp() {
  const received: Received[] = [];
  const state = { refuse: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (state.refuse === 0) return callback();
      const error = Object.assign(new Error(`refused ${address.address}`), { responseCode: state.refuse });
      return callback(error);
    },
    onData(stream: SMTPServerDataStream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The decoded subject of a raw message (nodemailer encodes non-ASCII words as UTF-8 base64). */
export function subjectOf(raw: string): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  // Unfold, then drop the white space between adjacent encoded words (RFC 2047 §6.2).
  const joined = header.replace(/\r?\n[ \t]+/g, ' ').replace(/\?=\s+=\?/g, '?==?');
  return joined.replace(/=\?UTF-8\?B\?([^?]*)\?=/gi, (_match, data: string) =>
    Buffer.from(data, 'base64').toString('utf8'),
  );
}
