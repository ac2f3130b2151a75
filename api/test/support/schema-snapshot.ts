import { readFile } from 'node:fs/promises';

/** Where the global setup left the migrated PGlite dump (a file path). */
export const PGLITE_SNAPSHOT_ENV = 'SOKONI_TEST_PGLITE_SNAPSHOT';
/** The migrated PostgreSQL database new test databases are copied from. */
export const POSTGRES_TEMPLATE_ENV = 'SOKONI_TEST_POSTGRES_TEMPLATE';

let snapshot: Promise<Blob | undefined> | undefined;

/** The migrated PGlite data folder, read once per suite; undefined outside the global setup. */
export function pgliteSnapshot(): Promise<Blob | undefined> {
  const file = process.env[PGLITE_SNAPSHOT_ENV];
  if (!file) return Promise.resolve(undefined);
  snapshot ??= readFile(file).then(
    (bytes) => new Blob([bytes]),
    () => undefined,
  );
  return snapshot;
}

/** The template database's name, checked to be a plain identifier before it is put in SQL. */
export function postgresTemplate(): string | undefined {
  const name = process.env[POSTGRES_TEMPLATE_ENV];
  return name && /^[a-z0-9_]+$/.test(name) ? name : undefined;
}
