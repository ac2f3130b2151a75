#!/usr/bin/env node
// `npm start`: builds what is missing (Nx restores unchanged builds from its cache), then runs the product
// API and the bff with the embedded defaults (PGlite in ./data, media in ./data/media, mail to the outbox)
// and the demo data, serving the whole site on http://localhost:3000.
import { randomBytes } from 'node:crypto';
import { buildUnlessAsked, createSupervisor, nodeCommand, waitForReady } from './lib/processes.mjs';

const args = new Set(process.argv.slice(2));
const port = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '3001';

buildUnlessAsked(args);

/**
 * Each process is supervised on its own: when one exits without being asked to, it is started again after a
 * growing pause (1 s, 2 s, 4 s… at most 30 s; back to 1 s once it has run for a minute), and the other keeps
 * serving. While the api is down the bff still serves the pages and answers the api's calls with a clear 503.
 */
const supervisor = createSupervisor();
let stopping = false;

/**
 * Stops gracefully: the signal goes to the bff first (it fails its health check, finishes its requests, ends
 * the live streams with a retry hint), then, once the bff is gone, to the api, which still serves the bff's
 * last calls meanwhile. Each drains within SHUTDOWN_GRACE_MS (10 s); whatever is still running a little after
 * both periods is killed.
 */
const graceMs = Number(process.env.SHUTDOWN_GRACE_MS || 10_000);
async function stop(code = 0, signal = 'SIGTERM') {
  if (stopping) return;
  stopping = true;
  setTimeout(
    () => {
      supervisor.killAll();
      process.exit(code);
    },
    2 * graceMs + 2000,
  ).unref();
  await supervisor.stop(['bff'], signal);
  await supervisor.stop(['api'], signal);
  await supervisor.stop(['oidc'], signal);
  process.exit(code);
}
process.on('SIGINT', () => void stop(0, 'SIGINT'));
process.on('SIGTERM', () => void stop(0, 'SIGTERM'));

const production = process.env.NODE_ENV === 'production';
// Links in mail, canonical URLs and the start messages name the port the site really listens on.
const publicUrl = process.env.PUBLIC_URL || `http://localhost:${port}`;
// Behind a reverse proxy (TRUST_PROXY) the proxy may run on this machine, so "visitors on this machine only"
// would be every visitor: the mailbox, which shows everyone's reset links, is left off, and the console says so.
const devMailbox = process.env.DEV_MAILBOX ?? (production || process.env.SMTP_URL ? '0' : '1');
const devMailboxAsked = devMailbox === '1' || devMailbox === 'true';
const behindProxy = !['', '0', 'false'].includes(process.env.TRUST_PROXY ?? '');
if (devMailboxAsked && behindProxy) {
  console.warn(
    'Development mailbox OFF: TRUST_PROXY is set, so visitors may come through a proxy on this machine and ' +
      '/dev/mailbox could not tell them from you. Unset TRUST_PROXY to read the outbox locally.',
  );
}
// The demo sign-in provider: "Continuer avec Google / Facebook" go through a local OpenID Connect provider
// where anyone picks or types an identity. It prints a warning when it is on and refuses production; it
// listens on 127.0.0.1, so only a browser on this machine can use it.
const devOidc = process.env.DEV_OIDC ?? (production ? '0' : '1');
const devOidcAsked = devOidc === '1' || devOidc === 'true';
const devOidcEnv = {};
if (devOidcAsked) {
  if (production) {
    console.error(
      'DEV_OIDC cannot be used with NODE_ENV=production: the demo sign-in provider signs anyone in as any address.',
    );
    process.exit(1);
  }
  const oidcOrigin = `http://127.0.0.1:${process.env.DEV_OIDC_PORT ?? '3002'}`;
  const clientSecret = randomBytes(32).toString('base64url');
  supervisor.start('oidc', nodeCommand('tools/dev-oidc.mjs'), {
    env: {
      DEV_OIDC_PORT: new URL(oidcOrigin).port,
      DEV_OIDC_CLIENT_SECRET: clientSecret,
      PUBLIC_URL: publicUrl,
    },
  });
  // The api knows the demo issuers as any other provider (OIDC_<NAME>_*); real Google or Facebook
  // credentials (GOOGLE_CLIENT_ID…) take their place.
  for (const [name, label] of [
    ['GOOGLE', 'Google'],
    ['FACEBOOK', 'Facebook'],
  ]) {
    Object.assign(devOidcEnv, {
      [`OIDC_${name}_ISSUER`]: `${oidcOrigin}/${name.toLowerCase()}`,
      [`OIDC_${name}_CLIENT_ID`]: 'sokoni-demo',
      [`OIDC_${name}_CLIENT_SECRET`]: clientSecret,
      [`OIDC_${name}_LABEL`]: label,
    });
  }
  devOidcEnv.DEV_OIDC = '1';
  await waitForReady(`${oidcOrigin}/google/.well-known/openid-configuration`, 30_000).catch((error) => {
    console.error(`${error}: set DEV_OIDC_PORT to a free port, or DEV_OIDC=0 to start without social login.`);
    stop(1);
  });
}
supervisor.start('api', nodeCommand('api/dist/server.mjs'), {
  env: {
    API_PORT: apiPort,
    PUBLIC_URL: publicUrl,
    DEMO_DATA: process.env.DEMO_DATA ?? '1',
    // The demo start keeps mail in the outbox and shows it at /dev/mailbox to this machine only; the api
    // prints a warning when it is on and refuses it in production.
    DEV_MAILBOX: devMailboxAsked && !behindProxy ? devMailbox : '0',
    ...devOidcEnv,
  },
});
try {
  await waitForReady(`http://127.0.0.1:${apiPort}/api/ready`, 180_000);
} catch (error) {
  console.error(String(error));
  stop(1);
}
supervisor.start('bff', nodeCommand('bff/dist/server.mjs'), {
  env: {
    PORT: port,
    API_URL: `http://127.0.0.1:${apiPort}`,
    PUBLIC_URL: publicUrl,
    // The demo start opens each remote alone at /remotes/<name>/ for QA; the bff prints a warning when it is
    // on and refuses it in production.
    STANDALONE_REMOTES: process.env.STANDALONE_REMOTES ?? (production ? '0' : '1'),
  },
});
await waitForReady(`http://127.0.0.1:${port}/bff/health`, 60_000).catch((error) => {
  console.error(String(error));
  stop(1);
});
if (!stopping) console.log(`\nSokoni is running at ${publicUrl}\n`);
