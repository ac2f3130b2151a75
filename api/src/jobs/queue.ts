import { CompiledQuery, type Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/types';

/** The PostgreSQL schema pg-boss keeps its queues in (created and upgraded by pg-boss itself). */
export const JOB_SCHEMA = 'pgboss';

/** What a worker is told about the job it runs. */
export interface JobContext {
  id: string;
  name: string;
  /** 0 on the first run, 1 on the first retry… */
  retryCount: number;
}

export type JobHandler<T> = (payload: T, job: JobContext) => Promise<void>;

/** How a job is retried and when a run is taken for dead. */
export interface JobPolicy {
  /** Retries after the first failure (default 3). */
  retryLimit?: number;
  /** Seconds before the first retry, doubled at each one with jitter (default 30). */
  retryDelaySeconds?: number;
  /**
   * A run still active after this many seconds is taken for dead (its process was killed, its connection lost)
   * and run again if retries are left (default 15 minutes).
   */
  expireInSeconds?: number;
}

export interface EnqueueOptions {
  /** At most one queued or running job with this key in the queue at a time; a second is dropped. */
  singletonKey?: string;
  /** Not before this moment. */
  runAt?: Date;
  /** The caller's transaction: the job exists only if it commits. */
  db?: Kysely<Database>;
}

/**
 * Durable jobs, shared by every api instance on the same database: a queued job runs once (a worker claims it
 * with `FOR UPDATE SKIP LOCKED`), a failed one is retried with exponential backoff, one whose worker died is
 * taken back after its expiry and run again. The same queue (pg-boss) serves PostgreSQL and the embedded PGlite.
 */
export interface JobQueue {
  /** Declares a queue and runs its jobs in this process (after `start`). */
  work<T extends object>(name: string, handler: JobHandler<T>, policy?: JobPolicy): Promise<void>;
  /**
   * A periodic job: one run per interval across all instances (the first at start unless another instance
   * already ran this interval's). Needs `work` for the same name.
   */
  every(name: string, intervalMs: number): void;
  /** Queues a job; its id, or null when a job with the same singleton key is already waiting. */
  enqueue<T extends object>(name: string, payload: T, options?: EnqueueOptions): Promise<string | null>;
  /** Starts the workers and the periodic ticks. */
  start(): Promise<void>;
  /** Stops taking jobs, waits up to `graceMs` for runs in progress (the rest run again elsewhere after expiry). */
  stop(graceMs?: number): Promise<void>;
}

export interface JobQueueOptions {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  /** How often an idle worker looks for work, in seconds (at least 0.5; default 2). */
  pollingIntervalSeconds?: number;
  /** How often expired runs are looked for and old jobs archived, in seconds (default 60). */
  maintenanceIntervalSeconds?: number;
}

const DEFAULT_POLICY: Required<JobPolicy> = { retryLimit: 3, retryDelaySeconds: 30, expireInSeconds: 15 * 60 };

/** pg-boss talks to the database through our own pool (PostgreSQL) or the single PGlite connection. */
interface ClosableBossDb extends PgBoss.Db {
  close(): Promise<void>;
}

/**
 * What a statement answers once the queue's database is gone: no rows, and for pg-boss's commands on jobs
 * (complete, fail, cancel…, which end by counting what they changed) a count of 0, as pg-boss reads it.
 */
function nothingDone(text: string): { rows: never[] } {
  const counted = /SELECT COUNT\(\*\) FROM results\s*$/i.test(text);
  return { rows: (counted ? [{ count: '0' }] : []) as never[] };
}

/** Kysely's answer once its database has been destroyed (`db.destroy()`). */
function isClosedDatabase(error: unknown): boolean {
  return error instanceof Error && /driver has already been destroyed/.test(error.message);
}

function bossDb(db: Kysely<Database>): ClosableBossDb {
  let closed = false;
  const running = new Set<Promise<unknown>>();
  return {
    async executeSql(text: string, values?: unknown[]) {
      // After stop, a worker loop finishing its last poll finds nothing rather than a closed pool.
      if (closed) return nothingDone(text);
      const query = db.executeQuery(CompiledQuery.raw(text, values ?? []));
      running.add(query);
      try {
        const result = await query;
        return { rows: result.rows as unknown[] as never[] };
      } catch (error) {
        // The database was closed by its owner while a worker loop was still finishing (shutdown, a test's
        // database): the same as after stop, nothing more to do. The runs it held expire and run again.
        if (isClosedDatabase(error)) {
          closed = true;
          return nothingDone(text);
        }
        throw error;
      } finally {
        running.delete(query);
      }
    },
    async close() {
      closed = true;
      await Promise.allSettled([...running]);
    },
  };
}

/** The version of its schema this pg-boss writes when it installs it (null if its plans do not say). */
const JOB_QUEUE_VERSION: number | null = (() => {
  const found = /INSERT INTO \S+\.version\s*\(version\)\s*VALUES\s*\('?(\d+)'?\)/i.exec(
    PgBoss.getConstructionPlans(JOB_SCHEMA),
  );
  return found ? Number(found[1]) : null;
})();

/** The version of the job queue's schema in the database, null when it is not installed. */
async function installedJobQueueVersion(db: Kysely<Database>): Promise<number | null> {
  try {
    const { rows } = await db.executeQuery<{ version: string | number }>(
      CompiledQuery.raw(`SELECT version FROM ${JOB_SCHEMA}.version`),
    );
    return rows.length === 1 ? Number(rows[0].version) : null;
  } catch {
    return null;
  }
}

/**
 * Creates or upgrades pg-boss's schema: pg-boss keeps its own version table and serializes concurrent
 * installs with an advisory lock, so several instances starting together are safe. A schema already at this
 * pg-boss's version is recognised in one query, without starting pg-boss.
 */
export async function installJobQueue(db: Kysely<Database>): Promise<void> {
  const installed = await installedJobQueueVersion(db);
  if (installed !== null && installed === JOB_QUEUE_VERSION) return;
  const boss = new PgBoss({ db: bossDb(db), schema: JOB_SCHEMA, supervise: false, schedule: false });
  await boss.start();
  await boss.stop({ graceful: false, wait: true });
}

export function createJobQueue(options: JobQueueOptions): JobQueue {
  const adapter = bossDb(options.db);
  const pollingIntervalSeconds = Math.max(0.5, options.pollingIntervalSeconds ?? 2);
  const boss = new PgBoss({
    db: adapter,
    schema: JOB_SCHEMA,
    // Installed by the migrations step (installJobQueue); a start never changes the schema.
    migrate: false,
    supervise: true,
    schedule: false,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 60,
  });
  // An unhandled 'error' event would end the process: pg-boss reports a failed poll or maintenance run here.
  boss.on('error', (error) => options.log.warn({ err: error }, 'job queue error'));

  const workers = new Map<string, { handler: JobHandler<object>; policy: Required<JobPolicy>; id?: string }>();
  const periodic: Array<{ name: string; intervalMs: number }> = [];
  const timers: NodeJS.Timeout[] = [];
  let started = false;
  let stopped = false;
  // pg-boss's start() returns at once while another call is still starting it: every caller awaits this one.
  let booting: Promise<unknown> | undefined;
  const boot = () => (booting ??= boss.start());

  const tick = (name: string, intervalMs: number) => {
    // One job per time slot of the interval, whoever asks first: the others' sends are dropped by the queue.
    const singletonSeconds = Math.max(1, Math.round(intervalMs / 1000));
    boss
      .send(name, {}, { singletonSeconds, singletonKey: 'tick' })
      .then((id) => {
        const worker = workers.get(name);
        if (id && worker?.id) boss.notifyWorker(worker.id);
      })
      .catch((error: unknown) => {
        if (!stopped) options.log.warn({ err: error, job: name }, 'periodic job could not be queued');
      });
  };

  const startWorker = async (name: string) => {
    const worker = workers.get(name)!;
    worker.id = await boss.work<object>(
      name,
      { pollingIntervalSeconds, batchSize: 1, includeMetadata: true },
      async ([job]) => {
        const started = Date.now();
        try {
          await worker.handler(job.data ?? {}, { id: job.id, name, retryCount: job.retryCount });
        } catch (error) {
          options.log.error(
            { err: error, job: name, jobId: job.id, retryCount: job.retryCount },
            'job failed',
          );
          throw error;
        } finally {
          // A worker that found a job asks for the next one at once: the queue waits its polling interval only
          // once it is empty (500 alert mails queued by one approved ad left at one every 2 s otherwise).
          if (worker.id) boss.notifyWorker(worker.id);
        }
        options.log.debug({ job: name, jobId: job.id, ms: Date.now() - started }, 'job done');
      },
    );
  };

  return {
    async work(name, handler, policy) {
      const full = { ...DEFAULT_POLICY, ...policy };
      await boot();
      await boss.createQueue(name, {
        name,
        policy: 'standard',
        retryLimit: full.retryLimit,
        retryDelay: full.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: full.expireInSeconds,
      });
      // createQueue keeps an existing queue's settings: a changed policy takes effect on the next deploy.
      await boss.updateQueue(name, {
        name,
        retryLimit: full.retryLimit,
        retryDelay: full.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: full.expireInSeconds,
      });
      workers.set(name, { handler: handler as JobHandler<object>, policy: full });
      if (started) await startWorker(name);
    },

    every(name, intervalMs) {
      periodic.push({ name, intervalMs });
      if (started) {
        tick(name, intervalMs);
        const timer = setInterval(() => tick(name, intervalMs), intervalMs);
        timer.unref();
        timers.push(timer);
      }
    },

    async enqueue(name, payload, enqueueOptions = {}) {
      await boot();
      const id = await boss.send(name, payload, {
        ...(enqueueOptions.singletonKey ? { singletonKey: enqueueOptions.singletonKey } : {}),
        ...(enqueueOptions.runAt ? { startAfter: enqueueOptions.runAt } : {}),
        ...(enqueueOptions.db ? { db: bossDb(enqueueOptions.db) } : {}),
      });
      const worker = workers.get(name);
      // A job for this process starts now rather than at the next poll (one in a transaction: at the next poll).
      if (id && worker?.id && !enqueueOptions.runAt && !enqueueOptions.db) boss.notifyWorker(worker.id);
      return id;
    },

    async start() {
      if (started) return;
      await boot();
      started = true;
      for (const name of workers.keys()) await startWorker(name);
      for (const { name, intervalMs } of periodic) {
        tick(name, intervalMs);
        const timer = setInterval(() => tick(name, intervalMs), intervalMs);
        timer.unref();
        timers.push(timer);
      }
    },

    async stop(graceMs = 8000) {
      if (stopped) return;
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      if (!booting) return;
      await booting;
      // Runs still going after the grace period are failed by pg-boss and retried by another instance.
      try {
        await boss.stop({ graceful: true, wait: true, timeout: graceMs });
      } catch (error) {
        // The database went first (a test's, or a lost connection): the expiry takes the runs back anyway.
        options.log.warn({ err: error }, 'job queue stopped uncleanly');
      }
      await adapter.close();
    },
  };
}
