import { useEffect, useSyncExternalStore } from 'react';
import {
  DEFAULT_LOCALE,
  LIVE_STREAM_END_COMMENTS,
  STORAGE_KEYS,
  type LiveEventType,
  type LiveStreamEndReason,
} from '@sokoni/contracts';
import { BFF_PREFIX, readStorage, useAppSelector } from '@sokoni/shared-ui';

export interface LiveEventMessage {
  /** The log id (absent on the snapshot sent when a stream opens). */
  id?: number;
  type: LiveEventType;
  data: unknown;
}

/** `live`: the stream is open; `polling`: it could not be opened, so pages poll; `off`: signed out. */
export type LiveStatus = 'off' | 'connecting' | 'live' | 'polling';

type Listener = (event: LiveEventMessage) => void;

/** How often pages refresh when the stream cannot be opened (an old proxy), in milliseconds. */
export const LIVE_POLLING_INTERVAL_MS = 15_000;
const MAX_BACKOFF_MS = 30_000;
const END_REASONS = Object.entries(LIVE_STREAM_END_COMMENTS) as [LiveStreamEndReason, string][];

/**
 * One event stream per browser tab, shared by the shell and every remote (`@sokoni/shared-ui/widgets` is a
 * singleton): opened while someone listens and a token is there, read with `fetch` so the token goes in a
 * header, resumed with Last-Event-ID after a drop. After two failed attempts the status turns to `polling`
 * (pages then poll) while it keeps retrying with a growing delay; no error is shown.
 *
 * The api says why it ended a stream in its last comment line. A session holds a few streams at most, and one
 * more closes its oldest: that tab then waits until it is shown again (or 30 s if it is on screen) before it
 * reconnects, so that six open tabs do not take each other's streams in turn every second. A stream whose session
 * ended is not reopened: the next api call answers 401 and signs the tab out.
 */
export class LiveEventConnection {
  private readonly listeners = new Set<Listener>();
  private readonly statusListeners = new Set<() => void>();
  private status: LiveStatus = 'off';
  private token: string | null = null;
  private controller: AbortController | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private lastEventId: string | null = null;
  private failures = 0;
  private endReason: LiveStreamEndReason | null = null;
  private waitForVisible: (() => void) | null = null;

  getStatus = (): LiveStatus => this.status;

  subscribeStatus = (listener: () => void): (() => void) => {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  };

  private setStatus(status: LiveStatus): void {
    if (this.status === status) return;
    this.status = status;
    for (const listener of [...this.statusListeners]) listener();
  }

  subscribe(listener: Listener, token: string | null): () => void {
    this.listeners.add(listener);
    this.useToken(token);
    return () => {
      this.listeners.delete(listener);
      // React re-subscribes in the same commit when a listener changes: close only if nobody came back.
      setTimeout(() => {
        if (this.listeners.size === 0) this.stop();
      }, 0);
    };
  }

  /** Called with the session's token: a new token (another account) starts a fresh stream. */
  useToken(token: string | null): void {
    if (token === this.token && (this.controller || this.retryTimer || this.waitForVisible)) return;
    this.stop();
    this.token = token;
    this.lastEventId = null;
    if (token && this.listeners.size > 0) void this.connect();
  }

  private stop(): void {
    this.controller?.abort();
    this.controller = null;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.waitForVisible?.();
    this.waitForVisible = null;
    this.failures = 0;
    this.setStatus('off');
  }

  private async connect(): Promise<void> {
    const token = this.token;
    if (!token || typeof fetch !== 'function') return;
    const controller = new AbortController();
    this.controller = controller;
    this.endReason = null;
    if (this.status !== 'polling') this.setStatus('connecting');
    const headers: Record<string, string> = {
      accept: 'text/event-stream',
      authorization: `Bearer ${token}`,
      'accept-language': readStorage(STORAGE_KEYS.locale) ?? DEFAULT_LOCALE,
    };
    if (this.lastEventId) headers['last-event-id'] = this.lastEventId;
    try {
      const response = await fetch(`${BFF_PREFIX}/events`, { headers, signal: controller.signal });
      const type = response.headers.get('content-type') ?? '';
      if (response.status === 401) {
        // The session is over; the base query handles signing out. Keep pages polling meanwhile.
        this.controller = null;
        this.setStatus('polling');
        return;
      }
      if (!response.ok || !response.body || !type.includes('text/event-stream')) throw new Error('no stream');
      this.failures = 0;
      this.setStatus('live');
      await this.read(response.body);
    } catch {
      // Network drop, proxy refusing streams, or abort: decided below.
    }
    if (controller.signal.aborted || this.controller !== controller) return;
    this.controller = null;
    if (this.endReason === 'session-ended') {
      this.setStatus('polling');
      return;
    }
    if (this.endReason === 'too-many-streams') {
      this.setStatus('polling');
      this.reconnectWhenShown();
      return;
    }
    this.failures += 1;
    if (this.failures >= 2) this.setStatus('polling');
    const delay = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.min(this.failures - 1, 5));
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.connect();
    }, delay);
  }

  /** After another tab took this one's place: back when the tab is shown again, or after a while on screen. */
  private reconnectWhenShown(): void {
    const reconnect = () => {
      this.waitForVisible?.();
      this.waitForVisible = null;
      if (this.retryTimer) clearTimeout(this.retryTimer);
      this.retryTimer = null;
      void this.connect();
    };
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') {
      const onChange = () => {
        if (document.visibilityState === 'visible') reconnect();
      };
      document.addEventListener('visibilitychange', onChange);
      this.waitForVisible = () => document.removeEventListener('visibilitychange', onChange);
    } else {
      this.retryTimer = setTimeout(reconnect, MAX_BACKOFF_MS);
    }
  }

  private async read(body: ReadableStream<Uint8Array>): Promise<void> {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true }).replace(/\r\n/g, '\n');
      let index: number;
      while ((index = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        this.dispatch(block);
      }
    }
  }

  private noteComment(text: string): void {
    const reason = END_REASONS.find(([, comment]) => comment === text)?.[0];
    if (reason) this.endReason = reason;
  }

  private dispatch(block: string): void {
    let id: string | undefined;
    let type = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) this.noteComment(line.slice(1).trim());
      if (!line || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'id') id = value;
      else if (field === 'event') type = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length === 0) return;
    if (id) this.lastEventId = id;
    let parsed: unknown;
    try {
      parsed = JSON.parse(data.join('\n'));
    } catch {
      return;
    }
    const event: LiveEventMessage = {
      id: id ? Number(id) : undefined,
      type: type as LiveEventType,
      data: parsed,
    };
    for (const listener of [...this.listeners]) listener(event);
  }
}

const connection = new LiveEventConnection();

/** Listens to the signed-in user's live events while the component is mounted. */
export function useLiveEvents(listener: Listener): void {
  const token = useAppSelector((state) => state.session.token);
  useEffect(() => connection.subscribe(listener, token), [listener, token]);
}

/** The stream's state: pages poll with LIVE_POLLING_INTERVAL_MS unless it is `live`. */
export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(connection.subscribeStatus, connection.getStatus, connection.getStatus);
}

/** RTK Query's `pollingInterval` for data the stream keeps fresh: 0 while live, a slow poll otherwise. */
export function useLivePollingInterval(): number {
  return useLiveStatus() === 'live' ? 0 : LIVE_POLLING_INTERVAL_MS;
}
