import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { AuthResponse } from '@sokoni/contracts';
import { buildTestApp, describeEachEngine, truncateAll, type TestApp } from './helper';
import { createAccount, expectSignedInAs } from './support/accounts';

const PUBLIC_URL = 'http://sokoni.test';
const REDIRECT_URI = `${PUBLIC_URL}/auth/kivu/callback`;

interface Claims {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

/** Starts oidc-provider in a child process; resolves with its issuer URL. */
async function startProvider(claims: Claims): Promise<{ issuer: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [path.join(__dirname, 'support', 'oidc-server.mjs')], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      OIDC_REDIRECT_URI: REDIRECT_URI,
      OIDC_CLIENT_ID: 'sokoni-web',
      OIDC_CLIENT_SECRET: 'a-long-client-secret-for-tests-only',
      OIDC_ACCOUNT: JSON.stringify(claims),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`oidc provider exited (${code}): ${errors}`)));
  });
  return { issuer: JSON.parse(line).issuer, child };
}

/** Follows the provider's redirects like a browser, with a cookie jar, until it sends the browser back to us. */
async function signInAtProvider(authorizationUrl: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = authorizationUrl;
  for (let hop = 0; hop < 10; hop++) {
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const index = pair.indexOf('=');
      jar.set(pair.slice(0, index), pair.slice(index + 1));
    }
    const location = response.headers.get('location');
    if (!location)
      throw new Error(`provider stopped at ${url} with ${response.status}: ${await response.text()}`);
    const next = new URL(location, url);
    if (next.href.startsWith(REDIRECT_URI)) return next;
    url = next.href;
  }
  throw new Error('too many redirects');
}

describeEachEngine('social login (OpenID Connect)', (getDb) => {
  let provider: { issuer: string; child: ChildProcess };
  let t: TestApp;

  beforeAll(async () => {
    provider = await startProvider({
      sub: 'kivu-123',
      email: 'Furaha@Example.cd',
      email_verified: true,
      name: 'Furaha Bahati',
    });
    t = await buildTestApp(getDb().db, {
      publicUrl: PUBLIC_URL,
      oidcProviders: [
        {
          name: 'kivu',
          label: 'Kivu ID',
          issuer: provider.issuer,
          clientId: 'sokoni-web',
          clientSecret: 'a-long-client-secret-for-tests-only',
          scope: 'openid email profile',
        },
      ],
    });
  });
  afterAll(async () => {
    await t?.close();
    provider?.child.kill('SIGTERM');
  });
  beforeEach(() => truncateAll(t.db));

  async function fullSignIn(): Promise<{ status: number; body: Partial<AuthResponse>; callback: URL }> {
    const start = await t.app.inject({ url: '/api/auth/kivu' });
    expect(start.statusCode).toBe(200);
    const authorization = new URL(start.json().url);
    expect(authorization.origin).toBe(provider.issuer);
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorization.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(authorization.searchParams.get('nonce')).toBeTruthy();
    const callback = await signInAtProvider(authorization.href);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/kivu/callback',
      headers: { 'accept-language': 'en' },
      payload: { code: callback.searchParams.get('code'), state: callback.searchParams.get('state') },
    });
    return { status: response.statusCode, body: response.json(), callback };
  }

  it('creates a verified account on first sign-in, and finds it again the next time', async () => {
    const first = await fullSignIn();
    await expectSignedInAs(t.app, first, { name: 'Furaha Bahati', email: 'furaha@example.cd' });

    const second = await fullSignIn();
    expect(second.body.user?.id).toBe(first.body.user?.id);
    expect(await t.db.selectFrom('social_accounts').select(['provider', 'subject']).execute()).toEqual([
      { provider: 'kivu', subject: 'kivu-123' },
    ]);
  });

  it('links to an existing account with the same verified address', async () => {
    const existing = await createAccount(t.db, { email: 'furaha@example.cd', email_verified_at: null });
    const { body } = await fullSignIn();
    expect(body.user).toMatchObject({ id: existing.id, email_verified: true });
  });

  it('refuses a replayed state or code, and a made-up one', async () => {
    const { callback } = await fullSignIn();
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/auth/kivu/callback',
      headers: { 'accept-language': 'en' },
      payload: { code: callback.searchParams.get('code'), state: callback.searchParams.get('state') },
    });
    expect(replay.statusCode).toBe(422);
    expect(replay.json()).toEqual({ message: 'Social login with Kivu ID failed' });

    const start = await t.app.inject({ url: '/api/auth/kivu' });
    const state = new URL(start.json().url).searchParams.get('state');
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/auth/kivu/callback',
      payload: { code: 'not-a-real-code', state },
    });
    expect(forged.statusCode).toBe(422);
    expect(forged.json()).toEqual({ message: 'La connexion avec Kivu ID a échoué' });
  });

  it('lists the configured providers for the login buttons, to anyone', async () => {
    const response = await t.app.inject({ url: '/api/auth/providers' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: [{ name: 'kivu', label: 'Kivu ID' }] });
  });

  it('answers 404 for a provider that is not configured', async () => {
    const response = await t.app.inject({ url: '/api/auth/myspace', headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'This sign-in provider is not available' });
  });
});
