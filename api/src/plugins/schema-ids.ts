import fp from 'fastify-plugin';

/** A deep copy of a JSON schema without `$id`s. */
export function withoutIds<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map((item) => withoutIds(item)) as T;
  if (schema === null || typeof schema !== 'object') return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key !== '$id') copy[key] = withoutIds(value);
  }
  return copy as T;
}

/**
 * The contracts name some schemas with `$id` and embed them in others (a category inside its parent's
 * children, an ad inside a page): Fastify's validators and serialisers refuse one id defined twice in a route.
 * Every route schema is therefore used inline, without ids.
 */
export const schemaIdsPlugin = fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      if (route.schema) route.schema = withoutIds(route.schema);
    });
  },
  { name: 'schema-ids' },
);
