import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';

export interface MailTransport {
  send(message: Mail.Options & { messageId: string }): Promise<void>;
  close(): void;
}

/**
 * Connections kept open to the SMTP server, each reused for up to 100 messages: a burst of
 * confirmations is sent this many at a time instead of one connection (and greeting) per
 * message, one after the other.
 */
export const SMTP_POOL_SIZE = 5;

/** Real delivery through an SMTP server (smtp:// or smtps://), over a pool of connections. */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: SMTP_POOL_SIZE,
    maxMessages: 100,
    // Fail fast when the server is down: the outbox retries later.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}

/** The end of the .eml file's name of the email with this Message-ID (an erasure deletes it). */
export const emlName = (messageId: string) => `${messageId.replace(/[^a-zA-Z0-9-]/g, '')}.eml`;

/** Without SMTP_URL each email becomes an .eml file under DATA_DIR/mail, readable by any mail app. */
export function fileTransport(dir: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message) {
      const info = await transporter.sendMail(message);
      await mkdir(dir, { recursive: true });
      await writeFile(
        path.join(dir, `${Date.now()}-${emlName(message.messageId)}`),
        info.message as Buffer,
      );
    },
    close: () => transporter.close(),
  };
}
