import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

type BuildSerializer = ReturnType<typeof SerializerSelector>;
type Serializer = ReturnType<ReturnType<BuildSerializer>>;

const serializerSelector = SerializerSelector();
const serializerPools = new Map<string, WeakMap<object, Serializer>>();

/**
 * The default serialiser builder, remembering what it compiled by schema object: the route schemas are the
 * contracts' constants (kept as stable copies by `schema-ids.ts`), so a second app built in the same process
 * compiles nothing again.
 */
const buildSharedSerializer: BuildSerializer = (externalSchemas, serializerOptions) => {
  const compile = serializerSelector(externalSchemas, serializerOptions);
  const key = JSON.stringify([externalSchemas, serializerOptions]);
  let compiled = serializerPools.get(key);
  if (!compiled) {
    compiled = new WeakMap();
    serializerPools.set(key, compiled);
  }
  const pool = compiled;
  return (route) => {
    const schema = route.schema as object;
    let serializer = pool.get(schema);
    if (!serializer) {
      serializer = compile(route);
      pool.set(schema, serializer);
    }
    return serializer;
  };
};

/**
 * Validators and serialisers compiled once per process, shared by every app built in it. A server builds one app
 * and notices nothing; the test suites build dozens, and compiling the schemas of every route again was most of
 * each build. Validators come from one Ajv per set of options (Ajv remembers each schema object it compiled),
 * serialisers from the cache above.
 */
export const sharedSchemaCompilers = {
  buildValidator: AjvCompiler(),
  buildSerializer: buildSharedSerializer,
};
