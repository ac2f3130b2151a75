import { ROUTES, type RouteName } from '@sokoni/contracts';
import { paths } from './paths';

describe('paths (the route table of @sokoni/contracts, for links)', () => {
  it('has one entry per page of the table, with its pattern', () => {
    expect(Object.keys(paths).sort()).toEqual(Object.keys(ROUTES).sort());
    for (const name of Object.keys(ROUTES) as RouteName[])
      expect(paths[name].path).toBe(ROUTES[name].pattern);
  });

  it('builds links with encoded segments and queries', () => {
    expect(paths.home.getHref()).toBe('/');
    expect(paths.browse.getHref()).toBe('/ads');
    expect(paths.browse.getHref({ q: 'rav 4', page: 2, category: '', city: undefined })).toBe(
      '/ads?q=rav+4&page=2',
    );
    expect(paths.ad.getHref('toyota rav4')).toBe('/ads/toyota%20rav4');
    expect(paths.login.getHref()).toBe('/login');
    expect(paths.login.getHref('/ads?q=x')).toBe('/login?redirect=%2Fads%3Fq%3Dx');
    expect(paths.register.getHref('/post-ad')).toBe('/register?redirect=%2Fpost-ad');
    expect(paths.socialProviderCallback.getHref('google')).toBe('/auth/google/callback');
    expect(paths.verifyEmail.getHref(12, 'ab/c')).toBe('/verify-email/12/ab%2Fc');
    expect(paths.undoEmailChange.getHref(3)).toBe('/email-change/undo/3');
    expect(paths.conversation.getHref('7')).toBe('/messages/7');
    expect(paths.sellerReviews.getHref(9)).toBe('/users/9/reviews');
    expect(paths.storefront.getHref('mama-shop')).toBe('/business/mama-shop');
    expect(paths.transactions.getHref()).toBe('/profile/transactions');
    expect(paths.adminAuditLog.getHref()).toBe('/admin/audit-log');
    expect(paths.testLogin.getHref()).toBe('/test-login');
  });

  it('leaves the ad out of the promote link when there is none', () => {
    expect(paths.promote.getHref()).toBe('/promote');
    expect(paths.promote.getHref('')).toBe('/promote');
    expect(paths.promote.getHref(42)).toBe('/promote/42');
  });
});
