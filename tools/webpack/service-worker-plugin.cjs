// Emits the offline worker from a template: the build's hash becomes its version (a new deploy = a new worker,
// which is what makes the page reload on update) and the entry files of the build are precached.
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
          const entryFiles = [];
          for (const entrypoint of compilation.entrypoints.values()) {
            for (const file of entrypoint.getFiles())
              if (!file.endsWith('.map')) entryFiles.push(`${publicPath}${file}`);
          }
          const precache = [...new Set([...this.options.extraUrls, ...entryFiles])];
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

module.exports = { ServiceWorkerPlugin };
