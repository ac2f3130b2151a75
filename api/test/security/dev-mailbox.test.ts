import { loadConfig } from '../../src/config';
import { buildApp } from '../../src/app';
import { LocalFolderStorage } from '../../src/media/storage';
import { buildTestApp, describeEachEngine, truncateAll } from '../helper';

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

      // A visitor from the network, directly or through the bff (which forwards the visitor's address).
      for (const request of [
        { remoteAddress: '203.0.113.7' },
        { headers: { 'x-forwarded-for': '203.0.113.7' } },
        { headers: { 'x-forwarded-for': '::ffff:198.51.100.4' } },
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
