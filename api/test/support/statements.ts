import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/types';

/** `db` through a plugin that counts the statements sent to the database (`counter.statements`). */
export function countingStatements(db: Kysely<Database>) {
  const counter = { statements: 0 };
  const counting = db.withPlugin({
    transformQuery: ({ node }) => node,
    // Called once per statement sent to the database.
    transformResult: async ({ result }) => {
      counter.statements += 1;
      return result;
    },
  });
  return { counter, counting };
}
