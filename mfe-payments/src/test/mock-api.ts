/**
 * Answers the front end's fetch calls from a table of routes, the way the bff would, and records every call.
 * jsdom has no page URL for Node's Request to resolve "/api/..." against, so relative URLs are resolved here.
 */
export type MockResponse = { status?: number; body: unknown };
export type MockHandler = (url: URL, request: RecordedRequest) => MockResponse;

/** What the front end sent: method, headers and the JSON body. */
export interface RecordedRequest {
  url: URL;
  method: string;
  headers: Headers;
  body: unknown;
}

export interface MockApi {
  calls: URL[];
  requests: RecordedRequest[];
  /** Calls whose path is `path` (e.g. "/api/ads"). */
  callsTo: (path: string) => URL[];
  /** Requests whose path is `path`, with method and body. */
  requestsTo: (path: string) => RecordedRequest[];
}

const ORIGIN = 'http://localhost';
const NodeRequest = globalThis.Request;

class RelativeRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' && input.startsWith('/') ? `${ORIGIN}${input}` : input, init);
  }
}

const NodeFormData = globalThis.FormData;

/**
 * React 19 builds `new FormData(form, submitter)` when a submit handler starts a transition (React Router's
 * navigate does); Node's FormData, which the test environment installs, does not accept a jsdom form.
 */
class FormDataFromForm extends NodeFormData {
  constructor(form?: HTMLFormElement, submitter?: HTMLElement | null) {
    super();
    if (!form) return;
    for (const element of Array.from(form.elements) as HTMLInputElement[]) {
      if (element.name && element !== submitter) this.append(element.name, element.value);
    }
  }
}

export function mockApi(routes: Record<string, MockHandler>): MockApi {
  globalThis.Request = RelativeRequest as typeof Request;
  globalThis.FormData = FormDataFromForm as typeof FormData;
  const calls: URL[] = [];
  const requests: RecordedRequest[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const raw = input instanceof Request ? input.url : String(input);
    const url = new URL(raw, ORIGIN);
    const method = input instanceof Request ? input.method : (init?.method ?? 'GET');
    const headers = input instanceof Request ? input.headers : new Headers(init?.headers);
    const text =
      input instanceof Request ? await input.clone().text() : typeof init?.body === 'string' ? init.body : '';
    const request: RecordedRequest = { url, method, headers, body: text ? JSON.parse(text) : undefined };
    calls.push(url);
    requests.push(request);
    const handler = routes[url.pathname] ?? matchPattern(routes, url.pathname);
    const { status = 200, body } = handler
      ? handler(url, request)
      : { status: 404, body: { message: `No mock for ${url.pathname}` } };
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return {
    calls,
    requests,
    callsTo: (path) => calls.filter((url) => url.pathname === path),
    requestsTo: (path) => requests.filter((request) => request.url.pathname === path),
  };
}

/** Route keys may end with "/*" to match one more path segment. */
function matchPattern(routes: Record<string, MockHandler>, pathname: string): MockHandler | undefined {
  for (const [pattern, handler] of Object.entries(routes)) {
    if (
      pattern.endsWith('/*') &&
      pathname.startsWith(pattern.slice(0, -1)) &&
      !pathname.slice(pattern.length - 1).includes('/')
    ) {
      return handler;
    }
  }
  return undefined;
}

export function restoreFetch(): void {
  globalThis.Request = NodeRequest;
  globalThis.FormData = NodeFormData;
}
