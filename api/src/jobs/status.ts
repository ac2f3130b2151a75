import { sql, type Kysely } from 'kysely';
import type { AdminJobs } from '@sokoni/contracts';
import type { Database } from '../db/types';
import { JOB_SCHEMA } from './queue';

const FAILURES_SHOWN = 20;
const ERROR_MAX_CHARS = 500;

interface QueueRow {
  name: string;
  queued: number;
  active: number;
  failed: number;
  retried: number;
  completed: number;
  last_completed_at: Date | null;
}

interface FailureRow {
  id: string;
  name: string;
  state: 'retry' | 'failed';
  retry_count: number;
  failed_at: Date;
  error: string | null;
}

/**
 * What the administrator sees of the job queue: per job, the runs waiting, running, out of retries and retried,
 * over what pg-boss keeps (its live table and its archive: completed runs for 7 days), and the latest failures.
 */
export async function loadJobsStatus(db: Kysely<Database>): Promise<AdminJobs> {
  const schema = sql.id(JOB_SCHEMA);
  const runs = sql`(
    SELECT id, name, state::text AS state, retry_count, started_on, completed_on, created_on, output
      FROM ${schema}.job
    UNION ALL
    SELECT id, name, state::text AS state, retry_count, started_on, completed_on, created_on, output
      FROM ${schema}.archive
  )`;
  const queues = await sql<QueueRow>`
    SELECT q.name,
      count(r.id) FILTER (WHERE r.state IN ('created', 'retry'))::int AS queued,
      count(r.id) FILTER (WHERE r.state = 'active')::int AS active,
      count(r.id) FILTER (WHERE r.state = 'failed')::int AS failed,
      count(r.id) FILTER (WHERE r.retry_count > 0 OR r.state = 'retry')::int AS retried,
      count(r.id) FILTER (WHERE r.state = 'completed')::int AS completed,
      max(r.completed_on) FILTER (WHERE r.state = 'completed') AS last_completed_at
    FROM ${schema}.queue q
    LEFT JOIN ${runs} r ON r.name = q.name
    WHERE q.name NOT LIKE '\\_\\_pgboss%'
    GROUP BY q.name
    ORDER BY q.name
  `.execute(db);
  const failures = await sql<FailureRow>`
    SELECT id::text AS id, name, state, retry_count,
      coalesce(completed_on, started_on, created_on) AS failed_at,
      output->>'message' AS error
    FROM ${runs} r
    WHERE state IN ('retry', 'failed') AND output IS NOT NULL
    ORDER BY coalesce(completed_on, started_on, created_on) DESC
    LIMIT ${FAILURES_SHOWN}
  `.execute(db);
  return {
    queues: queues.rows.map((row) => ({
      ...row,
      last_completed_at: row.last_completed_at ? new Date(row.last_completed_at).toISOString() : null,
    })),
    failures: failures.rows.map((row) => ({
      id: row.id,
      name: row.name,
      state: row.state,
      retry_count: row.retry_count,
      failed_at: new Date(row.failed_at).toISOString(),
      error: (row.error ?? '').slice(0, ERROR_MAX_CHARS),
    })),
  };
}
