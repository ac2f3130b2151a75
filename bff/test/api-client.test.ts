import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient, UpstreamError } from '../src/upstream';

/** A stand-in api answering each path with the given body. */
async function serve(
  answers: Record<string, unknown>,
): Promise<{ url: string; server: Server; paths: string[] }> {
  const paths: string[] = [];
  const server = createServer((request, response) => {
    paths.push(request.url ?? '');
    const body = answers[new URL(request.url ?? '/', 'http://x').pathname];
    response.writeHead(body === undefined ? 404 : 200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body ?? { message: 'introuvable' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, paths };
}

const list = {
  data: [],
  current_page: 1,
  last_page: 1,
  per_page: 20,
  total: 0,
  seller: { id: 3, name: 'Kin Électro', avatar: null, is_verified: true },
  rating: null,
  reviews_count: 0,
  rating_counts: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
};

describe('calling the api by endpoint name', () => {
  it('fills the path from the table, sends the query and gives the checked answer', async () => {
    const api = await serve({ '/api/users/3/reviews': list });
    try {
      const client = createApiClient(api.url, 2_000);
      await expect(
        client.call('listSellerReviews', { params: { id: 3 }, query: { page: 2 } }),
      ).resolves.toEqual(list);
      expect(api.paths).toEqual(['/api/users/3/reviews?page=2']);
    } finally {
      api.server.close();
    }
  });

  it('treats an answer of another shape as a bad gateway', async () => {
    const api = await serve({ '/api/users/3/reviews': { ...list, data: 'not a list' } });
    try {
      const client = createApiClient(api.url, 2_000);
      const failure = await client
        .call('listSellerReviews', { params: { id: 3 } })
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(UpstreamError);
      expect((failure as UpstreamError).failure).toBe('bad_gateway');
      expect(String((failure as UpstreamError).cause)).toContain('/data');
    } finally {
      api.server.close();
    }
  });
});
