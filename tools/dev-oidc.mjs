#!/usr/bin/env node
// The demo sign-in provider (DEV_OIDC=1, started by `npm start`): a real OpenID Connect provider
// (oidc-provider: discovery, authorization code with PKCE, state and nonce, signed ID tokens) serving a
// "Google-like" issuer at /google and a "Facebook-like" one at /facebook. Its sign-in page lets anyone pick or
// type a name and an address, with no password, and vouches for that address: never for a public server.
//
// Env: DEV_OIDC_PORT (default 3002, 0 for any free port), PUBLIC_URL (the site the browser comes back to),
// DEV_OIDC_CLIENT_ID (default sokoni-demo), DEV_OIDC_CLIENT_SECRET (required).
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';

// oidc-provider's start-up warnings (memory store, generated signing keys) describe just what a demo wants.
const warn = console.warn;
console.warn = (...args) => {
  if (!String(args[0]).startsWith('oidc-provider WARNING')) warn(...args);
};
const { default: Provider, interactionPolicy } = await import('oidc-provider');

if (process.env.NODE_ENV === 'production') {
  console.error(
    'DEV_OIDC cannot be used with NODE_ENV=production: the demo sign-in provider signs anyone in as any address.',
  );
  process.exit(1);
}
// The one HTML escaping of the project (contracts), read from its TypeScript source: this tool runs without a
// build. After the refusal above, which must come first on a server installed without development packages.
const { tsImport } = await import('tsx/esm/api');
const { escapeHtml } = await tsImport('../contracts/src/html.ts', import.meta.url);

const clientSecret = process.env.DEV_OIDC_CLIENT_SECRET;
if (!clientSecret) {
  console.error('DEV_OIDC_CLIENT_SECRET is required: the secret the api presents as the demo client.');
  process.exit(1);
}
const clientId = process.env.DEV_OIDC_CLIENT_ID || 'sokoni-demo';
const publicUrl = (process.env.PUBLIC_URL || 'http://localhost:3000').replace(/\/$/, '');
const requestedPort = Number(process.env.DEV_OIDC_PORT ?? 3002);

/** The look-alikes: the path each issuer lives at, and the name shown on the sign-in page. */
const LOOKALIKES = [
  { name: 'google', label: 'Google' },
  { name: 'facebook', label: 'Facebook' },
];

/** Identities offered with one click: a demo seller (the address links to its account) and a newcomer. */
const DEMO_IDENTITIES = [
  { name: 'Patrick Mbuyi', email: 'kin.electro@example.cd' },
  { name: 'Neema Lukusa', email: 'neema.lukusa@example.com' },
];

const TEXT = {
  fr: {
    title: (label) => `${label} (démo) : connexion`,
    notice: (label) =>
      `Ceci n'est pas ${label} : c'est le fournisseur OpenID Connect de démonstration lancé par « npm start ». ` +
      "Choisissez ou saisissez une identité, sans mot de passe. L'adresse est donnée pour vérifiée : si un " +
      'compte Sokoni l’utilise déjà, vous y serez connecté ; sinon un compte est créé.',
    pick: 'Choisir une identité de démonstration',
    custom: 'Ou saisir une identité',
    name: 'Nom',
    email: 'Adresse e-mail',
    submit: 'Continuer',
    cancel: 'Annuler et revenir sur Sokoni',
    invalid: 'Saisissez une adresse e-mail valide.',
  },
  en: {
    title: (label) => `${label} (demo): sign in`,
    notice: (label) =>
      `This is not ${label}: it is the demo OpenID Connect provider started by "npm start". Pick or type an ` +
      'identity, no password needed. The address is vouched for as verified: if a Sokoni account already uses ' +
      'it you are signed in to that account, otherwise one is created.',
    pick: 'Pick a demo identity',
    custom: 'Or type an identity',
    name: 'Name',
    email: 'Email address',
    submit: 'Continue',
    cancel: 'Cancel and go back to Sokoni',
    invalid: 'Enter a valid email address.',
  },
};

