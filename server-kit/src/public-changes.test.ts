import { changesPublicContent } from './public-changes';

describe('what counts as a change of public content', () => {
  it.each([
    ['PUT', '/api/ads/toyota-rav4', 200, true],
    ['POST', '/api/ads', 201, true],
    ['DELETE', '/api/ads/12', 204, true],
    // The settings a page carries to every visitor: maintenance, the stored texts, the languages offered.
    ['POST', '/api/admin/settings', 200, true],
    ['PUT', '/api/admin/translations', 200, true],
    ['POST', '/api/admin/languages/en/deactivate', 200, true],
    ['POST', '/api/admin/languages/en/activate', 200, true],
    ['POST', '/api/payments', 201, true],
    ['PUT', '/api/ads/toyota-rav4', 422, false],
    ['GET', '/api/ads', 200, false],
    ['POST', '/api/login', 200, false],
    ['POST', '/api/conversations/3/messages', 201, false],
    ['POST', '/api/my-favorites', 201, false],
    // Nobody else sees that an ad is among someone's favourites.
    ['POST', '/api/ads/toyota-rav4/favorite', 200, false],
    ['POST', '/api/ads/toyota-rav4/phone', 200, false],
    ['POST', '/bff/events', 200, false],
  ])('%s %s answered %i: %s', (method, url, status, expected) => {
    expect(changesPublicContent(method, url, status)).toBe(expected);
  });
});
