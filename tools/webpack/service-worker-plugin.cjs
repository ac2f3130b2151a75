// Emits the offline worker from a template: the build's hash becomes its version (a new deploy = a new worker,
// which is what makes the page reload on update) and every browser file of the shell's build is precached, its
// lazily loaded parts too (scroll-to-top button, banners, static pages): a part first needed offline must not
// be missing. A remote's build lists its own files (`PrecacheListPlugin`), which the worker keeps once a page
// of that remote has been opened.
const fs = require('node:fs');
const { Compilation, sources } = require('webpack');

class ServiceWorkerPlugin {
  /**
   * @param {object} options
   * @param {string} options.template  path of the worker source with __SW_VERSION__ and __SW_PRECACHE__ markers
   * @param {string} [options.filename] output name, unhashed so browsers can check it for updates
   * @param {string[]} [options.extraUrls] other URLs to precache (the page itself, static files)
   */
  constructor(options) {
    this.options = { filename: 'sw.js', extraUrls: ['/'], ...options };
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ServiceWorkerPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ServiceWorkerPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const publicPath =
            compilation.outputOptions.publicPath === 'auto' ? '/' : compilation.outputOptions.publicPath;
          const files = browserFiles(compilation).map((file) => `${publicPath}${file}`);
          const precache = [...new Set([...this.options.extraUrls, ...files])];
          const source = fs
            .readFileSync(this.options.template, 'utf8')
            .replace(/= __SW_VERSION__;/, `= ${JSON.stringify(compilation.hash)};`)
            .replace(/= __SW_PRECACHE__;/, `= ${JSON.stringify(precache)};`);
          compilation.emitAsset(this.options.filename, new sources.RawSource(source));
        },
      );
    });
  }
}

/** The script and style files of a build's chunks (every chunk, lazily loaded or not; no maps, no pages). */
function browserFiles(compilation) {
  const files = new Set();
  for (const chunk of compilation.chunks) {
    for (const file of chunk.files) if (/\.(?:js|css)$/.test(file)) files.add(file);
  }
  return [...files].sort();
}

/**
 * Emits `precache.json` beside a remote's `remoteEntry.js`: its chunk files, relative to it. The offline worker
 * reads it when the remote's entry is fetched and keeps them all, so a page of that remote opens offline with
 * every lazily loaded part of it.
 */
class PrecacheListPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PrecacheListPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrecacheListPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          // The remote's standalone page (its `main` entry, with its own runtime) is not what a host loads.
          const standalone = new Set(compilation.entrypoints.get('main')?.getFiles() ?? []);
          const files = browserFiles(compilation).filter(
            (file) => file !== 'remoteEntry.js' && !standalone.has(file),
          );
          compilation.emitAsset('precache.json', new sources.RawSource(JSON.stringify({ files })));
        },
      );
    });
  }
}

module.exports = { ServiceWorkerPlugin, PrecacheListPlugin };
