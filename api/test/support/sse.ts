import http from 'node:http';

export interface SseEvent {
  id?: string;
  event: string;
  data: unknown;
}

/** A real Server-Sent Events client over HTTP, collecting parsed events. */
export class SseClient {
  readonly events: SseEvent[] = [];
  /** Comment lines the server sent (`: ping`, `: session ended`), without the colon. */
  readonly comments: string[] = [];
  /** The last `retry:` hint the server sent (ms). */
  retry?: number;
  status = 0;
  /** Set when the server ended the response. */
  ended = false;
  private request?: http.ClientRequest;
  private response?: http.IncomingMessage;
  private buffer = '';

  static open(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
    const client = new SseClient();
    return new Promise((resolve, reject) => {
      client.request = http.get(
        url,
        { headers: { accept: 'text/event-stream', ...headers }, agent: false },
        (res) => {
          client.status = res.statusCode ?? 0;
          client.response = res;
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => client.push(chunk));
          res.on('end', () => {
            client.ended = true;
          });
          res.on('error', () => undefined);
          resolve(client);
        },
      );
      client.request.on('error', reject);
    });
  }

  private push(chunk: string): void {
    this.buffer += chunk;
    let index: number;
    while ((index = this.buffer.indexOf('\n\n')) >= 0) {
      const block = this.buffer.slice(0, index);
      this.buffer = this.buffer.slice(index + 2);
      const event: SseEvent = { event: 'message', data: undefined };
      let data = '';
      let hasData = false;
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) {
          this.comments.push(line.slice(1).trim());
          continue;
        }
        const [field, ...rest] = line.split(':');
        const value = rest.join(':').replace(/^ /, '');
        if (field === 'retry') this.retry = Number(value);
        else if (field === 'id') event.id = value;
        else if (field === 'event') event.event = value;
        else if (field === 'data') {
          data += (hasData ? '\n' : '') + value;
          hasData = true;
        }
      }
      if (!hasData) continue;
      try {
        event.data = JSON.parse(data);
      } catch {
        event.data = data;
      }
      this.events.push(event);
    }
  }

  /** Raw body text, for bodies that are not event streams (errors). */
  async text(): Promise<string> {
    const res = this.response!;
    if (res.readableEnded) return this.buffer;
    await new Promise((resolve) => res.on('end', resolve));
    return this.buffer;
  }

  of(type: string): SseEvent[] {
    return this.events.filter((event) => event.event === type);
  }

  async waitFor(predicate: (events: SseEvent[]) => boolean, timeoutMs = 15_000): Promise<void> {
    const started = Date.now();
    while (!predicate(this.events)) {
      if (Date.now() - started > timeoutMs) {
        throw new Error(`condition not met within ${timeoutMs} ms; events: ${JSON.stringify(this.events)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  /** Waits until the server ends the stream. */
  async waitForEnd(timeoutMs = 15_000): Promise<void> {
    const started = Date.now();
    while (!this.ended) {
      if (Date.now() - started > timeoutMs) throw new Error(`stream still open after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  close(): void {
    this.request?.destroy();
  }
}
