import type { FastifyRequest } from 'fastify';
import { FormatRegistry, type TSchema } from '@sinclair/typebox';
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler';
import {
  API_ENDPOINTS,
  HTTP_URL_FORMAT,
  endpointPath,
  isHttpUrl,
  type ApiEndpointName,
  type ApiParams,
  type ApiQueries,
  type ApiResults,
  type EndpointSpec,
  type Locale,
} from '@sokoni/contracts';
import { apiLocale } from './i18n';

/** Why a call to the api failed without an HTTP answer we can pass on. */
export type UpstreamFailure = 'unavailable' | 'timeout' | 'bad_gateway';

export const UPSTREAM_STATUS: Record<UpstreamFailure, 502 | 503 | 504> = {
  unavailable: 503,
  timeout: 504,
  bad_gateway: 502,
};

/** The api could not be reached, was too slow, or answered something that is not a usable response. */
export class UpstreamError extends Error {
  constructor(
    readonly failure: UpstreamFailure,
    options?: { cause?: unknown },
  ) {
    super(`api ${failure}`, options);
    this.name = 'UpstreamError';
  }
}

/** The api answered with an error status (4xx/5xx); `body` is its JSON when it sent one. */
export class UpstreamHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: { message?: string } | undefined,
  ) {
    super(`api answered ${status}`);
    this.name = 'UpstreamHttpError';
  }
}

const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
  'FST_REPLY_FROM_SERVICE_UNAVAILABLE',
]);
const TIMEOUT_CODES = new Set([
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'FST_REPLY_FROM_TIMEOUT',
  'FST_REPLY_FROM_GATEWAY_TIMEOUT',
  'FST_REPLY_FROM_HTTP_REQUEST_TIMEOUT',
]);

function errorCodes(error: unknown): string[] {
  const codes: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const { code, name } = current as { code?: unknown; name?: unknown };
    if (typeof code === 'string') codes.push(code);
    if (typeof name === 'string') codes.push(name);
    current = (current as { cause?: unknown }).cause;
  }
  return codes;
}

/** Sorts a network-level error (fetch, undici, reply-from) into unreachable, timeout or bad gateway. */
export function classifyUpstreamError(error: unknown): UpstreamFailure {
  const codes = errorCodes(error);
  if (codes.some((code) => UNREACHABLE_CODES.has(code))) return 'unavailable';
  if (codes.some((code) => TIMEOUT_CODES.has(code) || code === 'TimeoutError')) return 'timeout';
  return 'bad_gateway';
}

/**
 * Forwarding headers the bff sets itself. Whatever a client sent under these names is dropped first:
 * the api trusts them to count views and apply limits, so only the bff may write them.
 */
export const CLIENT_FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-forwarded-prefix',
  'x-real-ip',
  // The address of the visitor's own connection (below), which the api's development mailbox goes by.
  'x-sokoni-peer-address',
];

export function forwardingHeaders(
  request: Pick<FastifyRequest, 'ip' | 'protocol' | 'host'> & {
    raw: { socket?: { remoteAddress?: string } | null };
  },
): Record<string, string> {
  return {
    // Unknown once the visitor went away (`request.ip` is undefined then): not sent as the text "undefined".
    ...(request.ip ? { 'x-forwarded-for': request.ip } : {}),
    // From the socket, never from a header: unlike `request.ip`, no `TRUST_PROXY` setting lets a client choose it.
    'x-sokoni-peer-address': request.raw.socket?.remoteAddress ?? '',
    'x-forwarded-proto': request.protocol,
    'x-forwarded-host': request.host,
  };
}

export type ApiGetOptions = {
  query?: Record<string, string | number | boolean | undefined>;
  /** Forward the caller's identity (Authorization, IP, user agent) so the api sees the real visitor. */
  request?: FastifyRequest;
  /** Send the Authorization header of `request` (default true). */
  withAuthorization?: boolean;
  /** Language of the answer; the caller's Accept-Language (French by default) otherwise. */
  locale?: Locale;
};

type Present<K extends string, T> = [T] extends [undefined] ? { [P in K]?: never } : { [P in K]: T };

