import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { JobQueue } from '../src/jobs/queue';
import { MAIL_JOB, QueuedMailer, SmtpMailer, type MailMessage } from '../src/plugins/mail';
import { buildTestApp, describeEachEngine, truncateAll, type TestApp } from './helper';
import { register } from './support/accounts';

/** Quoted-printable (RFC 2045): soft line breaks removed, =XX bytes decoded as UTF-8. */
function decodeQuotedPrintable(text: string): string {
  const withoutSoftBreaks = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < withoutSoftBreaks.length; i++) {
    const char = withoutSoftBreaks[i];
    const hex = withoutSoftBreaks.slice(i + 1, i + 3);
    if (char === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The decoded text/plain part of a raw MIME message. */
function plainTextPart(raw: string): string {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  const parts = boundary ? raw.split(`--${boundary}`) : [raw];
  const part = parts.find((candidate) => /content-type:\s*text\/plain/i.test(candidate));
  if (!part) throw new Error('no text/plain part');
  const [head, ...body] = part.split(/\r?\n\r?\n/);
  const content = body.join('\n\n');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) return decodeQuotedPrintable(content);
  if (/content-transfer-encoding:\s*base64/i.test(head))
    return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8');
  return content;
}

/** A real SMTP server on a free port, keeping what it receives. */
async function smtpServer(received: Array<{ to: string[]; raw: string }>): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

const messageIdOf = (raw: string) => /^Message-ID:\s*(\S+)/im.exec(raw)?.[1];

describeEachEngine('verification mail over SMTP', (getDb) => {
  let server: SMTPServer;
  let t: TestApp;
  const received: Array<{ to: string[]; raw: string }> = [];

  beforeAll(async () => {
    server = await smtpServer(received);
    const { port } = server.server.address() as AddressInfo;
    t = await buildTestApp(getDb().db, {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailFrom: 'Sokoni <no-reply@sokoni.test>',
      publicUrl: 'https://sokoni.test',
    });
    await truncateAll(t.db);
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers the mail to a real SMTP server and its link verifies the address', async () => {
    const registered = await register(
      t.app,
      {
        name: 'Bénédicte Mwamba',
        email: 'benedicte@example.cd',
        password: 'Bukavu-Lac-Kivu-42',
        date_of_birth: '1995-06-30',
      },
      'fr',
    );
    expect(registered.statusCode).toBe(201);
    const { token } = registered.json();

    // The mail leaves through the job queue, right after the answer.
    const deadline = Date.now() + 10_000;
    while (received.length === 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toHaveLength(1);
    expect(received[0].to).toEqual(['benedicte@example.cd']);
    expect(received[0].raw).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(received[0].raw).toMatch(/content-type: text\/html/i);
    expect(messageIdOf(received[0].raw)).toMatch(/^<[0-9a-f-]{36}@sokoni\.test>$/);
    const text = plainTextPart(received[0].raw);
    expect(text).toContain('Bonjour Bénédicte Mwamba,');
    const link = new URL(text.match(/https:\/\/sokoni\.test\/verify-email\/\S+/)![0]);

    const apiPath = link.pathname.replace('/verify-email/', '/api/email/verify/');
    const verified = await t.app.inject({ url: `${apiPath}${link.search}` });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ message: 'Votre adresse email a été vérifiée.', email_verified: true });

    const status = await t.app.inject({
      url: '/api/email/verify-status',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(status.json()).toMatchObject({ email_verified: true });
    // Development mailbox is off when mail really leaves.
    expect((await t.app.inject({ url: '/api/dev/mailbox' })).statusCode).toBe(404);
  });
});

describe('a mail handed to SMTP again', () => {
  it('carries the Message-ID it was queued with on every attempt, so the recipient keeps one', async () => {
    const received: Array<{ to: string[]; raw: string }> = [];
    const server = await smtpServer(received);
    const { port } = server.server.address() as AddressInfo;
    const queued: Array<{ name: string; data: MailMessage }> = [];
    const jobs = {
      enqueue: async (name: string, data: MailMessage) => {
        queued.push({ name, data });
      },
    } as unknown as JobQueue;
    const smtp = new SmtpMailer(`smtp://127.0.0.1:${port}`, 'Sokoni <no-reply@sokoni.test>');
    try {
      await new QueuedMailer(jobs, 'Sokoni <no-reply@sokoni.test>').send({
        to: 'amani@example.cd',
        subject: 'Votre annonce est en ligne',
        text: 'Bonjour',
        html: '<p>Bonjour</p>',
      });
      expect(queued).toHaveLength(1);
      expect(queued[0].name).toBe(MAIL_JOB);
      // The job's worker died after the server took the mail: the job runs again with the same data.
      await smtp.send(queued[0].data);
      await smtp.send(queued[0].data);
      expect(received).toHaveLength(2);
      expect(messageIdOf(received[0].raw)).toBe(queued[0].data.messageId);
      expect(messageIdOf(received[1].raw)).toBe(queued[0].data.messageId);
    } finally {
      smtp.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
