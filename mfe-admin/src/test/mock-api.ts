/**
 * Answers the front end's fetch calls from a table of routes, the way the bff would, and records every call.
 * jsdom has no page URL for Node's Request to resolve "/api/..." against, so relative URLs are resolved here.
 */
export type MockResponse = { status?: number; body: unknown };
/** The request as the handler sees it: method and parsed JSON body beside the URL. */
export interface MockCall {
  url: URL;
  method: string;
  body: unknown;
}
export type MockHandler = (url: URL, call: MockCall) => MockResponse;

export interface MockApi {
  calls: MockCall[];
  /** Calls whose path is `path` (e.g. "/api/admin/ads"), any method. */
  callsTo: (path: string) => MockCall[];
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
  const calls: MockCall[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const raw = input instanceof Request ? input.url : String(input);
    const url = new URL(raw, ORIGIN);
    const method = (input instanceof Request ? input.method : init?.method) ?? 'GET';
    const text = input instanceof Request ? await input.clone().text() : typeof init?.body === 'string' ? init.body : '';
    const call: MockCall = { url, method, body: text ? JSON.parse(text) : undefined };
    calls.push(call);
    const key = `${method} ${url.pathname}`;
    const handler = routes[key] ?? routes[url.pathname] ?? matchPattern(routes, url.pathname);
    const { status = 200, body } = handler
      ? handler(url, call)
      : { status: 404, body: { message: `No mock for ${key}` } };
    return new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return { calls, callsTo: (path) => calls.filter((call) => call.url.pathname === path) };
}

/** Route keys are "METHOD /path" or "/path" (any method) and may end with "/*" to match one more segment. */
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
