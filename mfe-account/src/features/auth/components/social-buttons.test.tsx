import { screen, waitFor } from '@testing-library/react';
import { mockApi } from '@sokoni/shared-ui/test';
import { leaveSiteFor } from '../../../lib/browser';
import { renderApp } from '../../../test/render-app';

jest.mock('../../../lib/browser');
const mockedLeave = leaveSiteFor as jest.MockedFunction<typeof leaveSiteFor>;

afterEach(() => {
  sessionStorage.clear();
  mockedLeave.mockReset();
});

describe('Social login buttons', () => {
  it('shows a button per configured provider and goes where the server says, keeping the redirect', async () => {
    const api = mockApi({
      'GET /api/auth/providers': () => ({ body: { data: [{ name: 'google', label: 'Google' }] } }),
      'GET /api/auth/google': () => ({ body: { url: 'https://accounts.example/authorize?state=s' } }),
    });
    const { user } = renderApp('/login?redirect=%2Fpost-ad');
    await user.click(await screen.findByRole('button', { name: 'Continuer avec Google' }));
    await waitFor(() =>
      expect(mockedLeave).toHaveBeenCalledWith('https://accounts.example/authorize?state=s'),
    );
    expect(api.requestsTo('GET /api/auth/google')).toHaveLength(1);
    expect(sessionStorage.getItem('sokoni.social-redirect')).toBe('/post-ad');
  });

  it("says 'Social login with {provider} failed' when the server cannot start it", async () => {
    mockApi({
      'GET /api/auth/providers': () => ({ body: { data: [{ name: 'facebook', label: 'Facebook' }] } }),
      'GET /api/auth/facebook': () => ({ status: 502, body: {} }),
    });
    const { user } = renderApp('/login', { locale: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Continue with Facebook' }));
    expect(await screen.findByText('Social login with Facebook failed')).toBeInTheDocument();
    expect(mockedLeave).not.toHaveBeenCalled();
  });

  it('shows no social button when no provider is configured', async () => {
    mockApi({ 'GET /api/auth/providers': () => ({ status: 404, body: { message: 'Not found' } }) });
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Continuer avec/ })).not.toBeInTheDocument();
  });
});
