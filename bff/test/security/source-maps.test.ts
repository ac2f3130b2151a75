import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildTestApp, makeDists, startFakeApi } from '../helper';

/**
 * Item 7 of the hardening review: production builds write their source maps beside the bundles without
 * referencing them, and the bff does not serve them unless told to.
 */
describe('security: built source maps are not served to the public', () => {
  it('answers 404 for a .map file unless SERVE_SOURCE_MAPS=1', async () => {
    const dists = makeDists();
    writeFileSync(path.join(dists.shell, 'main.1a2b3c4d.js.map'), '{"version":3}');
    const api = await startFakeApi();
    const closed = await buildTestApp(api.url, dists);
    const open = await buildTestApp(api.url, dists, { SERVE_SOURCE_MAPS: '1' });
    try {
      expect((await closed.inject('/main.1a2b3c4d.js.map')).statusCode).toBe(404);
      expect((await closed.inject('/main.1a2b3c4d.js')).statusCode).toBe(200);
      expect((await open.inject('/main.1a2b3c4d.js.map')).statusCode).toBe(200);
    } finally {
      await closed.close();
      await open.close();
      await api.close();
      dists.cleanup();
    }
  });
});
