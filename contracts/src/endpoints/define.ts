import type { Static, TSchema } from '@sinclair/typebox';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint:
 * - `public`: anyone; the handler ignores the session;
 * - `optional`: anyone; the handler reads the session when there is one (an owner sees more);
 * - `user`: a signed-in user (401 otherwise);
 * - `verified`: a signed-in user whose email address is verified (401, then 403);
 * - `admin`: a signed-in administrator (401, then 403).
 */
export type EndpointGuard = 'public' | 'optional' | 'user' | 'verified' | 'admin';

/**
 * Where an endpoint is and who may call it: all the front end needs, kept apart from the schemas so that the
 * browser's code carries a small table of addresses and none of the schemas.
 */
export interface EndpointAddress {
  method: HttpMethod;
  /** In Fastify's syntax (`/ads/:slug`), relative to `/api`. */
  path: string;
  guard: EndpointGuard;
  /** Only registered when the development mailbox is on (never in production). */
  developmentOnly?: true;
}

/** What an endpoint reads and answers, beside its address. */
export interface EndpointDetails {
  summary: string;
  description?: string;
  tags: readonly string[];
  params?: TSchema;
  query?: TSchema;
  /** Request headers the endpoint requires (lower-case names), such as an `idempotency-key`. */
  headers?: TSchema;
  /** A JSON body; for a multipart form, the schema of its text fields (files are described by `files`). */
  body?: TSchema;
  /** Multipart forms: the body is `multipart/form-data` (JSON accepted too when `body` is set). */
  multipart?: { files: string; maxFiles?: number };
  /** Answers by status; the 2xx ones are what a caller receives. */
  responses: { readonly [status: number]: TSchema };
  /** A stream of server-sent events rather than one JSON answer. */
  eventStream?: true;
}

/** One endpoint of the api: its address, what it reads, what it answers and who may call it. */
export type EndpointSpec = EndpointAddress & EndpointDetails;

type StaticOf<S> = S extends TSchema ? Static<S> : undefined;
type SuccessStatus<E extends EndpointSpec> = Extract<keyof E['responses'], 200 | 201 | 202 | 204>;

export type EndpointParams<E extends EndpointSpec> = StaticOf<E['params']>;
export type EndpointQuery<E extends EndpointSpec> = StaticOf<E['query']>;
export type EndpointBody<E extends EndpointSpec> = StaticOf<E['body']>;
/** What a caller receives when the call succeeds. */
export type EndpointResponse<E extends EndpointSpec> =
  SuccessStatus<E> extends never ? unknown : StaticOf<E['responses'][SuccessStatus<E>]>;

/**
 * The path of an endpoint with its parameters filled in (`/ads/:slug` → `/ads/samsung-a15-42`), each value
 * URL-encoded; slugs that hold slashes (`:slug*` is not used) are encoded too. A missing parameter throws: it
 * is a programming error, never a visitor's.
 */
export function endpointPath(
  spec: Pick<EndpointSpec, 'path'>,
  params?: Record<string, string | number | undefined> | object,
): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return spec.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`endpoint ${spec.path}: missing path parameter "${name}"`);
    return encodeURIComponent(String(value));
  });
}
