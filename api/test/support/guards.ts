import type { TestApp } from '../helper';

/** A request to one endpoint, as the authorization tests make it. */
export interface EndpointCall {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: object;
}

/** One test per endpoint: an anonymous caller is answered 401 "Unauthenticated.". */
export function itAnswers401ToAnonymousCallers(t: TestApp, endpoints: EndpointCall[]): void {
  it.each(endpoints)('$method $url answers 401 to an anonymous caller', async ({ method, url, payload }) => {
    const response = await t.app.inject({ method, url, payload, headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthenticated.' });
  });
}
