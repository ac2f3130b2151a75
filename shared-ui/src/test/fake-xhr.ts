import { act } from '@testing-library/react';

/**
 * A stand-in for XMLHttpRequest (jsdom's cannot reach a server in tests): records each request and lets the
 * test drive upload progress and the answer, the way a slow phone network would.
 */
export class FakeXhr {
  static requests: FakeXhr[] = [];

  method = '';
  url = '';
  /** Header names lower-cased: XMLHttpRequest's header names are case-insensitive. */
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
    this.headers[name.toLowerCase()] = value;
  }

  /** The value sent for a header, whatever the case of its name. */
  header(name: string): string | undefined {
    return this.headers[name.toLowerCase()];
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
      if (typeof value !== 'string') entries.push([name, value]);
    });
    return entries;
  }
}

const RealXhr = globalThis.XMLHttpRequest;

function setXhr(value: unknown): void {
  Object.defineProperty(globalThis, 'XMLHttpRequest', { value, configurable: true, writable: true });
}

/** Puts `FakeXhr` in place of XMLHttpRequest, with no request recorded yet; `restoreXhr` puts jsdom's back. */
export function installFakeXhr(): typeof FakeXhr {
  FakeXhr.requests = [];
  setXhr(FakeXhr);
  return FakeXhr;
}

export function restoreXhr(): void {
  setXhr(RealXhr);
}
