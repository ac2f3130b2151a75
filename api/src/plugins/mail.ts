import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Transporter } from 'nodemailer';
import type { Database } from '../db/types';
import type { JobQueue } from '../jobs/queue';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Headers of its own (List-Unsubscribe): sent by SMTP, not kept by the outbox. */
  headers?: Record<string, string>;
  /**
   * Its Message-ID, given once when the mail is queued and the same on every attempt: a mail handed to SMTP again
   * (its worker killed after the server took it, before the job was marked done) is then the same mail to the
   * recipient's server and mail program, which keep one.
   */
  messageId?: string;
}

/** The default sender, when MAIL_FROM is not set. */
const DEFAULT_FROM = 'Sokoni <no-reply@sokoni.local>';

/** A new Message-ID (RFC 5322) in the sender's domain. */
export function newMessageId(from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'sokoni.local';
  return `<${randomUUID()}@${domain}>`;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /**
   * Queues the mail inside the caller's transaction, for mailers with a durable queue: it leaves only if the
   * transaction commits, and a crash right after the commit does not lose it.
   */
  sendWithin?(db: Kysely<Database>, message: MailMessage): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** Embedded default: mails wait in the outbox table, where a dev mailbox page (or an operator) reads them. */
export class OutboxMailer implements Mailer {
  constructor(private readonly db: Kysely<Database>) {}

  async send(message: MailMessage): Promise<void> {
    await this.sendWithin(this.db, message);
  }

  async sendWithin(db: Kysely<Database>, message: MailMessage): Promise<void> {
    await db
      .insertInto('outbox_mails')
      .values({ to_address: message.to, subject: message.subject, text: message.text, html: message.html })
      .execute();
  }
}

export class SmtpMailer implements Mailer {
  /** nodemailer is loaded with the first mail, not at start (an api replaced under load answers sooner). */
  private transport: Promise<Transporter> | undefined;
  private closed = false;

  constructor(
    private readonly smtpUrl: string,
    private readonly from: string,
  ) {}

  private open(): Promise<Transporter> {
    this.transport ??= import('nodemailer').then((module) => module.createTransport(this.smtpUrl));
    return this.transport;
  }

  async send(message: MailMessage): Promise<void> {
    if (this.closed) throw new Error('The SMTP mailer is closed');
    await (await this.open()).sendMail({ from: this.from, ...message });
  }

  close(): void {
    this.closed = true;
    void this.transport?.then((transport) => transport.close());
  }
}

/** The queue that carries mail to SMTP: a mail survives a restart and is retried while the server refuses it. */
export const MAIL_JOB = 'mail-delivery';

/** Mail through the job queue: `send` only queues it; a worker of any instance hands it to SMTP. */
export class QueuedMailer implements Mailer {
  constructor(
    private readonly jobs: JobQueue,
    private readonly from: string,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await this.jobs.enqueue(MAIL_JOB, this.identified(message));
  }

  async sendWithin(db: Kysely<Database>, message: MailMessage): Promise<void> {
    await this.jobs.enqueue(MAIL_JOB, this.identified(message), { db });
  }

  /** The mail with the Message-ID every attempt to deliver it will carry. */
  private identified(message: MailMessage): MailMessage {
    return { ...message, messageId: message.messageId ?? newMessageId(this.from) };
  }
}

export interface MailPluginOptions {
  smtpUrl?: string;
  from?: string;
  /** A ready mailer (tests); wins over smtpUrl. */
  mailer?: Mailer;
}

export const mailPlugin = fp<MailPluginOptions>(
  async (app, options) => {
    if (options.mailer) {
      app.decorate('mailer', options.mailer);
      return;
    }
    if (options.smtpUrl) {
      const from = options.from ?? DEFAULT_FROM;
      const smtp = new SmtpMailer(options.smtpUrl, from);
      // An SMTP server that is down or refuses for a while: retried for about an hour before giving up.
      await app.jobs.work<MailMessage>(MAIL_JOB, (message) => smtp.send(message), {
        retryLimit: 6,
        retryDelaySeconds: 30,
        expireInSeconds: 5 * 60,
      });
      app.decorate('mailer', new QueuedMailer(app.jobs, from));
      app.addHook('onClose', async () => smtp.close());
      return;
    }
    app.decorate('mailer', new OutboxMailer(app.db));
  },
  { name: 'mail', dependencies: ['db', 'job-queue'] },
);
