import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { createDatabase, type DatabaseConfig } from '../db/database';
import type { Database } from '../db/types';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
  }
}

/** Either a connection to open (and close with the app) or a database the caller owns and closes. */
export type DbPluginOptions = { database: DatabaseConfig } | { db: Kysely<Database> };

export const dbPlugin = fp<DbPluginOptions>(
  async (app, options) => {
    if ('db' in options) {
      app.decorate('db', options.db);
      return;
    }
    const handle = await createDatabase(options.database);
    app.decorate('db', handle.db);
    app.addHook('onClose', async () => handle.close());
  },
  { name: 'db' },
);
