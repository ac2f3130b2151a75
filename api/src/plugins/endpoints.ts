import fp from 'fastify-plugin';
import type {
  ContextConfigDefault,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteOptions,
  onRequestHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { API_ENDPOINTS, type ApiEndpointName, type ApiEndpoints, type EndpointSpec } from '@sokoni/contracts';

/** Where the api's endpoints are mounted; the table's paths are relative to it. */
export const API_MOUNT = '/api';

/** The Fastify schema of an endpoint, typed from its table entry so handlers are typed from the contracts. */
type EndpointSchema<E extends EndpointSpec> = {
  params: E['params'];
  querystring: E['query'];
  headers: E['headers'];
  body: E['body'];
  response: E['responses'];
};

export type EndpointHandler<N extends ApiEndpointName> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  EndpointSchema<ApiEndpoints[N]>,
  TypeBoxTypeProvider
>;

export interface EndpointRouteOptions<N extends ApiEndpointName> {
  handler: EndpointHandler<N>;
  /** Hooks after the table's guard (rate limits that need the user, for instance). */
  preHandler?: preHandlerHookHandler | preHandlerHookHandler[];
  /** Hooks before the guard (rate limits by address, size checks). */
  onRequest?: onRequestHookHandler | onRequestHookHandler[];
  bodyLimit?: number;
  /**
   * The handler also runs when the schema refuses the request, with `request.validationError` set, so that
   * the schema's problems and the handler's rules are answered in one 422 (`throwIfInvalid`).
   */
  attachValidation?: boolean;
  config?: RouteOptions['config'];
  /** Fields of the OpenAPI operation the table does not hold (`consumes` of a multipart form). */
  openApi?: Pick<FastifySchema, 'consumes'> & Record<string, unknown>;
}

interface EndpointMarker {
  endpoint?: ApiEndpointName;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The names of the table's endpoints that have a handler, filled as routes are registered. */
    registeredEndpoints: Set<ApiEndpointName>;
  }
}

function guardOf(app: FastifyInstance, spec: EndpointSpec): onRequestHookHandler[] {
  switch (spec.guard) {
    case 'public':
    case 'optional':
      return [];
    case 'user':
      return [app.authenticate as onRequestHookHandler];
    case 'verified':
      return [app.requireVerified as onRequestHookHandler];
    case 'admin':
      return [app.requireAdmin as onRequestHookHandler];
  }
}

const asList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * Registers the handler of one endpoint of the table: method, path, schemas and guard come from
 * `API_ENDPOINTS[name]`; the route only brings what it does. Call it inside the `/api` prefix.
 */
export function route<N extends ApiEndpointName>(
  app: FastifyInstance,
  name: N,
  options: EndpointRouteOptions<N>,
): void {
  const spec: EndpointSpec = API_ENDPOINTS[name];
  const secured = spec.guard !== 'public' && spec.guard !== 'optional';
  const schema: FastifySchema & Record<string, unknown> = {
    tags: [...spec.tags],
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    ...(spec.params ? { params: spec.params } : {}),
    ...(spec.query ? { querystring: spec.query } : {}),
    ...(spec.headers ? { headers: spec.headers } : {}),
    ...(spec.body && !spec.multipart ? { body: spec.body } : {}),
    response: spec.responses,
    ...(secured ? { security: [{ bearer: [] }] } : {}),
    ...(spec.multipart ? { consumes: ['multipart/form-data', 'application/json'] } : {}),
    ...options.openApi,
  };
  app.route({
    method: spec.method,
    url: spec.path,
    schema,
    onRequest: [...guardOf(app, spec), ...asList(options.onRequest)],
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(options.attachValidation ? { attachValidation: true } : {}),
    config: { ...(options.config as object | undefined), endpoint: name } as RouteOptions['config'],
    handler: options.handler as RouteHandlerMethod,
  });
}

/** The route of a Fastify `onRoute` hook as the api mounts it: `/api/ads/:slug` → `/ads/:slug`. */
function tablePath(url: string): string | null {
  if (url !== API_MOUNT && !url.startsWith(`${API_MOUNT}/`)) return null;
  return url.slice(API_MOUNT.length) || '/';
}

export interface EndpointsPluginOptions {
  /** Whether development-only endpoints (the mailbox) are mounted. */
  developmentEndpoints: boolean;
}

/**
 * Keeps the table and the routes in step: a route under `/api` that is not registered from the table, or a
 * table entry registered with another method or path, fails as it is added; a table entry without a handler
 * fails when the app starts.
 */
export const endpointsPlugin = fp<EndpointsPluginOptions>(
  async (app, options) => {
    const registered = new Set<ApiEndpointName>();
    app.decorate('registeredEndpoints', registered);
    app.addHook('onRoute', (routeOptions) => {
      const path = tablePath(routeOptions.url);
      if (path === null) return;
      const methods = asList(routeOptions.method);
      if (methods.every((method) => method === 'HEAD')) return;
      const name = (routeOptions.config as EndpointMarker | undefined)?.endpoint;
      if (!name || !(name in API_ENDPOINTS)) {
        throw new Error(`${methods.join(',')} ${routeOptions.url} is not an endpoint of API_ENDPOINTS`);
      }
      const spec: EndpointSpec = API_ENDPOINTS[name];
      if (path !== spec.path || !methods.includes(spec.method))
        throw new Error(`endpoint ${name} is ${spec.method} ${spec.path}, not ${methods.join(',')} ${path}`);
      if (registered.has(name)) throw new Error(`endpoint ${name} has two handlers`);
      registered.add(name);
    });
    app.addHook('onReady', async () => {
      const missing = missingEndpoints(registered, options.developmentEndpoints);
      if (missing.length > 0) throw new Error(`endpoints without a handler: ${missing.join(', ')}`);
    });
  },
  { name: 'endpoints' },
);

/** The table's endpoints this app should serve and does not. */
export function missingEndpoints(
  registered: ReadonlySet<ApiEndpointName>,
  developmentEndpoints: boolean,
): ApiEndpointName[] {
  return (Object.keys(API_ENDPOINTS) as ApiEndpointName[]).filter((name) => {
    const spec: EndpointSpec = API_ENDPOINTS[name];
    return !registered.has(name) && (developmentEndpoints || !spec.developmentOnly);
  });
}
