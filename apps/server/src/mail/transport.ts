import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';

export interface MailTransport {
  send(message: Mail.Options & { messageId: string }): Promise<void>;
  close(): void;
}

/** Real delivery through an SMTP server (smtp:// or smtps://). */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url, {
    // Fail fast when the server is down: the outbox retries later.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as object);
  return {
    async send(message) {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}

/** Without SMTP_URL each email becomes an .eml file under DATA_DIR/mail, readable by any mail app. */
export function fileTransport(dir: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message) {
      const info = await transporter.sendMail(message);
      await mkdir(dir, { recursive: true });
      const id = message.messageId.replace(/[^a-zA-Z0-9-]/g, '');
      await writeFile(path.join(dir, `${Date.now()}-${id}.eml`), info.message as Buffer);
    },
    close: () => transporter.close(),
  };
}
