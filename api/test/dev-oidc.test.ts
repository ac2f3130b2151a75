import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { AuthResponse } from '@sokoni/contracts';
import { loadConfig } from '../src/config';
import { buildTestApp, describeEachEngine, truncateAll, type TestApp } from './helper';
import { createAccount, expectSignedInAs } from './support/accounts';

const PUBLIC_URL = 'http://sokoni.test';
const SCRIPT = path.join(__dirname, '..', '..', 'tools', 'dev-oidc.mjs');
const CLIENT_SECRET = 'demo-client-secret-for-tests';

/** Starts the demo sign-in provider `npm start` runs; resolves with its origin. */
async function startDemoProvider(): Promise<{ origin: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [SCRIPT], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DEV_OIDC_PORT: '0',
      DEV_OIDC_CLIENT_SECRET: CLIENT_SECRET,
      PUBLIC_URL,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const origin = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stderr! }).on('line', (line) => {
      const match = /Demo sign-in provider ON \(DEV_OIDC=1\) at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
      if (match) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`demo provider exited (${code})`)));
  });
  return { origin, child };
}

/** A browser with a cookie jar: follows redirects, and fills in the provider's sign-in page. */
class Browser {
  private readonly jar = new Map<string, string>();

  constructor(private readonly language = 'fr') {}

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        'accept-language': this.language,
        cookie: [...this.jar].map(([name, value]) => `${name}=${value}`).join('; '),
      },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const index = pair.indexOf('=');
      this.jar.set(pair.slice(0, index), pair.slice(index + 1));
    }
    return response;
  }

  /** Follows redirects from `url` until a page is shown or the browser is sent back to the site. */
  async follow(url: string, init?: RequestInit): Promise<{ url: string; page?: string; status: number }> {
    let response = await this.request(url, init);
    for (let hop = 0; hop < 10; hop++) {
      const location = response.headers.get('location');
      if (!location) return { url, page: await response.text(), status: response.status };
      url = new URL(location, url).href;
      if (url.startsWith(PUBLIC_URL)) return { url, status: response.status };
      response = await this.request(url);
    }
    throw new Error('too many redirects');
  }

  async submit(pageUrl: string, page: string, fields: Record<string, string>) {
    const action = /<form method="post" action="([^"]+)"/.exec(page)![1];
    return this.follow(new URL(action, pageUrl).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  }
}

describeEachEngine('demo sign-in provider (DEV_OIDC)', (getDb) => {
  let provider: { origin: string; child: ChildProcess };
  let t: TestApp;

  beforeAll(async () => {
    provider = await startDemoProvider();
    // The same variables `npm start` gives the api.
    const env = {
      DEV_OIDC: '1',
      PUBLIC_URL,
      OIDC_GOOGLE_ISSUER: `${provider.origin}/google`,
      OIDC_GOOGLE_CLIENT_ID: 'sokoni-demo',
      OIDC_GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
      OIDC_GOOGLE_LABEL: 'Google',
      OIDC_FACEBOOK_ISSUER: `${provider.origin}/facebook`,
      OIDC_FACEBOOK_CLIENT_ID: 'sokoni-demo',
      OIDC_FACEBOOK_CLIENT_SECRET: CLIENT_SECRET,
      OIDC_FACEBOOK_LABEL: 'Facebook',
    };
    t = await buildTestApp(getDb().db, {
      publicUrl: PUBLIC_URL,
      oidcProviders: loadConfig(env).oidcProviders,
    });
  });
  afterAll(async () => {
    await t?.close();
    provider?.child.kill('SIGTERM');
  });
  beforeEach(() => truncateAll(t.db));

  /** Clicks "Continue with …", signs in at the demo provider with `fields`, and lands back on the site. */
  async function signIn(name: string, fields: Record<string, string>, acceptLanguage = 'fr') {
    const browser = new Browser(acceptLanguage);
    const start = await t.app.inject({ url: `/api/auth/${name}` });
    expect(start.statusCode).toBe(200);
    const authorization = new URL(start.json().url);
    expect(authorization.href.startsWith(`${provider.origin}/${name}/`)).toBe(true);
    const signInPage = await browser.follow(authorization.href);
    expect(signInPage.status).toBe(200);
    const back = await browser.submit(signInPage.url, signInPage.page!, fields);
    const callback = new URL(back.url);
    expect(callback.pathname).toBe(`/auth/${name}/callback`);
    return { signInPage, callback };
  }

  async function complete(name: string, callback: URL) {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/auth/${name}/callback`,
      headers: { 'accept-language': 'en' },
      payload: {
        code: callback.searchParams.get('code'),
        state: callback.searchParams.get('state'),
        iss: callback.searchParams.get('iss') ?? undefined,
      },
    });
    return { status: response.statusCode, body: response.json() as Partial<AuthResponse> };
  }

  it('lists Google and Facebook for the login buttons', async () => {
    const response = await t.app.inject({ url: '/api/auth/providers' });
    expect(response.json()).toEqual({
      data: [
        { name: 'google', label: 'Google' },
        { name: 'facebook', label: 'Facebook' },
      ],
    });
  });

  it('signs in with a typed identity through the whole code flow, creating the account once', async () => {
    const { signInPage, callback } = await signIn('google', {
      name: 'Amani Kasongo',
      email: 'Amani@Example.org',
    });
    expect(signInPage.page).toContain('Ceci n&#39;est pas Google');
    expect(signInPage.page).toContain('Patrick Mbuyi');
    const first = await complete('google', callback);
    await expectSignedInAs(t.app, first, { name: 'Amani Kasongo', email: 'amani@example.org' });

    // The demo asks again every time; the same address is the same person.
    const again = await signIn('google', { name: 'Amani K.', email: 'amani@example.org' });
    const second = await complete('google', again.callback);
    expect(second.body.user?.id).toBe(first.body.user?.id);
    expect(await t.db.selectFrom('social_accounts').select('provider').execute()).toEqual([
      { provider: 'google' },
    ]);
  });

  it('links the Facebook-like sign-in to the existing account with that address', async () => {
    const existing = await createAccount(t.db, { email: 'kin.electro@example.cd', email_verified_at: null });
    const { signInPage, callback } = await signIn(
      'facebook',
      { name: 'Patrick Mbuyi', email: 'kin.electro@example.cd' },
      'en-GB,en;q=0.9',
    );
    expect(signInPage.page).toContain('This is not Facebook');
    const { status, body } = await complete('facebook', callback);
    expect(status).toBe(200);
    expect(body.user).toMatchObject({ id: existing.id, email_verified: true });
  });

  it('asks again for an invalid address, and sends the browser back with an error on cancel', async () => {
    const browser = new Browser();
    const start = await t.app.inject({ url: '/api/auth/google' });
    const signInPage = await browser.follow(start.json().url);
    const invalid = await browser.submit(signInPage.url, signInPage.page!, {
      name: 'X',
      email: 'not-an-address',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.page).toContain('Saisissez une adresse e-mail valide.');
    const cancelled = await browser.submit(signInPage.url, signInPage.page!, { cancel: '1' });
    const callback = new URL(cancelled.url);
    expect(callback.pathname).toBe('/auth/google/callback');
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('code')).toBeNull();
  });

  it('is refused in production, by the provider and by the api', () => {
    const run = spawnSync(process.execPath, [SCRIPT], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DEV_OIDC_PORT: '0',
        DEV_OIDC_CLIENT_SECRET: CLIENT_SECRET,
      },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('DEV_OIDC cannot be used with NODE_ENV=production');
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_OIDC: '1' })).toThrow(/DEV_OIDC/);
  });
});
