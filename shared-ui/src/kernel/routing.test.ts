import type { User } from '@sokoni/contracts';
import { decideGuards } from './routing';

const baseUser = {
  id: 1,
  email_verified_at: '2026-01-01T00:00:00.000Z',
  is_admin: false,
  account_type: 'individual',
} as User;

describe('decideGuards (spec §2 guard behaviour)', () => {
  const ready = (user: User | null) => ({ user, initialised: true });

  it('lets anyone through a page without guards', () => {
    expect(decideGuards(undefined, ready(null), '/ads')).toEqual({ kind: 'allow' });
  });

  it('waits for the session to be initialised before deciding', () => {
    expect(decideGuards(['auth'], { user: null, initialised: false }, '/profile')).toEqual({ kind: 'wait' });
  });

  it('sends a logged-out user to login with the full target path', () => {
    expect(decideGuards(['auth'], ready(null), '/my-ads?status=active#top')).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fmy-ads%3Fstatus%3Dactive%23top',
    });
  });

  it('sends a logged-in user away from guest pages to Home', () => {
    expect(decideGuards(['guest'], ready(baseUser), '/login')).toEqual({ kind: 'redirect', to: '/' });
  });

  it('sends an unverified user to Home with reason=unverified', () => {
    const user = { ...baseUser, email_verified_at: null };
    expect(decideGuards(['auth', 'verified'], ready(user), '/post-ad')).toEqual({
      kind: 'redirect',
      to: '/?reason=unverified',
    });
  });

  it('sends users without the admin or business role Home', () => {
    expect(decideGuards(['auth', 'admin'], ready(baseUser), '/admin/dashboard')).toEqual({ kind: 'redirect', to: '/' });
    expect(decideGuards(['auth', 'business'], ready(baseUser), '/business/dashboard')).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(decideGuards(['auth', 'admin'], ready({ ...baseUser, is_admin: true }), '/admin/dashboard')).toEqual({
      kind: 'allow',
    });
  });
});
