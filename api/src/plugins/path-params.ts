import fp from 'fastify-plugin';

/** C0 control characters (NUL included) and DEL become U+FFFD; anything else is kept. */
function withoutControlCharacters(value: string): string {
  let result = '';
  for (const char of value) {
    const code = char.charCodeAt(0);
    result += code < 0x20 || code === 0x7f ? '\ufffd' : char;
  }
  return result;
}

/**
 * A path value with a control character (`/api/ads/a%00b`) names nothing that exists: no slug, id or key the
 * api makes holds one. Each is replaced by U+FFFD before the route runs, so the route answers as for any unknown
 * value (its own 404, "Annonce introuvable" for an ad; 422 where an id must be a number) instead of a field
 * error that a real address never gets; and a NUL never reaches PostgreSQL, which cannot store it.
 */
export const pathParamsPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      const params = request.params as Record<string, unknown> | undefined;
      if (!params || typeof params !== 'object') return;
      for (const [name, value] of Object.entries(params)) {
        if (typeof value !== 'string') continue;
        const clean = withoutControlCharacters(value);
        if (clean !== value) params[name] = clean;
      }
    });
  },
  { name: 'path-params' },
);
