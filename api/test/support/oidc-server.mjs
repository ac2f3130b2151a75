// A real OpenID Provider (oidc-provider) for the social login tests, run in its own process because the
// package is ESM-only. It signs every sign-in in as one configured account, granting what is asked.
// Env: OIDC_REDIRECT_URI, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_ACCOUNT (JSON claims with `sub`).
// Prints {"issuer": "..."} on stdout once it listens.
import http from 'node:http';
import Provider from 'oidc-provider';

const account = JSON.parse(process.env.OIDC_ACCOUNT ?? '{}');
const server = http.createServer();
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const issuer = `http://127.0.0.1:${server.address().port}`;

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: process.env.OIDC_CLIENT_ID,
      client_secret: process.env.OIDC_CLIENT_SECRET,
      redirect_uris: [process.env.OIDC_REDIRECT_URI],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    },
  ],
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  pkce: { required: () => true },
  features: { devInteractions: { enabled: false } },
  interactions: { url: (ctx, interaction) => `/interaction/${interaction.uid}` },
  cookies: { keys: ['test-only-cookie-key'] },
  findAccount: async (ctx, id) => ({
    accountId: id,
    claims: async () => ({ ...account, sub: id }),
  }),
});
provider.on('server_error', (ctx, error) => console.error('server_error', error));

const callback = provider.callback();
server.on('request', async (req, res) => {
  const match = /^\/interaction\/([^/?]+)/.exec(req.url ?? '');
  if (!match) return callback(req, res);
  try {
    const details = await provider.interactionDetails(req, res);
    const { prompt, params } = details;
    let result;
    if (prompt.name === 'login') {
      result = { login: { accountId: account.sub } };
    } else {
      const grant = details.grantId
        ? await provider.Grant.find(details.grantId)
        : new provider.Grant({ accountId: details.session.accountId, clientId: params.client_id });
      if (prompt.details.missingOIDCScope) grant.addOIDCScope(prompt.details.missingOIDCScope.join(' '));
      if (prompt.details.missingOIDCClaims) grant.addOIDCClaims(prompt.details.missingOIDCClaims);
      result = { consent: { grantId: await grant.save() } };
    }
    await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
  } catch (error) {
    console.error(error);
    res.statusCode = 500;
    res.end(String(error));
  }
});

process.stdout.write(`${JSON.stringify({ issuer })}\n`);
process.on('SIGTERM', () => server.close(() => process.exit(0)));
