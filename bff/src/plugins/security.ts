import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { BffConfig } from '../config';

/** Origins other than this site that serve a remote (REMOTE_<NAME>_URL pointing at a CDN). */
export function remoteOrigins(config: Pick<BffConfig, 'remotes'>): string[] {
  const origins = new Set<string>();
  for (const remote of Object.values(config.remotes)) {
    if (/^https?:\/\//i.test(remote.entry)) origins.add(new URL(remote.entry).origin);
  }
  return [...origins];
}

/**
 * The Content-Security-Policy of the site. Scripts only from this origin (and the origins of remotes
 * deployed elsewhere): no inline script, no eval. styled-components writes <style> tags at run time,
 * hence 'unsafe-inline' for styles only.
 */
export function contentSecurityPolicy(
  config: Pick<BffConfig, 'remotes' | 'publicUrl'>,
): Record<string, string[]> {
  const remotes = remoteOrigins(config);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes],
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    'img-src': ["'self'", 'data:', 'blob:', ...remotes],
    'font-src': ["'self'", 'data:', ...remotes],
    'connect-src': ["'self'", ...remotes],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'frame-ancestors': ["'none'"],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  // Browsers would rewrite http://localhost sub-resources to https and break local runs.
  if (config.publicUrl.startsWith('https:')) directives['upgrade-insecure-requests'] = [];
  return directives;
}

export const securityPlugin = fp(
  async (app, opts: { config: BffConfig }) => {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(opts.config) },
      crossOriginResourcePolicy: { policy: 'same-site' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: opts.config.publicUrl.startsWith('https:')
        ? { maxAge: 31536000, includeSubDomains: true }
        : false,
      // Headers no browser of today acts on (Internet Explorer's download prompt and XSS filter, Flash's
      // cross-domain policies) or that only slow it down (no early DNS lookup of the links): each page's
      // headers count in its first round trip.
      xDownloadOptions: false,
      xXssProtection: false,
      xPermittedCrossDomainPolicies: false,
      xDnsPrefetchControl: false,
    });
  },
  { name: 'sokoni-security' },
);
