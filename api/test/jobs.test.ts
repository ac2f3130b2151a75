import { spawn } from 'node:child_process';
import path from 'node:path';
import { CompiledQuery, sql, type Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import type { AdminJobs } from '@sokoni/contracts';
import type { Database } from '../src/db/types';
import { JOB_SCHEMA, type JobPolicy } from '../src/jobs/queue';
import type { BuildAppOptions } from '../src/app';
import { buildTestApp, createTestDatabase, describeEachEngine, type TestApp } from './helper';
import { bearer, createAccount } from './support/accounts';

const FAST = { jobsPollingIntervalSeconds: 0.5, jobsMaintenanceIntervalSeconds: 1 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(100);
  }
}

interface JobRow {
  id: string;
  state: string;
  retry_count: number;
}

const jobsNamed = async (db: Kysely<Database>, name: string) =>
  (
    await sql<JobRow>`SELECT id::text AS id, state::text AS state, retry_count
      FROM ${sql.id(JOB_SCHEMA)}.job WHERE name = ${name} ORDER BY created_on`.execute(db)
  ).rows;

/** An app whose queue also works one test job (registered before the app is ready, like the api's own). */
function appWithJob(
  db: Kysely<Database>,
  name: string,
  handler: (payload: object, job: { id: string; retryCount: number }) => Promise<void>,
  policy: JobPolicy,
  every?: number,
  options: Partial<BuildAppOptions> = {},
): Promise<TestApp> {
  return buildTestApp(db, {
    ...FAST,
    ...options,
    beforeReady: async (app) => {
      await app.jobs.work(name, handler, policy);
      if (every) app.jobs.every(name, every);
    },
  });
}

