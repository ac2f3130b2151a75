import { LIVE_STREAM_END_COMMENTS } from '@sokoni/contracts';
import { LiveEventConnection, type LiveEventMessage } from './live-events';

/** A stream the test writes to and ends, as the api would. */
function openStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    response: new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

type Stream = ReturnType<typeof openStream>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let visibility: DocumentVisibilityState = 'visible';
let streams: Stream[] = [];
const originalFetch = globalThis.fetch;

beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});

beforeEach(() => {
  visibility = 'visible';
  streams = [];
  globalThis.fetch = jest.fn(async () => {
    const stream = openStream();
    streams.push(stream);
    return stream.response;
  }) as typeof fetch;
});

afterAll(() => {
  globalThis.fetch = originalFetch;
});

async function connected(count: number) {
  for (let i = 0; i < 200 && streams.length < count; i += 1) await sleep(10);
  expect(streams).toHaveLength(count);
}

describe('LiveEventConnection', () => {
  it('delivers events and reconnects after a plain drop', async () => {
    const connection = new LiveEventConnection();
    const received: LiveEventMessage[] = [];
    const unsubscribe = connection.subscribe((event) => received.push(event), 'token');
    await connected(1);
    streams[0].send('id: 7\nevent: message\ndata: {"id":1}\n\n');
    await sleep(10);
    expect(received).toEqual([{ id: 7, type: 'message', data: { id: 1 } }]);

    streams[0].end();
    await connected(2);
    expect(jest.mocked(globalThis.fetch).mock.calls[1][1]?.headers).toMatchObject({ 'last-event-id': '7' });
    unsubscribe();
  });

  it('a hidden tab whose stream another tab took waits until it is shown again', async () => {
    const connection = new LiveEventConnection();
    const unsubscribe = connection.subscribe(() => undefined, 'token');
    await connected(1);
    visibility = 'hidden';
    streams[0].send(`: ${LIVE_STREAM_END_COMMENTS['too-many-streams']}\n\n`);
    streams[0].end();
    await sleep(1300);
    expect(streams).toHaveLength(1);
    expect(connection.getStatus()).toBe('polling');

    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    await connected(2);
    unsubscribe();
  });

  it('does not reopen a stream whose session ended', async () => {
    const connection = new LiveEventConnection();
    const unsubscribe = connection.subscribe(() => undefined, 'token');
    await connected(1);
    streams[0].send(`: ${LIVE_STREAM_END_COMMENTS['session-ended']}\n\n`);
    streams[0].end();
    await sleep(1300);
    expect(streams).toHaveLength(1);
    expect(connection.getStatus()).toBe('polling');

    // Signing in again (a new token) opens a fresh stream.
    connection.useToken('another-token');
    await connected(2);
    unsubscribe();
  });
});
