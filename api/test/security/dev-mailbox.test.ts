import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/config';
import { buildApp } from '../../src/app';
import { LocalFolderStorage } from '../../src/media/storage';
import {
  buildTestApp,
  createTestDatabase,
  describeEachEngine,
  truncateAll,
  type TestDatabase,
} from '../helper';

/**
 * Item 1 of the hardening review: the outbox holds every user's reset links, so whoever reads the mailbox can
 * take over any account. It must be opt-in, refused in production and answer this machine only.
 */
describeEachEngine('security: the development mailbox cannot leak reset links', (getDb) => {
  async function requestReset(app: Awaited<ReturnType<typeof buildTestApp>>['app']) {
    await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        name: 'Admin Like',
        email: 'victim@example.cd',
        password: 'Kinshasa-Victim-2025',
        password_confirmation: 'Kinshasa-Victim-2025',
        date_of_birth: '1990-01-01',
      },
    });
    await app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: 'victim@example.cd' },
    });
  }

  it('is not served by a default start (no DEV_MAILBOX), even to this machine', async () => {
    const t = await buildTestApp(getDb().db);
    try {
      await truncateAll(t.db);
      await requestReset(t.app);
      for (const url of ['/api/dev/mailbox', '/api/dev/mailbox/1']) {
        const response = await t.app.inject({ url });
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain('reset-password');
      }
    } finally {
      await t.close();
    }
  });

  it('when on, answers requests from this machine only', async () => {
    const t = await buildTestApp(getDb().db, { devMailbox: true });
    try {
      await truncateAll(t.db);
      await requestReset(t.app);
      const local = await t.app.inject({ url: '/api/dev/mailbox' });
      expect(local.statusCode).toBe(200);
      expect(local.json().data.length).toBeGreaterThan(0);
      const id = local.json().data[0].id;

      // Relayed by a bff for a visitor on this machine: the bff's socket with its visitor was loopback.
      const relayedLocal = await t.app.inject({
        url: '/api/dev/mailbox',
        headers: { 'x-forwarded-for': '127.0.0.1', 'x-sokoni-peer-address': '::ffff:127.0.0.1' },
      });
      expect(relayedLocal.statusCode).toBe(200);

      // A visitor from the network, directly or through the bff (which forwards the visitor's address).
      for (const request of [
        { remoteAddress: '203.0.113.7' },
        { headers: { 'x-forwarded-for': '203.0.113.7' } },
        { headers: { 'x-forwarded-for': '::ffff:198.51.100.4' } },
        // A bff with TRUST_PROXY=true believed the visitor's forged header: its X-Forwarded-For says loopback,
        // but the address of the visitor's socket does not (or is missing), and that is what counts.
        { headers: { 'x-forwarded-for': '127.0.0.1' } },
        { headers: { forwarded: 'for=127.0.0.1' } },
        { headers: { 'x-forwarded-for': '127.0.0.1', 'x-sokoni-peer-address': '192.0.2.2' } },
        { headers: { 'x-forwarded-for': '203.0.113.7', 'x-sokoni-peer-address': '127.0.0.1' } },
        { remoteAddress: '203.0.113.7', headers: { 'x-sokoni-peer-address': '127.0.0.1' } },
      ]) {
        for (const url of ['/api/dev/mailbox', `/api/dev/mailbox/${id}`]) {
          const response = await t.app.inject({ url, ...request });
          expect(response.statusCode).toBe(404);
          expect(response.body).not.toContain('victim@example.cd');
        }
      }
    } finally {
      await t.close();
    }
  });
});

