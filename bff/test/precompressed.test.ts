// Built files go out as the build's brotli (quality 11) and gzip twins, never compressed again on the fly.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { DYNAMIC_BROTLI_QUALITY } from '../src/plugins/compression';
import { testSite } from './helper';

/** A script that compresses differently at quality 11 and at the quality of answers compressed as they go. */
const SCRIPT = `${Array.from({ length: 400 }, (_, index) => `export const n${index} = ${(index * 7919) % 1009};`).join('\n')}\n`;
const twins = {
  br: brotliCompressSync(SCRIPT, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  gz: gzipSync(SCRIPT, { level: 9 }),
};

function writeWithTwins(file: string) {
  writeFileSync(file, SCRIPT);
  writeFileSync(`${file}.br`, twins.br);
  writeFileSync(`${file}.gz`, twins.gz);
}

const site = testSite({
  prepare: (dists) => {
    writeWithTwins(path.join(dists.shell, 'framework.5e6f7a8b.js'));
    writeWithTwins(path.join(dists.ads, 'remoteEntry.js'));
  },
});

describe('pre-compressed built files', () => {
  it('the twins differ from what compressing on the fly would send (so these tests can tell them apart)', () => {
    const onTheFly = brotliCompressSync(SCRIPT, {
      params: { [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY },
    });
    expect(onTheFly.equals(twins.br)).toBe(false);
  });

  it.each(['/framework.5e6f7a8b.js', '/remotes/ads/remoteEntry.js'])(
    'sends %s as its .br twin with Content-Encoding: br to a browser',
    async (url) => {
      const response = await site.app.inject({
        url,
        headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/^application\/javascript/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.rawPayload.equals(twins.br)).toBe(true);
      expect(Number(response.headers['content-length'])).toBe(twins.br.length);
    },
  );

  it.each(['/framework.5e6f7a8b.js', '/remotes/ads/remoteEntry.js'])(
    'sends %s as its .gz twin to a client without brotli',
    async (url) => {
      const response = await site.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate' } });
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.rawPayload.equals(twins.gz)).toBe(true);
    },
  );

  it('sends the file itself to a client that accepts no compression, cached as the file', async () => {
    const response = await site.app.inject({
      url: '/framework.5e6f7a8b.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body).toBe(SCRIPT);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
