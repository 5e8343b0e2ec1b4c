// A real SMTP server on 127.0.0.1 that keeps every message it accepts. It can be stopped and
// started again on the same port, which is how the tests simulate an outage of the mail relay.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseMail, type ParsedMail } from './mime.ts';

export interface ReceivedMail {
  /** Envelope sender (MAIL FROM). */
  mailFrom: string;
  /** Envelope recipients (RCPT TO). */
  rcptTo: string[];
  raw: string;
  parsed: ParsedMail;
}

export class SmtpPeer {
  readonly received: ReceivedMail[] = [];
  /** When set, RCPT TO is refused for a while (450) with a reply quoting the address. */
  refuseRecipients = false;
  /** When set, each message is accepted (and counted) only this long after its data arrived. */
  acceptDelayMs = 0;
  /** When set, runs once a message's data has arrived; the message is accepted after it. */
  beforeAccept: (() => Promise<void>) | undefined;
  private server: SMTPServer | undefined;

  private constructor(private port: number) {}

  /** Starts on a free port chosen by the system. */
  static async start(): Promise<SmtpPeer> {
    const peer = new SmtpPeer(0);
    await peer.resume();
    return peer;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.server !== undefined;
  }

  /** (Re)starts listening, on the same port as before once one was chosen. */
  async resume(): Promise<void> {
    if (this.server) return;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      closeTimeout: 200,
      onRcptTo: (address, _session, callback) => {
        if (!this.refuseRecipients) return callback();
        const error = Object.assign(new Error(`Mailbox <${address.address}> is busy, try later`), {
          responseCode: 450,
        });
        callback(error);
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', callback);
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const { mailFrom, rcptTo } = session.envelope;
          const accept = () =>
            setTimeout(() => {
              this.received.push({
                mailFrom: mailFrom ? mailFrom.address : '',
                rcptTo: rcptTo.map((recipient) => recipient.address),
                raw,
                parsed: parseMail(raw),
              });
              callback();
            }, this.acceptDelayMs);
          if (this.beforeAccept) void this.beforeAccept().then(accept, callback);
          else accept();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => {
        server.server.off('error', reject);
        resolve();
      });
    }).catch((error: unknown) => {
      throw new Error(`SMTP peer could not listen on port ${this.port}: ${String(error)}`);
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  /** Closes the port: connections are refused until resume(). */
  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Messages with this envelope recipient (and subject, when given). */
  to(address: string, subject?: string): ReceivedMail[] {
    return this.received.filter(
      (mail) =>
        mail.rcptTo.includes(address) && (subject === undefined || mail.parsed.subject === subject),
    );
  }
}
