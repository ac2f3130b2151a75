import { act } from '@testing-library/react';

/**
 * A stand-in for XMLHttpRequest (jsdom's cannot reach a server in tests): records each request and lets the
 * test drive upload progress and the answer, the way a slow phone network would.
 */
export class FakeXhr {
  static requests: FakeXhr[] = [];

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  upload = new EventTarget();
  private events = new EventTarget();
  aborted = false;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }

  send(body: FormData) {
    this.body = body;
    FakeXhr.requests.push(this);
  }

  abort() {
    this.aborted = true;
    this.events.dispatchEvent(new Event('abort'));
  }

  /** Reports `loaded` of `total` bytes sent. */
  async progress(loaded: number, total: number) {
    const event = Object.assign(new Event('progress'), { lengthComputable: true, loaded, total });
    await act(async () => {
      this.upload.dispatchEvent(event);
    });
  }

  /** Answers, then lets the page react (awaited inside act, as a browser would run it). */
  async respond(status: number, body: unknown) {
    await act(async () => {
      this.upload.dispatchEvent(new Event('load'));
      this.status = status;
      this.responseText = JSON.stringify(body);
      this.events.dispatchEvent(new Event('load'));
    });
  }

  async failNetwork() {
    await act(async () => {
      this.events.dispatchEvent(new Event('error'));
    });
  }

  /** The text fields of the body, repeated names kept in order. */
  fields(): [string, string][] {
    const entries: [string, string][] = [];
    this.body?.forEach((value, name) => {
      if (typeof value === 'string') entries.push([name, value]);
    });
    return entries;
  }

  field(name: string): string | undefined {
    return this.fields().find(([key]) => key === name)?.[1];
  }

  files(): [string, File][] {
    const entries: [string, File][] = [];
    this.body?.forEach((value, name) => {
      if (typeof value !== 'string') entries.push([name, value as File]);
    });
    return entries;
  }
}

const RealXhr = globalThis.XMLHttpRequest;

export function installFakeXhr(): typeof FakeXhr {
  FakeXhr.requests = [];
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return FakeXhr;
}

export function restoreXhr(): void {
  globalThis.XMLHttpRequest = RealXhr;
}

/** jsdom has no object URLs; previews only need a unique string. */
export function installObjectUrls(): void {
  let next = 0;
  URL.createObjectURL = jest.fn(() => `blob:preview-${(next += 1)}`);
  URL.revokeObjectURL = jest.fn();
}