describe('security: the development mailbox is refused in production', () => {
  it('loadConfig refuses DEV_MAILBOX with NODE_ENV=production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_MAILBOX: '1' })).toThrow(/DEV_MAILBOX/);
    expect(loadConfig({ NODE_ENV: 'production' }).devMailbox).toBe(false);
    expect(loadConfig({}).devMailbox).toBe(false);
    expect(loadConfig({ DEV_MAILBOX: '1' }).devMailbox).toBe(true);
  });

  it('buildApp refuses to serve it in production', async () => {
    await expect(
      buildApp({
        database: { pgliteDataDir: 'memory://' },
        storage: new LocalFolderStorage('/nonexistent'),
        nodeEnv: 'production',
        devMailbox: true,
      }),
    ).rejects.toThrow(/production/);
  });
});

/** An address of this machine that is not loopback: connecting to it, the bff sees a visitor from the network. */
function networkAddress(): string | undefined {
  return Object.values(os.networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;
}

const network = networkAddress();
const describeWithNetwork = network ? describe : describe.skip;

/**
 * Finding 2 of the second review: with TRUST_PROXY=true the bff took the visitor's `X-Forwarded-For:
 * 127.0.0.1` for the truth and handed the api a loopback address: a visitor from the network read every mail.
 * Here a real bff (from its sources) relays to a real api, and the "network visitor" really connects to the
 * machine's network address, so the bff sees a socket that is not loopback.
 */
describeWithNetwork('security: the development mailbox through the bff', () => {
  const BFF_SCRIPT = path.resolve(__dirname, '../../../bff/src/server.ts');
  let database: TestDatabase;
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  const bffs: ChildProcess[] = [];

  async function startBff(port: number, env: Record<string, string>): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', BFF_SCRIPT], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '0.0.0.0',
        API_URL: 'http://127.0.0.1:3510',
        NODE_ENV: 'test',
        REDIS_URL: '',
        SERVER_RENDER: '0',
        ...env,
      },
      stdio: 'ignore',
    });
    bffs.push(child);
    const deadline = Date.now() + 60_000;
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/bff/health`)).ok) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error('bff did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    t = await buildTestApp(database.db, { devMailbox: true });
    await t.app.listen({ port: 3510, host: '127.0.0.1' });
    await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        name: 'Victime',
        email: 'victim@example.cd',
        password: 'Kinshasa-Victim-2025',
        password_confirmation: 'Kinshasa-Victim-2025',
        date_of_birth: '1990-01-01',
      },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: 'victim@example.cd' },
    });
    await Promise.all([startBff(3511, { TRUST_PROXY: 'true' }), startBff(3512, {})]);
  }, 120_000);
  afterAll(async () => {
    for (const child of bffs) child.kill();
    await t?.close();
    await database?.close();
  });

  const forged = { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1', forwarded: 'for=127.0.0.1' };
  const paths = ['/api/dev/mailbox', '/api/dev/mailbox/1', '/api/%64ev/mailbox', '/api/x/../dev/mailbox'];

  it('with TRUST_PROXY=true, a visitor from the network forging X-Forwarded-For: 127.0.0.1 gets 404 and no mail', async () => {
    for (const url of paths) {
      const response = await fetch(`http://${network}:3511${url}`, { headers: forged });
      expect([url, response.status]).toEqual([url, 404]);
      const body = await response.text();
      expect(body).not.toContain('victim@example.cd');
      expect(body).not.toContain('reset-password');
    }
  });

  it('with TRUST_PROXY=true, not even this machine gets the mailbox: the proxy in front could be on it', async () => {
    const response = await fetch('http://127.0.0.1:3511/api/dev/mailbox');
    expect(response.status).toBe(404);
  });

  it('without TRUST_PROXY, this machine reads the mailbox and the network does not, forged headers or not', async () => {
    const local = await fetch('http://127.0.0.1:3512/api/dev/mailbox');
    expect(local.status).toBe(200);
    expect(JSON.stringify(await local.json())).toContain('victim@example.cd');
    for (const url of paths) {
      for (const headers of [{}, forged]) {
        const response = await fetch(`http://${network}:3512${url}`, { headers });
        expect([url, response.status]).toEqual([url, 404]);
        expect(await response.text()).not.toContain('victim@example.cd');
      }
    }
  });
});
