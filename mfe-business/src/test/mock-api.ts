/**
 * Answers the front end's fetch calls from a table of routes, the way the bff would, and records every call.
 * jsdom has no page URL for Node's Request to resolve "/api/..." against, so relative URLs are resolved here.
 */
export type MockResponse = { status?: number; body: unknown };
export interface MockRequest {
  url: URL;
  method: string;
  /** The JSON body, parsed; undefined when there is none or it is not JSON (a file upload). */
  body: unknown;
}
export type MockHandler = (url: URL, request: MockRequest) => MockResponse;

export interface MockApi {
  calls: URL[];
  requests: MockRequest[];
  /** Calls whose path is `path` (e.g. "/api/ads"). */
  callsTo: (path: string) => URL[];
  /** Requests whose path is `path`, with method and body. */
  requestsTo: (path: string) => MockRequest[];
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
  const requests: MockRequest[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
    const raw = input instanceof Request ? input.url : String(input);
    const url = new URL(raw, ORIGIN);
    calls.push(url);
    let body: unknown;
    if (input instanceof Request) {
      try {
        body = JSON.parse(await input.clone().text());
      } catch {
        body = undefined;
      }
    }
    const request = { url, method: input instanceof Request ? input.method : 'GET', body };
    requests.push(request);
    const handler = routes[url.pathname] ?? matchPattern(routes, url.pathname);
    const { status = 200, body: answer } = handler
      ? handler(url, request)
      : { status: 404, body: { message: `No mock for ${url.pathname}` } };
    return new Response(JSON.stringify(answer), { status, headers: { 'Content-Type': 'application/json' } });
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
    if (pattern.endsWith('/*') && pathname.startsWith(pattern.slice(0, -1)) && !pathname.slice(pattern.length - 1).includes('/')) {
      return handler;
    }
  }
  return undefined;
}

export function restoreFetch(): void {
  globalThis.Request = NodeRequest;
  globalThis.FormData = NodeFormData;
}
