import fp from 'fastify-plugin';

const copies = new WeakMap<object, unknown>();

/**
 * A deep copy of a JSON schema without `$id`s, the same copy each time for the same schema object: the shared
 * compilers (`schema-compilers.ts`) remember their work by schema object, so a stable copy is compiled once per
 * process instead of once per app.
 */
export function withoutIds<T>(schema: T): T {
  if (schema === null || typeof schema !== 'object') return schema;
  const known = copies.get(schema);
  if (known) return known as T;
  let copy: unknown;
  if (Array.isArray(schema)) copy = schema.map((item) => withoutIds(item));
  else {
    const fields: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(schema)) {
      if (key !== '$id') fields[key] = withoutIds(value);
    }
    copy = fields;
  }
  copies.set(schema, copy);
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
