/**
 * Holds the calls whose address `matches` until the test lets them answer `status` and `body`, to see the
 * screen in between (an optimistic change, a spinner); every other call goes to the fetch mock as before.
 * Call after `mockApi`; returns what lets them answer.
 */
export function holdRequest(matches: (url: string) => boolean, status: number, body: unknown): () => void {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const fetchMock = globalThis.fetch as jest.Mock;
  const answer = fetchMock.getMockImplementation() as (input: RequestInfo | URL) => Promise<Response>;
  fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : String(input);
    if (matches(url)) {
      await gate;
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }
    return answer(input);
  });
  return () => release();
}
