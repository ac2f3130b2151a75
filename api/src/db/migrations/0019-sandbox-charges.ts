import { sql, type Kysely } from 'kysely';

/**
 * Payments that survive a crash: the sandbox provider keeps the charges it accepted in `sandbox_charges`, one
 * per merchant reference (our payment id), as a real provider keeps them on its side. A payment whose provider
 * reference was never stored (the api died between the provider's answer and the write) is found there again by
 * its merchant reference, from any instance and after a restart, and a retried charge is deduplicated on it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE sandbox_charges (
      merchant_ref text PRIMARY KEY,
      provider_ref text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS sandbox_charges`.execute(db);
}
