import { existsSync } from 'node:fs';
import path from 'node:path';
import { findRepoRoot, loadConfig } from '../src/config';

describe('loadConfig', () => {
  it('finds the repository from the module and uses the documented defaults', () => {
    const root = findRepoRoot();
    expect(existsSync(path.join(root, 'nx.json'))).toBe(true);
    expect(existsSync(path.join(root, 'bff', 'package.json'))).toBe(true);

    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      apiUrl: 'http://127.0.0.1:3001',
      shellDist: path.join(root, 'shell', 'dist'),
      publicUrl: 'http://localhost:3000',
      redisUrl: undefined,
      trustProxy: false,
    });
    expect(config.remotes.ads).toEqual({
      name: 'mfe_ads',
      entry: '/remotes/ads/remoteEntry.js',
      dist: path.join(root, 'mfe-ads', 'dist'),
      serverEntry: '/remotes/ads/server/remoteEntry.js',
    });
    expect(config.serverRender).toBe(true);
    expect(config.standaloneRemotes).toBe(false);
    expect(config.shellServerEntry).toBe(path.join(root, 'shell', 'dist', 'server', 'main.js'));
    expect(config.remotes.payments.dist).toBe(path.join(root, 'mfe-payments', 'dist'));
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '4210',
      HOST: '127.0.0.1',
      API_URL: 'http://api.internal:8080/',
      SHELL_DIST: '/srv/shell',
      REMOTES_DIST_ROOT: '/srv/remotes',
      REMOTE_ADMIN_URL: 'https://cdn.example/admin/remoteEntry.js',
      PUBLIC_URL: 'https://sokoni.cd/',
      REDIS_URL: 'redis://127.0.0.1:6379',
      TRUST_PROXY: '1',
      NODE_ENV: 'production',
    });
    expect(config).toMatchObject({
      port: 4210,
      host: '127.0.0.1',
      apiUrl: 'http://api.internal:8080',
      shellDist: '/srv/shell',
      publicUrl: 'https://sokoni.cd',
      redisUrl: 'redis://127.0.0.1:6379',
      trustProxy: 1,
      nodeEnv: 'production',
    });
    expect(config.remotes.admin.entry).toBe('https://cdn.example/admin/remoteEntry.js');
    expect(config.remotes.admin.serverEntry).toBe('https://cdn.example/admin/server/remoteEntry.js');
    expect(config.remotes.ads.dist).toBe('/srv/remotes/mfe-ads/dist');
  });

  it('stops with a clear message on a bad value', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow('PORT must be a non-negative integer, got "abc"');
    expect(() => loadConfig({ API_URL: 'localhost:3001' })).toThrow(
      'API_URL must be an absolute http(s) URL, got "localhost:3001"',
    );
  });

  it('opens the standalone remotes only when asked, and never in production', () => {
    expect(loadConfig({ STANDALONE_REMOTES: '1' }).standaloneRemotes).toBe(true);
    expect(loadConfig({ STANDALONE_REMOTES: '0' }).standaloneRemotes).toBe(false);
    expect(() => loadConfig({ STANDALONE_REMOTES: '1', NODE_ENV: 'production' })).toThrow(
      'STANDALONE_REMOTES is a testing aid',
    );
  });
});
