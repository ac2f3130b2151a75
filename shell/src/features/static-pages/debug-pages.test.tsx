import { screen } from '@testing-library/react';
import { paths } from '@sokoni/shared-ui';
import { mockShellApi, renderApp, resetApp } from '../../../test/render-app';

jest.mock('../remotes/mf-runtime');

beforeEach(() => resetApp());

describe('the /test page', () => {
  it('says the api is available when its health endpoint answers', async () => {
    const api = mockShellApi({ 'GET /api/health': () => ({ body: { status: 'ok' } }) });
    await renderApp({ route: paths.test.getHref() });
    expect(await screen.findByText('Disponible')).toBeInTheDocument();
    expect(api.requestsTo('GET /api/health')).toHaveLength(1);
  });

  it('says it is unavailable when the health endpoint fails', async () => {
    mockShellApi({ 'GET /api/health': () => ({ status: 503, body: { status: 'draining' } }) });
    await renderApp({ route: paths.test.getHref() });
    expect(await screen.findByText('Indisponible')).toBeInTheDocument();
  });
});