/** French first, English when the browser prefers it (ui_locales from the client wins). */
function language(req, uiLocales) {
  const wanted = `${uiLocales ?? ''} ${req.headers['accept-language'] ?? ''}`.toLowerCase();
  const fr = wanted.search(/\bfr\b/);
  const en = wanted.search(/\ben\b/);
  return en !== -1 && (fr === -1 || en < fr) ? 'en' : 'fr';
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The subject of an address: the same person every time, whatever name they type. */
const subjectFor = (lookalike, email) =>
  `${lookalike}-${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 24)}`;

function page(lang, label, action, error) {
  const t = TEXT[lang];
  const identity = (person) => `
      <form method="post" action="${action}">
        <input type="hidden" name="name" value="${escapeHtml(person.name)}">
        <input type="hidden" name="email" value="${escapeHtml(person.email)}">
        <button type="submit">${escapeHtml(person.name)} <small>${escapeHtml(person.email)}</small></button>
      </form>`;
  return `<!doctype html>
<html lang="${lang}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(t.title(label))}</title>
  <style>
    body { font-family: system-ui, sans-serif; max-width: 28rem; margin: 2rem auto; padding: 0 1rem; color: #1d1d1f; }
    .notice { background: #fff4d6; border: 1px solid #e0b84c; border-radius: .5rem; padding: .75rem; font-size: .9rem; }
    .error { color: #b00020; }
    button { width: 100%; padding: .75rem; margin: .25rem 0; font-size: 1rem; text-align: left; cursor: pointer; }
    button small { display: block; color: #555; }
    label { display: block; margin-top: .5rem; }
    input { width: 100%; box-sizing: border-box; padding: .6rem; font-size: 1rem; }
    .cancel { background: none; border: none; color: #0b57d0; text-align: center; text-decoration: underline; }
  </style>
</head>
<body>
  <h1>${escapeHtml(t.title(label))}</h1>
  <p class="notice">${escapeHtml(t.notice(label))}</p>
  <h2>${escapeHtml(t.pick)}</h2>
  ${DEMO_IDENTITIES.map(identity).join('')}
  <h2>${escapeHtml(t.custom)}</h2>
  ${error ? `<p class="error" role="alert">${escapeHtml(t.invalid)}</p>` : ''}
  <form method="post" action="${action}">
    <label for="name">${escapeHtml(t.name)}</label>
    <input id="name" name="name" autocomplete="name">
    <label for="email">${escapeHtml(t.email)}</label>
    <input id="email" name="email" type="email" required autocomplete="email">
    <button type="submit">${escapeHtml(t.submit)}</button>
  </form>
  <form method="post" action="${action}">
    <input type="hidden" name="cancel" value="1">
    <button type="submit" class="cancel">${escapeHtml(t.cancel)}</button>
  </form>
</body>
</html>`;
}

async function readForm(req) {
  let body = '';
  for await (const chunk of req) {
    body += chunk;
    if (body.length > 10_000) throw new Error('form too large');
  }
  return new URLSearchParams(body);
}

const server = http.createServer();
await new Promise((resolve, reject) => {
  server.once('error', reject);
  server.listen(requestedPort, '127.0.0.1', resolve);
});
const origin = `http://127.0.0.1:${server.address().port}`;

/** People who signed in, by subject: what the ID token says about them. */
const people = new Map();

function lookalikeProvider({ name, label }) {
  const mount = `/${name}`;
  const policy = interactionPolicy.base();
  // Like a shared computer: the sign-in page every time, never a remembered session.
  policy
    .get('login')
    .checks.add(
      new interactionPolicy.Check('demo_every_time', 'the demo asks for an identity every time', (ctx) =>
        ctx.oidc.result?.login
          ? interactionPolicy.Check.NO_NEED_TO_PROMPT
          : interactionPolicy.Check.REQUEST_PROMPT,
      ),
    );
  const provider = new Provider(`${origin}${mount}`, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [`${publicUrl}/auth/${name}/callback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    scopes: ['openid', 'email', 'profile', 'public_profile'],
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { policy, url: (ctx, interaction) => `${mount}/interaction/${interaction.uid}` },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    ttl: {
      Interaction: 600,
      Session: 600,
      Grant: 600,
      AuthorizationCode: 60,
      AccessToken: 600,
      IdToken: 600,
    },
    findAccount: async (ctx, sub) => {
      const person = people.get(sub);
      if (!person) return undefined;
      return {
        accountId: sub,
        claims: async () => ({ sub, name: person.name, email: person.email, email_verified: true }),
      };
    },
  });
  provider.on('server_error', (ctx, error) => console.error(`demo sign-in provider (${name}):`, error));
  const callback = provider.callback();

  async function interaction(req, res) {
    const details = await provider.interactionDetails(req, res);
    const { prompt, params, uid } = details;
    if (prompt.name === 'login') {
      const lang = language(req, params.ui_locales);
      const action = `${mount}/interaction/${uid}`;
      const show = (status, error) => {
        res.statusCode = status;
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.setHeader('cache-control', 'no-store');
        res.end(page(lang, label, action, error));
      };
      if (req.method !== 'POST') return show(200, false);
      const form = await readForm(req);
      if (form.get('cancel')) {
        return provider.interactionFinished(
          req,
          res,
          { error: 'access_denied', error_description: 'the person cancelled the sign-in' },
          { mergeWithLastSubmission: false },
        );
      }
      const email = (form.get('email') ?? '').trim();
      if (!EMAIL.test(email)) return show(400, true);
      const sub = subjectFor(name, email);
      people.set(sub, { name: (form.get('name') ?? '').trim() || email.split('@')[0], email });
      return provider.interactionFinished(
        req,
        res,
        { login: { accountId: sub, remember: false } },
        {
          mergeWithLastSubmission: false,
        },
      );
    }
    // Consent is given at once, as providers do for a site the person already trusts.
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({ accountId: details.session.accountId, clientId: params.client_id });
    if (prompt.details.missingOIDCScope) grant.addOIDCScope(prompt.details.missingOIDCScope.join(' '));
    if (prompt.details.missingOIDCClaims) grant.addOIDCClaims(prompt.details.missingOIDCClaims);
    return provider.interactionFinished(
      req,
      res,
      { consent: { grantId: await grant.save() } },
      {
        mergeWithLastSubmission: true,
      },
    );
  }

  return {
    mount,
    async handle(req, res) {
      const path = req.url.slice(mount.length) || '/';
      if (path.startsWith('/interaction/')) {
        try {
          await interaction(req, res);
        } catch (error) {
          res.statusCode = 400;
          res.setHeader('content-type', 'text/plain; charset=utf-8');
          res.end(`${error.name ?? 'Error'}: ${error.message}`);
        }
        return;
      }
      req.originalUrl = req.url;
      req.url = path;
      return callback(req, res);
    },
  };
}

const providers = LOOKALIKES.map(lookalikeProvider);
server.on('request', (req, res) => {
  const provider = providers.find(
    ({ mount }) => req.url === mount || req.url.startsWith(`${mount}/`) || req.url.startsWith(`${mount}?`),
  );
  if (provider) return void provider.handle(req, res);
  res.statusCode = 404;
  res.setHeader('content-type', 'text/plain; charset=utf-8');
  res.end(`Demo sign-in provider: issuers ${providers.map(({ mount }) => origin + mount).join(', ')}\n`);
});

console.warn(
  `Demo sign-in provider ON (DEV_OIDC=1) at ${origin}: the ${LOOKALIKES.map(({ label }) => label).join(' and ')} ` +
    'buttons sign in as any name and address, without a password. Never set it on a public server.',
);
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
