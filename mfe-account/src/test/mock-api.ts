/**
 * Answers the front end's fetch calls from a table keyed by "METHOD /path" (e.g. "POST /api/login"), the way
 * the bff would, and records every call with its parsed body. jsdom has no page URL for Node's Request to
 * resolve "/api/..." against, so relative URLs are resolved here.
 */
export interface MockCall {
  method: string;
  url: URL;
  headers: Headers;
  /** Parsed JSON body, or the FormData of a multipart body, or null. */
  body: unknown;
}

export type MockResponse = { status?: number; body: unknown };
export type MockHandler = (call: MockCall) => MockResponse | Promise<MockResponse>;

export interface MockApi {
  calls: MockCall[];
  /** Calls to "METHOD /path". */
  callsTo: (key: string) => MockCall[];
}

const ORIGIN = 'http://localhost';
const NodeRequest = globalThis.Request;
const NodeFormData = globalThis.FormData;

class RelativeRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' && input.startsWith('/') ? `${ORIGIN}${input}` : input, init);
  }
}

/**
 * React 19 builds `new FormData(form, submitter)` when a submit handler starts a transition (React Router's
 * navigate does); Node's FormData, which the test environment installs, does not accept a jsdom form.
 */
class FormDataFromForm extends NodeFormData {
  constructor(form?: HTMLFormElement, submitter?: HTMLElement | null) {
    super();
    if (!form) return;
    for (const element of Array.from(form.elements) as HTMLInputElement[]) {
      if (element.name && element !== submitter && element.type !== 'file')
        this.append(element.name, element.value);
    }
  }
}

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return request.json();
  if (type.includes('multipart/form-data')) return request.formData();
  const text = await request.text();
  return text ? text : null;
}

/** Route keys may end with "/*" to match one more path segment or more. */
function findHandler(routes: Record<string, MockHandler>, key: string): MockHandler | undefined {
  if (routes[key]) return routes[key];
  for (const [pattern, handler] of Object.entries(routes)) {
    if (pattern.endsWith('/*') && key.startsWith(pattern.slice(0, -1))) return handler;
  }
  return undefined;
}

export function mockApi(routes: Record<string, MockHandler>): MockApi {
  globalThis.Request = RelativeRequest as typeof Request;
  globalThis.FormData = FormDataFromForm as typeof FormData;
  const calls: MockCall[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new RelativeRequest(input, init);
    const url = new URL(request.url, ORIGIN);
    const call: MockCall = {
      method: request.method,
      url,
      headers: request.headers,
      body: await readBody(request),
    };
    calls.push(call);
    const handler = findHandler(routes, `${request.method} ${url.pathname}`);
    const { status = 200, body } = handler
      ? await handler(call)
      : { status: 404, body: { message: `No mock for ${request.method} ${url.pathname}` } };
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
  return { calls, callsTo: (key) => calls.filter((call) => `${call.method} ${call.url.pathname}` === key) };
}

export function restoreFetch(): void {
  globalThis.Request = NodeRequest;
  globalThis.FormData = NodeFormData;
}