describeEachEngine('durable jobs', (getDb) => {
  const apps: TestApp[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  it('runs a periodic job once across two api instances on the same database', async () => {
    const db = getDb().db;
    const runs: string[] = [];
    const hourly = 60 * 60 * 1000;
    // Each instance also runs the api's own periodic jobs: two instances, one ad expiry run.
    for (const instance of ['a', 'b'])
      apps.push(
        await appWithJob(db, 'test-hourly', async () => void runs.push(instance), {}, hourly, {
          adExpiryIntervalMs: hourly,
        }),
      );
    await waitFor(async () => (await jobsNamed(db, 'ad-expiry')).every((job) => job.state === 'completed'));
    await waitFor(async () => runs.length > 0);
    await sleep(1500);
    expect(runs).toHaveLength(1);
    expect(await jobsNamed(db, 'test-hourly')).toEqual([expect.objectContaining({ state: 'completed' })]);
    expect(await jobsNamed(db, 'ad-expiry')).toEqual([expect.objectContaining({ state: 'completed' })]);
  }, 60_000);

  it('retries a failing job with backoff and shows it failed and retried to the administrator', async () => {
    const db = getDb().db;
    const attempts: number[] = [];
    const app = await appWithJob(
      db,
      'test-failing',
      async () => {
        attempts.push(Date.now());
        throw new Error('SMTP server refused the mail');
      },
      { retryLimit: 1, retryDelaySeconds: 1 },
    );
    apps.push(app);
    const id = await app.app.jobs.enqueue('test-failing', { to: 'someone@example.cd' });
    await waitFor(async () => (await jobsNamed(db, 'test-failing'))[0]?.state === 'failed');
    expect(attempts).toHaveLength(2);
    // Backoff: the retry waits at least the delay (1 s) after the first failure.
    expect(attempts[1] - attempts[0]).toBeGreaterThanOrEqual(1000);

    const admin = await createAccount(db, { name: 'Admin', is_admin: true });
    const response = await app.app.inject({ url: '/api/admin/jobs', headers: bearer(admin.token) });
    expect(response.statusCode).toBe(200);
    const body = response.json<AdminJobs>();
    expect(body.queues.find((queue) => queue.name === 'test-failing')).toEqual({
      name: 'test-failing',
      queued: 0,
      active: 0,
      failed: 1,
      retried: 1,
      completed: 0,
      last_completed_at: null,
    });
    expect(body.failures[0]).toEqual({
      id,
      name: 'test-failing',
      state: 'failed',
      retry_count: 1,
      failed_at: expect.any(String),
      error: 'SMTP server refused the mail',
    });
  }, 60_000);

  it('runs a job again, once, when the worker that claimed it died mid-run', async () => {
    const database = getDb();
    const db = database.db;
    const name = 'test-orphaned';
    const policy = { retryLimit: 2, retryDelaySeconds: 1, expireInSeconds: 2 };
    const runs: Array<{ id: string; retryCount: number }> = [];

    if (database.engine === 'postgres') {
      // A real worker process, killed with SIGKILL while it runs the job.
      const { rows } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(db);
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${rows[0].name}`;
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', path.join(__dirname, 'support/job-worker.ts'), name, String(policy.expireInSeconds)],
        { env: { ...process.env, DATABASE_URL: url.toString() }, stdio: ['ignore', 'pipe', 'inherit'] },
      );
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      await waitFor(async () => output.includes('ready'), 30_000);
      const app = await buildTestApp(db, FAST);
      apps.push(app);
      const id = await app.app.jobs.enqueue(name, { n: 1 });
      await waitFor(async () => output.includes(`started ${id}`));
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
      expect(await jobsNamed(db, name)).toEqual([expect.objectContaining({ id, state: 'active' })]);
    } else {
      // One connection, one process: the dead worker is a claim through the queue that is never answered.
      const boss = new PgBoss({
        db: {
          executeSql: async (text, values) => ({
            rows: (await db.executeQuery(CompiledQuery.raw(text, values ?? []))).rows as never[],
          }),
        },
        schema: JOB_SCHEMA,
        migrate: false,
        supervise: false,
        schedule: false,
      });
      await boss.start();
      await boss.createQueue(name, {
        name,
        retryLimit: policy.retryLimit,
        retryDelay: policy.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: policy.expireInSeconds,
      });
      const id = await boss.send(name, { n: 1 });
      const [claimed] = await boss.fetch(name);
      expect(claimed.id).toBe(id);
      await boss.stop({ graceful: false, wait: true });
      expect(await jobsNamed(db, name)).toEqual([expect.objectContaining({ id, state: 'active' })]);
    }

    // Another instance takes the job back after its expiry and runs it, once.
    apps.push(await appWithJob(db, name, async (_payload, job) => void runs.push(job), policy));
    await waitFor(async () => (await jobsNamed(db, name))[0]?.state === 'completed', 30_000);
    await sleep(2500);
    expect(runs).toEqual([{ id: expect.any(String), name, retryCount: 1 }]);
    expect(await jobsNamed(db, name)).toEqual([expect.objectContaining({ state: 'completed', retry_count: 1 })]);
  }, 90_000);

  it('queues a job inside a transaction only if the transaction commits', async () => {
    const db = getDb().db;
    const app = await buildTestApp(db, FAST);
    apps.push(app);
    await app.app.jobs.work('test-in-transaction', async () => undefined);
    await expect(
      db.transaction().execute(async (trx) => {
        await app.app.jobs.enqueue('test-in-transaction', { n: 1 }, { db: trx });
        throw new Error('payment refused');
      }),
    ).rejects.toThrow('payment refused');
    expect(await jobsNamed(db, 'test-in-transaction')).toEqual([]);
    await db.transaction().execute(async (trx) => {
      await app.app.jobs.enqueue('test-in-transaction', { n: 2 }, { db: trx });
    });
    await waitFor(async () => (await jobsNamed(db, 'test-in-transaction'))[0]?.state === 'completed');
  }, 60_000);

  it('a worker loop that outlives its database (closed first) finds nothing instead of throwing', async () => {
    const own = await createTestDatabase();
    let release: () => void = () => undefined;
    let started = false;
    const app = await appWithJob(
      own.db,
      'test-outlived',
      () =>
        new Promise<void>((resolve) => {
          started = true;
          release = resolve;
        }),
      { retryLimit: 0 },
    );
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      await app.app.jobs.enqueue('test-outlived', {});
      await waitFor(async () => started);
      // The database goes first, the run still going: its completion and the next polls find nothing.
      await own.close();
      release();
      await sleep(1500);
      await app.close();
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  }, 60_000);

  it('shows the jobs to administrators only', async () => {
    const db = getDb().db;
    const app = await buildTestApp(db);
    apps.push(app);
    const user = await createAccount(db, { name: 'Someone' });
    const admin = await createAccount(db, { name: 'Admin', is_admin: true });
    const get = (headers: object = {}) =>
      app.app.inject({ url: '/api/admin/jobs', headers: { 'accept-language': 'fr', ...headers } });
    const anonymous = await get();
    expect(anonymous.statusCode).toBe(401);
    const refused = await get(bearer(user.token));
    expect(refused.statusCode).toBe(403);
    const allowed = await get(bearer(admin.token));
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['cache-control']).toBe('no-store');
    expect(allowed.json()).toEqual({ queues: expect.any(Array), failures: expect.any(Array) });
  });
});
