import { rm } from 'node:fs/promises';
import pg from 'pg';
import { PGLITE_SNAPSHOT_ENV, POSTGRES_TEMPLATE_ENV } from './support/schema-snapshot';

/** Removes what the global setup made: the PGlite dump and the PostgreSQL template database. */
export default async function globalTeardown(): Promise<void> {
  const file = process.env[PGLITE_SNAPSHOT_ENV];
  if (file) await rm(file, { force: true });
  const template = process.env[POSTGRES_TEMPLATE_ENV];
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!template || !adminUrl) return;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