/** A call of one api endpoint by its name in the table: its path parameters and query, typed from it. */
export type ApiCallOptions<N extends ApiEndpointName> = Omit<ApiGetOptions, 'query'> &
  Present<'params', ApiParams[N]> & { query?: Partial<ApiQueries[N]> };

export type ApiClient = {
  get<T>(path: string, options?: ApiGetOptions): Promise<T>;
  /**
   * GETs an endpoint of the table and checks the answer against its schema: an answer of another shape is a bad
   * gateway (502), never passed on to a page.
   */
  call<N extends ApiEndpointName>(name: N, options: ApiCallOptions<N>): Promise<ApiResults[N]>;
};

// The formats the contracts use, as the api's validator reads them (TypeBox refuses unknown formats).
const FORMATS: Record<string, (value: string) => boolean> = {
  'date-time': (value) => !Number.isNaN(Date.parse(value)),
  date: (value) => /^\d{4}-\d{2}-\d{2}$/.test(value),
  email: (value) => value.includes('@'),
  uuid: (value) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value),
  [HTTP_URL_FORMAT]: isHttpUrl,
};
for (const [format, check] of Object.entries(FORMATS)) if (!FormatRegistry.Has(format)) FormatRegistry.Set(format, check);

const answerChecks = new Map<ApiEndpointName, TypeCheck<TSchema> | null>();

/** The compiled check of an endpoint's successful answer (its first 2xx schema), made once. */
function answerCheck(name: ApiEndpointName): TypeCheck<TSchema> | null {
  if (!answerChecks.has(name)) {
    const spec: EndpointSpec = API_ENDPOINTS[name];
    const status = Object.keys(spec.responses).find((code) => code.startsWith('2'));
    answerChecks.set(name, status ? TypeCompiler.Compile(spec.responses[Number(status)]) : null);
  }
  return answerChecks.get(name) ?? null;
}

export function createApiClient(baseUrl: string, timeoutMs: number): ApiClient {
  const client: ApiClient = {
    async call<N extends ApiEndpointName>(name: N, options: ApiCallOptions<N>) {
      const spec: EndpointSpec = API_ENDPOINTS[name];
      if (spec.method !== 'GET') throw new Error(`the bff only reads from the api (${name} is ${spec.method})`);
      const { params, query, ...rest } = options as ApiGetOptions & { params?: object; query?: object };
      const body = await client.get<unknown>(`/api${endpointPath(spec, params)}`, {
        ...rest,
        query: query as ApiGetOptions['query'],
      });
      const check = answerCheck(name);
      if (check && !check.Check(body)) {
        const first = check.Errors(body).First();
        throw new UpstreamError('bad_gateway', {
          cause: new Error(`${name}: answer does not match its schema at ${first?.path ?? '/'}: ${first?.message ?? ''}`),
        });
      }
      return body as ApiResults[N];
    },
    async get<T>(path: string, options: ApiGetOptions = {}): Promise<T> {
      const url = new URL(`${baseUrl}${path}`);
      for (const [key, value] of Object.entries(options.query ?? {})) {
        if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
      }
      const { request, locale } = options;
      const headers: Record<string, string> = { accept: 'application/json' };
      const language = locale ?? (request ? apiLocale(request) : undefined);
      if (language) headers['accept-language'] = language;
      if (request) {
        Object.assign(headers, forwardingHeaders(request));
        const userAgent = request.headers['user-agent'];
        if (userAgent) headers['user-agent'] = userAgent;
        const authorization = request.headers.authorization;
        if (authorization && options.withAuthorization !== false) headers.authorization = authorization;
      }

      let response: Response;
      try {
        response = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
      } catch (error) {
        throw new UpstreamError(classifyUpstreamError(error), { cause: error });
      }

      let body: unknown;
      try {
        body = await response.json();
      } catch (error) {
        if (response.ok) throw new UpstreamError(classifyUpstreamError(error), { cause: error });
        body = undefined;
      }
      if (!response.ok)
        throw new UpstreamHttpError(response.status, body as { message?: string } | undefined);
      return body as T;
    },
  };
  return client;
}
