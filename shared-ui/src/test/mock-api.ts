/**
 * The front-end tests' network: answers `fetch` from a table of routes, the way the bff would, and records
 * every request. The test environment already resolves relative URLs against the page and builds FormData
 * from forms, so nothing else is patched. The next `mockApi` replaces the table; `jest.restoreAllMocks()` puts
 * the real fetch back.
 *
 * Route keys are "METHOD /path" or "/path" (any method); a key ending in "/*" also matches one more path
 * segment ("/api/ads/*" answers "/api/ads/12", not "/api/ads/12/status"), "/**" any number of them.
 */

/** A request the front end sent, with its body read: JSON parsed, a multipart body as FormData, else text. */
export interface MockRequest {
  method: string;
  url: URL;
  headers: Headers;
  credentials: RequestCredentials;
  body: unknown;
}

/** What a handler answers: a JSON body (none for 204) and its status, or a whole Response (a stream…). */
export type MockResponse = { status?: number; body?: unknown } | Response;
export type MockHandler = (url: URL, request: MockRequest) => MockResponse | Promise<MockResponse>;
export type MockRoutes = Record<string, MockHandler>;

export interface MockApi {
  /** Every request, in order. */
  requests: MockRequest[];
  /** Requests to `key`: "METHOD /path" or "/path" (any method), exact path. */
  requestsTo: (key: string) => MockRequest[];
  /** Adds or replaces routes while the test runs. */
  use: (routes: MockRoutes) => void;
}

async function readBody(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) return request.clone().formData();
  const text = await request.clone().text();
  if (!text) return undefined;
  if (type.includes('application/json')) return JSON.parse(text);
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function matches(pattern: string, pathname: string): boolean {
  if (pattern === pathname) return true;
  if (pattern.endsWith('/**')) return pathname.startsWith(pattern.slice(0, -2));
  if (pattern.endsWith('/*')) {
    const prefix = pattern.slice(0, -1);
    return pathname.startsWith(prefix) && pathname.length > prefix.length && !pathname.slice(prefix.length).includes('/');
  }
  return false;
}

function findHandler(routes: MockRoutes, method: string, pathname: string): MockHandler | undefined {
  const exact = routes[`${method} ${pathname}`] ?? routes[pathname];
  if (exact) return exact;
  for (const [key, handler] of Object.entries(routes)) {
    const space = key.indexOf(' ');
    const keyMethod = space > 0 ? key.slice(0, space) : null;
    const pattern = space > 0 ? key.slice(space + 1) : key;
    if ((keyMethod === null || keyMethod === method) && matches(pattern, pathname)) return handler;
  }
  return undefined;
}

function toResponse(answer: MockResponse): Response {
  if (answer instanceof Response) return answer;
  const { status = 200, body } = answer;
  const empty = status === 204 || status === 304 || body === undefined;
  return new Response(empty ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Replaces `fetch` with the route table; unknown routes answer 404 with a message naming them. */
export function mockApi(routes: MockRoutes = {}): MockApi {
  const table: MockRoutes = { ...routes };
  const requests: MockRequest[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request && !init ? input : new Request(input, init);
    const url = new URL(request.url);
    const recorded: MockRequest = {
      method: request.method,
      url,
      headers: request.headers,
      credentials: request.credentials,
      body: await readBody(request),
    };
    requests.push(recorded);
    const handler = findHandler(table, request.method, url.pathname);
    return toResponse(
      handler
        ? await handler(url, recorded)
        : { status: 404, body: { message: `No mock for ${request.method} ${url.pathname}` } },
    );
  });
  return {
    requests,
    requestsTo: (key) => {
      const space = key.indexOf(' ');
      const method = space > 0 ? key.slice(0, space) : null;
      const path = space > 0 ? key.slice(space + 1) : key;
      return requests.filter((r) => r.url.pathname === path && (method === null || r.method === method));
    },
    use: (more) => Object.assign(table, more),
  };
}

/**
 * A server-sent event stream the test writes to, served by a route of `mockApi`
 * (`api.use({ 'GET /bff/events': stream.handler })`). `opened` resolves once the page has connected and
 * started reading, so the page counts the stream as live by then.
 */
export function mockEventStream() {
  const encoder = new TextEncoder();
  let push: (text: string) => void = () => undefined;
  let markOpened: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    markOpened = resolve;
  });
  // No buffer (highWaterMark 0): `pull` runs only once the page reads.
  const handler: MockHandler = () =>
    new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          push = (text) => controller.enqueue(encoder.encode(text));
        },
        pull() {
          markOpened();
        },
      }, { highWaterMark: 0 }),
      { headers: { 'content-type': 'text/event-stream' } },
    );
  return {
    handler,
    opened,
    /** Writes raw stream text ("id: 1\nevent: payment\ndata: {...}\n\n"). */
    send: (text: string) => push(text),
  };
}
