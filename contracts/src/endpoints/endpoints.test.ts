import { API_ENDPOINTS, API_PATHS, endpointPath, type EndpointSpec } from './index';

describe('the endpoint table', () => {
  it('gives every address its schemas, under the same name', () => {
    expect(Object.keys(API_ENDPOINTS).sort()).toEqual(Object.keys(API_PATHS).sort());
    for (const [name, spec] of Object.entries(API_ENDPOINTS) as Array<
      [keyof typeof API_PATHS, EndpointSpec]
    >) {
      const { method, path, guard, developmentOnly } = spec;
      expect({ name, method, path, guard, ...(developmentOnly ? { developmentOnly } : {}) }).toEqual({
        name,
        ...API_PATHS[name],
      });
    }
  });

  it('writes each method and path once', () => {
    const addresses = Object.values(API_PATHS).map(({ method, path }) => `${method} ${path}`);
    expect(new Set(addresses).size).toBe(addresses.length);
  });

  it('declares every path parameter in its schema', () => {
    for (const [name, spec] of Object.entries(API_ENDPOINTS) as Array<[string, EndpointSpec]>) {
      const names = [...spec.path.matchAll(/:([A-Za-z_]\w*)/g)].map((match) => match[1]);
      const declared = Object.keys((spec.params as { properties?: object } | undefined)?.properties ?? {});
      expect({ name, params: declared.sort() }).toEqual({ name, params: names.sort() });
    }
  });

  it('fills a path with its parameters, encoded, and refuses a missing one', () => {
    expect(endpointPath({ path: '/ads/:slug' }, { slug: 'samsung a15/x' })).toBe('/ads/samsung%20a15%2Fx');
    expect(() => endpointPath({ path: '/users/:id/reviews' }, {})).toThrow('missing path parameter "id"');
  });
});
