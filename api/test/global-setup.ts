import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, migrateToLatest } from '../src/db/database';
import { PGLITE_SNAPSHOT_ENV, POSTGRES_TEMPLATE_ENV } from './support/schema-snapshot';

/**
 * Migrates the schema once per test run, so that each suite starts from a copy instead of an empty cluster:
 * a dumped PGlite data folder (skips initdb and the migrations, most of a suite's start-up) and, when
 * TEST_DATABASE_URL is set, a PostgreSQL template database. Suites still run the migrator, which finds nothing
 * to do; a suite started outside this setup creates its database from scratch as before.
 */
export default async function globalSetup(): Promise<void> {
  const handle = await createDatabase({ pgliteDataDir: 'memory://' });
  await migrateToLatest(handle.db);
  if (handle.dumpDataDir) {
    const file = path.join(
      tmpdir(),
      `sokoni-test-schema-${process.pid}-${randomBytes(4).toString('hex')}.tar`,
    );
    await writeFile(file, Buffer.from(await (await handle.dumpDataDir()).arrayBuffer()));
    process.env[PGLITE_SNAPSHOT_ENV] = file;
  }
  await handle.close();

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return;
  const name = `sokoni_template_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const template = await createDatabase({ databaseUrl: url.toString(), poolSize: 1 });
  try {
    await migrateToLatest(template.db);
  } finally {
    await template.close();
  }
  process.env[POSTGRES_TEMPLATE_ENV] = name;
}
