import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** One message as the transport sends it. */
export interface MailMessage {
  readonly from: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string | null;
}

/** Why a message was not sent; a permanent refusal is not tried again. */
export class MailSendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'MailSendError';
  }
}

/** Where Kizuna's mail goes: an SMTP server, or the outbox folder of a single machine. */
export interface MailTransport {
  /** What the transport is, for the start-up line and the log (never a password). */
  readonly description: string;
  send(message: MailMessage): Promise<{ readonly messageId: string }>;
  close(): void;
}

function contentOf(message: MailMessage) {
  return {
    from: message.from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
  };
}

/** SMTP replies in the 5xx range refuse the message for good; everything else may pass later. */
function permanentSmtpFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/**
 * Mail through an SMTP server, `smtp://user:password@host:587` or `smtps://…:465`
 * (`KIZUNA_SMTP_URL`; nodemailer's URL options such as `?tls.rejectUnauthorized=false` apply).
 */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  const parsed = new URL(url);
  return {
    description: `SMTP ${parsed.protocol}//${parsed.host}`,
    async send(message) {
      try {
        const info = await transporter.sendMail(contentOf(message));
        return { messageId: info.messageId };
      } catch (error) {
        throw new MailSendError(
          error instanceof Error ? error.message : String(error),
          permanentSmtpFailure(error),
        );
      }
    },
    close() {
      transporter.close();
    },
  };
}

/**
 * Mail written as `.eml` files (RFC 5322, as a mail client opens them) into a folder: what a
 * single machine without a mail server does. A file appears whole (written aside, then renamed).
 */
export function outboxFolderTransport(folder: string): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    description: `outbox folder ${folder}`,
    async send(message) {
      const info = await composer.sendMail(contentOf(message));
      await mkdir(folder, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`;
      const partial = path.join(folder, `.${name}.partial`);
      await writeFile(partial, info.message as Buffer);
      await rename(partial, path.join(folder, name));
      return { messageId: info.messageId };
    },
    close() {
      composer.close();
    },
  };
}
