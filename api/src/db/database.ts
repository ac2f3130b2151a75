import { mkdir } from 'node:fs/promises';
import { CompiledQuery, Kysely, PostgresDialect, type DatabaseConnection } from 'kysely';
import pg from 'pg';
import type { Database } from './types';

/**
 * Where the data lives. `databaseUrl` selects PostgreSQL; otherwise PGlite runs in-process, in `pgliteDataDir`
 * (a folder) or in memory (`memory://`, for tests).
 */
export interface DatabaseConfig {
  databaseUrl?: string;
  pgliteDataDir?: string;
  /** A PGlite data folder dumped with `dumpDataDir()` to start from, instead of an empty cluster (for tests). */
  pgliteSnapshot?: Blob;
  /** Connections of the PostgreSQL pool (PGlite always has exactly one). */
  poolSize?: number;
  /** Told when the server drops an idle connection (restart, failover); the pool reconnects on next use. */
  onConnectionError?: (error: Error) => void;
  /**
   * Deadline of every statement, in milliseconds (PostgreSQL's `statement_timeout`; 0 or unset: none). A
   * statement past it fails with SQLSTATE 57014, as one cancelled by `withCancellation`. Migrations run without.
   */
  statementTimeoutMs?: number;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: the whole data folder as a tarball, to start another database from (see `pgliteSnapshot`). */
  dumpDataDir?(): Promise<Blob>;
}

const OID_INT8 = 20;
/** Typo tolerance of the search fallback: "samsng" against "Samsung" scores 0.57. */
const WORD_SIMILARITY_THRESHOLD = 0.5;
const OID_DATE = 1082;

/**
 * Type parsers for this pool only (not pg's global registry): int8 counts and money arrive as numbers
 * (all our int8 values are far below 2^53), and `date` columns stay 'YYYY-MM-DD' strings rather than
 * Dates shifted by the server's time zone.
 */
const typeOverrides = new pg.TypeOverrides();
typeOverrides.setTypeParser(OID_INT8, (value: string) => Number(value));
typeOverrides.setTypeParser(OID_DATE, (value: string) => value);

/** Session settings every connection needs, whichever engine is behind it. */
function prepareConnections(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    // Compiling a search's plan to machine code (JIT) took half a second at a million ads for a statement that
    // runs in milliseconds: the planner's estimate of the branches that do not run set it off. Parallel workers
    // are off too: the api runs many short statements at once, and workers for one of them take the cores the
    // others need (a list of cars by make and year at a million ads: 330 ms with them, 150 ms without, on a busy
    // 2-core machine).
    client
      .query(
        `SET pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}; SET jit = off; ` +
          'SET max_parallel_workers_per_gather = 0',
      )
      .catch(() => {
        // The connection reports its own failure to the next query; nothing more to do here.
      });
  });
}

/** Cancels the statement a PostgreSQL backend is running, from a connection of its own (the pool may be full). */
type Canceller = (pid: number) => Promise<void>;
const cancellers = new WeakMap<Kysely<Database>, Canceller>();

function backendCanceller(connectionString: string): Canceller {
  return async (pid) => {
    const client = new pg.Client({ connectionString });
    await client.connect();
    try {
      await client.query('SELECT pg_cancel_backend($1)', [pid]);
    } finally {
      await client.end();
    }
  };
}

/**
 * The PostgreSQL backend of each pooled connection, read on its first cancellable statement and kept while the
 * connection lives (Kysely keeps one `DatabaseConnection` per pooled client): a search then costs no extra round
 * trip to learn whom to cancel.
 */
const backendPids = new WeakMap<DatabaseConnection, number>();

/**
 * The backend process behind the one connection `connection` is bound to (`db.connection()`), reached through
 * its executor (Kysely's, marked internal in its types; the api's tests on PostgreSQL cancel through it).
 */
async function backendPidOf(connection: Kysely<Database>): Promise<number> {
  return connection.getExecutor().provideConnection(async (raw) => {
    let pid = backendPids.get(raw);
    if (pid === undefined) {
      const { rows } = await raw.executeQuery<{ pid: number }>(
        CompiledQuery.raw('SELECT pg_backend_pid() AS pid'),
      );
      pid = rows[0].pid;
      backendPids.set(raw, pid);
    }
    return pid;
  });
}

/** Whether the database stopped a statement: past its deadline (`statement_timeout`) or cancelled. */
export function isStatementCancelled(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '57014';
}

/**
 * Runs `work` on one connection whose running statement is cancelled when `signal` aborts (the visitor gave up):
 * the database stops at once instead of finishing a search nobody will read, and `work` fails with SQLSTATE 57014.
 * On PGlite, whose statements run in this process and cannot be interrupted, and without a signal, it just runs.
 */
export async function withCancellation<T>(
  db: Kysely<Database>,
  signal: AbortSignal | undefined,
  work: (db: Kysely<Database>) => Promise<T>,
): Promise<T> {
  const cancel = cancellers.get(db);
  if (!signal || !cancel) return work(db);
  return db.connection().execute(async (connection) => {
    const pid = await backendPidOf(connection);
    let cancelling: Promise<void> | undefined;
    const onAbort = () => {
      cancelling = cancel(pid).catch(() => {
        // The statement ends at its deadline anyway.
      });
    };
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
    try {
      return await work(connection);
    } finally {
      signal.removeEventListener('abort', onAbort);
      // A cancel on its way must land before the connection serves someone else's statement.
      if (cancelling) await cancelling;
    }
  });
}

export async function createDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: config.poolSize ?? 10,
      types: typeOverrides,
      ...(config.statementTimeoutMs ? { statement_timeout: config.statementTimeoutMs } : {}),
    });
    prepareConnections(pool);
    // Without a listener, an idle connection closed by the server would crash the whole process.
    pool.on('error', (error) => config.onConnectionError?.(error));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    cancellers.set(db, backendCanceller(config.databaseUrl));
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  return createPgliteDatabase(config.pgliteDataDir ?? 'memory://', config.pgliteSnapshot);
}

async function createPgliteDatabase(dataDir: string, snapshot?: Blob): Promise<DatabaseHandle> {
  // Loaded on demand: a PostgreSQL deployment never pays for the WASM module.
  const [{ PGlite }, { pg_trgm }, { unaccent }, { createPgConfig }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/unaccent'),
    import('@electric-sql/pglite/node-postgres'),
  ]);
  if (!dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
  const pglite = new PGlite({
    dataDir,
    loadDataDir: snapshot,
    extensions: { pg_trgm, unaccent },
    // PGlite keeps WAL segments up to max_wal_size: a small ceiling keeps the data folder near the data's size.
    postgresqlconf: ['max_wal_size = 64MB', 'min_wal_size = 32MB'],
  });
  await pglite.waitReady;
  // One PGlite connection behind a pool of one: node-postgres queues the callers, so a transaction holds the
  // connection until it commits or rolls back and nobody else's statement slips inside it.
  const pool = new pg.Pool({
    ...createPgConfig(pglite),
    max: 1,
    idleTimeoutMillis: 0,
    types: typeOverrides,
  } as pg.PoolConfig);
  prepareConnections(pool);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'pglite',
    dumpDataDir: () => pglite.dumpDataDir('none'),
    async close() {
      await db.destroy();
      await pglite.close();
    },
  };
}

export { migrateToLatest } from './migrate';
