import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

type BuildValidator = ReturnType<typeof AjvCompiler>;
type BuildSerializer = ReturnType<typeof SerializerSelector>;
type Serializer = ReturnType<ReturnType<BuildSerializer>>;
type ValidatorCompiler = ReturnType<BuildValidator>;
type Validator = ReturnType<ValidatorCompiler>;

/**
 * Compilations put off until first use, in the order they were put off. `compilePendingSchemas()` runs them all
 * at once: a test uses it to prove that every route's schemas compile, which a server no longer does at start.
 */
const pending = new Set<() => unknown>();

/** Compiles every route schema not compiled yet (tests: a schema Ajv or the serialiser refuses throws here). */
export function compilePendingSchemas(): number {
  const thunks = [...pending];
  for (const thunk of thunks) thunk();
  return thunks.length;
}

/** `compile`'s result, compiled on the first call of the returned function (and listed as pending until then). */
function compiledOnFirstUse<T>(compile: () => T): () => T {
  let compiled: T | undefined;
  const ensure = () => {
    if (compiled === undefined) {
      compiled = compile();
      pending.delete(ensure);
    }
    return compiled;
  };
  pending.add(ensure);
  return ensure;
}

/**
 * A validator compiled on its first call. Fastify calls a validator with the request part and, when the function
 * has a `schemaEnv` (an Ajv one), with its parent so that Ajv may coerce the part itself; it reads the failures
 * from the function's `errors`. The wrapper passes both through and copies `errors` after each call.
 */
function lazyValidator(compile: () => Validator): Validator {
  const ensure = compiledOnFirstUse(compile);
  const validate = function (this: unknown, data: unknown, context?: unknown) {
    const real = ensure() as unknown as ((...args: unknown[]) => unknown) & { errors?: unknown };
    const result = context === undefined ? real.call(this, data) : real.call(this, data, context);
    (validate as unknown as { errors?: unknown }).errors = real.errors;
    return result;
  };
  // Truthy like an Ajv function's, so that Fastify passes the parent data Ajv needs to coerce a root value.
  (validate as unknown as { schemaEnv: unknown }).schemaEnv = true;
  return validate as unknown as Validator;
}

/** A serialiser compiled on its first call. */
function lazySerializer(compile: () => Serializer): Serializer {
  const ensure = compiledOnFirstUse(compile);
  return ((data: unknown) => (ensure() as (value: unknown) => string)(data)) as Serializer;
}

const ajvCompiler = AjvCompiler();

/**
 * Fastify's validator builder (one Ajv per set of options, which remembers each schema object it compiled), each
 * route's validators compiled when first used.
 */
const buildLazyValidator: BuildValidator = ((externalSchemas, ajvOptions) => {
  const compile = ajvCompiler(externalSchemas, ajvOptions);
  return ((route) => lazyValidator(() => compile(route))) as ValidatorCompiler;
}) as BuildValidator;

const serializerSelector = SerializerSelector();
const serializerPools = new Map<string, WeakMap<object, Serializer>>();

/**
 * The default serialiser builder, remembering what it compiled by schema object (the route schemas are the
 * contracts' constants, kept as stable copies by `schema-ids.ts`), each serialiser compiled when first used.
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
      serializer = lazySerializer(() => compile(route));
      pool.set(schema, serializer);
    }
    return serializer;
  };
};

/**
 * Validators and serialisers compiled once per process, each when its route first needs it. Compiling the
 * schemas of every route (about 200 endpoints, a validator per request part and a serialiser per answer) was
 * the larger half of an api's start: 1.2 s of CPU on a quiet machine, far more on a busy one, and a replaced
 * instance must be back quickly. A route's first request pays its own few milliseconds instead. Shared by every
 * app built in the process: the test suites build dozens.
 */
export const sharedSchemaCompilers = {
  buildValidator: buildLazyValidator,
  buildSerializer: buildSharedSerializer,
};
