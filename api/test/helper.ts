import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import pg from 'pg';
import { buildApp, type App, type BuildAppOptions } from '../src/app';
import { createDatabase, migrateToLatest, type DatabaseHandle } from '../src/db/database';
import type { Database } from '../src/db/types';
import { LocalFolderStorage } from '../src/media/storage';
import { pgliteSnapshot, postgresTemplate } from './support/schema-snapshot';

export type Engine = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL points at a server (e.g. postgres://postgres@127.0.0.1:5432/test). */
export const ENGINES: Engine[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase {
  db: Kysely<Database>;
  engine: Engine;
  close(): Promise<void>;
}

/**
 * A fresh, migrated, empty database: PGlite in memory, or a new PostgreSQL database (created from
 * TEST_DATABASE_URL and dropped on close), so suites never see each other's rows. Both start from the schema the
 * global setup migrated once (a PGlite dump, a PostgreSQL template) when there is one.
 */
export async function createTestDatabase(engine: Engine = 'pglite'): Promise<TestDatabase> {
  if (engine === 'pglite') {
    const handle = await createDatabase({
      pgliteDataDir: 'memory://',
      pgliteSnapshot: await pgliteSnapshot(),
    });
    await migrateToLatest(handle.db);
    return { db: handle.db, engine, close: () => handle.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `sokoni_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const template = postgresTemplate();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let handle: DatabaseHandle;
  try {
    handle = await createDatabase({ databaseUrl: url.toString(), poolSize: 4 });
    await migrateToLatest(handle.db);
  } catch (error) {
    await dropDatabase(adminUrl, name);
    throw error;
  }
  return {
    db: handle.db,
    engine,
    async close() {
      await handle.close();
      await dropDatabase(adminUrl, name);
    },
  };
}

async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/**
 * Empties every table (identities restart), keeping the schema: cheaper than a new database. The app's own
 * background work (a sandbox payment confirming, a job) may hold some of the tables at that moment: PostgreSQL
 * then picks the TRUNCATE as a deadlock's victim, and it is simply tried again.
 */
export async function truncateAll(db: Kysely<Database>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await sql`TRUNCATE
        ad_idempotency_keys, ad_views, ad_images, ads, business_slug_history, business_profiles, users, promotion_plans, exchange_rates, currencies,
        translations, languages, settings, categories, locations, contact_messages, outbox_mails,
        auth_tokens, password_resets, oauth_states, social_accounts, favorites,
        conversations, messages, live_events, reviews, reports, saved_searches, saved_search_hits, phone_codes
        RESTART IDENTITY CASCADE`.execute(db);
      return;
    } catch (error) {
      const deadlock = (error as { code?: string }).code === '40P01';
      if (!deadlock || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

export interface TestApp {
  app: App;
  db: Kysely<Database>;
  storage: LocalFolderStorage;
  mediaRoot: string;
  close(): Promise<void>;
}

/**
 * The api on a test database, ready for `inject`. The app does not own the database: `close()` closes the
 * app and removes its media folder; the database is closed by whoever created it.
 */
export async function buildTestApp(
  db: Kysely<Database>,
  options: Partial<BuildAppOptions> & { beforeReady?: (app: App) => void | Promise<void> } = {},
): Promise<TestApp> {
  const mediaRoot = await mkdtemp(path.join(tmpdir(), 'sokoni-media-'));
  const storage = new LocalFolderStorage(mediaRoot);
  const { beforeReady, ...appOptions } = options;
  const app = await buildApp({
    db,
    storage,
    logger: false,
    visitorSecret: 'test-secret',
    // Suites sign up many people from one address; the registration limit has tests of its own.
    registrationLimit: { max: 10_000, timeWindowMs: 60 * 60 * 1000 },
    ...appOptions,
  });
  try {
    if (beforeReady) await beforeReady(app);
    await app.ready();
  } catch (error) {
    // An app that refused to start leaves no timer, connection or folder behind.
    await app.close().catch(() => undefined);
    await rm(mediaRoot, { recursive: true, force: true });
    throw error;
  }
  return {
    app,
    db,
    storage,
    mediaRoot,
    async close() {
      await app.close();
      await rm(mediaRoot, { recursive: true, force: true });
    },
  };
}

/** Runs a suite once per available engine; the callback gets a getter for that engine's database. */
export function describeEachEngine(title: string, suite: (getDb: () => TestDatabase) => void): void {
  describe.each(ENGINES)(`${title} [%s]`, (engine) => {
    let database: TestDatabase | undefined;
    beforeAll(async () => {
      database = await createTestDatabase(engine);
    }, 60_000);
    afterAll(async () => {
      await database?.close();
    });
    suite(() => {
      if (!database) throw new Error('test database not ready');
      return database;
    });
  });
}

/**
 * A suite's api on the suite's database: built before its tests (with `options`), closed after them, and its
 * tables emptied before each test unless `emptyEachTest` is false. The object it returns is filled once the
 * suite's `beforeAll` hooks have run: read its fields inside hooks and tests only.
 */
export function useTestApp(
  getDb: () => TestDatabase,
  options: Parameters<typeof buildTestApp>[1] = {},
  { emptyEachTest = true }: { emptyEachTest?: boolean } = {},
): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await buildTestApp(getDb().db, options));
  });
  afterAll(async () => {
    if (t.close) await t.close();
  });
  if (emptyEachTest) beforeEach(() => truncateAll(t.db));
  return t;
}

/** One column of the row of `table` with this id, as a test reads it back after a change. */
export async function columnOf<
  T extends keyof Database & string,
  C extends keyof Selectable<Database[T]> & string,
>(db: Kysely<Database>, table: T, id: number, column: C): Promise<Selectable<Database[T]>[C]> {
  const { rows } = await sql<Record<C, Selectable<Database[T]>[C]>>`
    SELECT ${sql.ref(column)} FROM ${sql.table(table)} WHERE id = ${id}
  `.execute(db);
  if (rows.length === 0) throw new Error(`no ${table} row ${id}`);
  return rows[0][column];
}
