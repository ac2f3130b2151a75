import { waitFor } from '@testing-library/react';
import { installFakeXhr, restoreXhr, type FakeXhr } from '../test/fake-xhr';
import { mockApi, type MockRequest } from '../test/mock-api';
import { baseApi } from './base-api';
import { makeStore } from './store';
import { isAbortedRequest, uploadQuery, type UploadRequest } from './upload-query';

interface Saved {
  id: number;
}

/** The same multipart POST through each transport: fetch (`baseQuery`) and XMLHttpRequest (`uploadQuery`). */
const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    viaFetch: build.mutation<Saved, UploadRequest>({
      query: ({ url, body }) => ({ url, method: 'POST', body }),
    }),
    viaXhr: build.mutation<Saved, UploadRequest>({
      queryFn: (request, api) => uploadQuery<Saved>(request, api),
    }),
  }),
});

/** Answers every fetch with `status` and records the requests. */
function answerFetch(status: number, body: unknown): MockRequest[] {
  return mockApi({ '/**': () => ({ status, body }) }).requests;
}

function signedIn() {
  return makeStore({
    session: { token: 'token-42', user: null, initialised: true },
    preferences: { locale: 'en', theme: null, currency: 'USD', cookieConsent: null, dataSaver: null, saveData: false },
  });
}

function form(): FormData {
  const body = new FormData();
  body.append('title', 'Vélo');
  body.append('images[0]', new File(['photo'], 'front.jpg', { type: 'image/jpeg' }));
  return body;
}

let xhr: typeof FakeXhr;
beforeEach(() => {
  xhr = installFakeXhr();
});
afterEach(() => {
  restoreXhr();
  jest.restoreAllMocks();
});

async function sentXhr(): Promise<FakeXhr> {
  await waitFor(() => expect(xhr.requests).toHaveLength(1));
  return xhr.requests[0];
}

describe('uploadQuery, the transport for uploads with progress', () => {
  it('sends the headers the base query sends: token, language, XMLHttpRequest marker, JSON, cookies', async () => {
    const fetched = answerFetch(201, { id: 7 });
    const fetchStore = signedIn();
    await fetchStore.dispatch(probeApi.endpoints.viaFetch.initiate({ url: '/ads', body: form() }));
    const fetchHeaders = Object.fromEntries(
      [...fetched[0].headers].filter(([name]) => name !== 'content-type'), // the multipart boundary
    );

    const xhrStore = signedIn();
    const call = xhrStore.dispatch(probeApi.endpoints.viaXhr.initiate({ url: '/ads', body: form() }));
    const request = await sentXhr();
    await request.respond(201, { id: 7 });
    expect(await call).toEqual({ data: { id: 7 } });

    expect(request.headers).toEqual(fetchHeaders);
    expect(request.header('Authorization')).toBe('Bearer token-42');
    expect(request.header('Accept-Language')).toBe('en');
    expect(request.header('X-Requested-With')).toBe('XMLHttpRequest');
    expect(request.header('Accept')).toBe('application/json');
    expect(request.withCredentials).toBe(fetched[0].credentials === 'include');
    expect([request.method, request.url]).toEqual(['POST', '/api/ads']);
    expect(request.field('title')).toBe('Vélo');
  });

  it.each([
    ['/user/profile', null],
    ['/ads/12', 'token-42'],
    ['/bff/business/logo', 'token-42'],
  ])('follows the base query on a 401 from %s (session token afterwards: %s)', async (url, tokenAfter) => {
    answerFetch(401, { message: 'Unauthenticated.' });
    const fetchStore = signedIn();
    await fetchStore.dispatch(probeApi.endpoints.viaFetch.initiate({ url, body: form() }));
    expect(fetchStore.getState().session.token).toBe(tokenAfter);

    const xhrStore = signedIn();
    const call = xhrStore.dispatch(probeApi.endpoints.viaXhr.initiate({ url, body: form() }));
    await (await sentXhr()).respond(401, { message: 'Unauthenticated.' });
    const result = await call;
    expect(result.error).toEqual({ status: 401, data: { message: 'Unauthenticated.' } });
    expect(xhrStore.getState().session).toEqual(fetchStore.getState().session);
  });

  it('reports the share of the body sent, then 1 once it is all out', async () => {
    const onProgress = jest.fn();
    const store = signedIn();
    const call = store.dispatch(
      probeApi.endpoints.viaXhr.initiate({ url: '/ads', body: form(), onProgress }),
    );
    const request = await sentXhr();
    await request.progress(40, 100);
    expect(onProgress).toHaveBeenLastCalledWith(0.4);
    await request.progress(100, 100);
    expect(onProgress).toHaveBeenLastCalledWith(1);
    await request.respond(201, { id: 8 });
    expect(await call).toEqual({ data: { id: 8 } });
  });

  it('turns a network failure into FETCH_ERROR and an abort into a cancelled request', async () => {
    const store = signedIn();
    const failing = store.dispatch(probeApi.endpoints.viaXhr.initiate({ url: '/ads', body: form() }));
    await (await sentXhr()).failNetwork();
    expect((await failing).error).toEqual({ status: 'FETCH_ERROR', error: 'network' });

    xhr.requests = [];
    const cancelled = store.dispatch(probeApi.endpoints.viaXhr.initiate({ url: '/ads', body: form() }));
    const request = await sentXhr();
    cancelled.abort();
    const result = await cancelled;
    expect(request.aborted).toBe(true);
    expect(result.error && isAbortedRequest(result.error)).toBe(true);
    expect(store.getState().session.token).toBe('token-42');
  });
});
