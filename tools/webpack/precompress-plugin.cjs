// Brotli and gzip twins of a browser build's text files, made once at the highest levels, for the bff to send.
const { promisify } = require('node:util');
const zlib = require('node:zlib');
const { Compilation, sources } = require('webpack');

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * The files a browser fetches from a build that are text: scripts, styles (the icon stylesheet too), the HTML
 * templates, SVG, the JSON manifests (`mf-manifest.json`) and the web app manifest. Source maps and license
 * notices are for people reading the build, not for visitors.
 */
const TEXT_FILE = /\.(?:js|mjs|css|html|svg|json|webmanifest)$/i;

const TWINS = [
  {
    extension: '.br',
    related: 'brotli',
    compress: (buffer) =>
      brotliCompress(buffer, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
        },
      }),
  },
  {
    extension: '.gz',
    related: 'gzip',
    compress: (buffer) => gzip(buffer, { level: zlib.constants.Z_BEST_COMPRESSION }),
  },
];

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every text file of a production
 * browser build, which the bff's static files send as they are (`@fastify/static` with `preCompressed`) with
 * `Content-Encoding: br` or `gzip`. Compressed on the fly instead, each file went out at the quality a server
 * can afford per request (brotli 5): some 10 % more bytes for every visitor, and CPU spent on every request.
 *
 * It runs after every other step that writes or changes a file (the compile hint, the content hashes, the
 * HTML, the federation manifest, the service worker), so each twin holds the final bytes of its file. A twin
 * that would not be smaller than its file is not written: the file itself goes out.
 */
class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT + 1 },
        async (assets) => {
          const files = Object.keys(assets).filter((file) => TEXT_FILE.test(file));
          await Promise.all(files.map((file) => this.compressFile(compilation, file)));
        },
      );
    });
  }

  async compressFile(compilation, file) {
    const asset = compilation.getAsset(file);
    if (!asset || asset.info.compressed) return;
    const buffer = asset.source.buffer();
    const related = {};
    await Promise.all(
      TWINS.map(async (twin) => {
        const compressed = await twin.compress(buffer);
        if (compressed.length >= buffer.length) return;
        const name = `${file}${twin.extension}`;
        const source = new sources.RawSource(compressed);
        // Cached like the file it stands for (the bff's cache-control reads the name without its extension).
        const info = { compressed: true, immutable: Boolean(asset.info.immutable), size: compressed.length };
        if (compilation.getAsset(name)) compilation.updateAsset(name, source, info);
        else compilation.emitAsset(name, source, info);
        related[twin.related] = name;
      }),
    );
    if (Object.keys(related).length > 0) {
      compilation.updateAsset(file, (source) => source, { related: { ...asset.info.related, ...related } });
    }
  }
}

module.exports = { PrecompressPlugin, TEXT_FILE };
