// A remote's container takes the Module Federation runtime from the page that loads it (the shell provides
// it, `experiments.provideExternalRuntime`), so it does not ship a second copy. The remote's standalone page
// (its own index.html, for QA and `webpack serve`) has no shell: this plugin bundles the runtime's core into
// one small script with esbuild, emits it, and puts it in that page ahead of the page's own script.
const { Compilation, sources } = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'StandaloneRuntimePlugin';
// What the remote's container reads (`experiments.externalRuntime`, and remote-bundler-runtime.mjs): the
// globals the shell fills.
const SOURCE = `import * as core from '@module-federation/runtime-core';
import provideBundlerRuntime from './provide-bundler-runtime.mjs';
globalThis._FEDERATION_RUNTIME_CORE ??= core;
provideBundlerRuntime();
`;

class StandaloneRuntimePlugin {
  /** @param {{ production: boolean }} options */
  constructor(options) {
    this.production = options.production;
  }

  apply(compiler) {
    const esbuild = require('esbuild');
    let file = null;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const result = await esbuild.build({
            stdin: { contents: SOURCE, resolveDir: __dirname, loader: 'js' },
            bundle: true,
            write: false,
            format: 'iife',
            platform: 'browser',
            target: 'es2020',
            minify: this.production,
            legalComments: 'none',
            // The same switches the federation plugin gives the runtime it bundles in a browser build.
            define: {
              FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: 'true',
              // The container bundles its own `initContainerEntry` (see remote-bundler-runtime.mjs).
              FEDERATION_HAS_EXPOSES: 'false',
              ENV_TARGET: '"web"',
              'process.env.NODE_ENV': JSON.stringify(this.production ? 'production' : 'development'),
            },
          });
          const code = Buffer.from(result.outputFiles[0].contents);
          const hash = compilation.compiler.webpack.util.createHash('xxhash64');
          hash.update(code);
          file = `federation-runtime.${this.production ? `${hash.digest('hex').slice(0, 8)}.` : ''}js`;
          compilation.emitAsset(file, new sources.RawSource(code));
        },
      );
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        if (!file) return data;
        const publicPath = data.publicPath ?? '';
        data.bodyTags.unshift(
          HtmlWebpackPlugin.createHtmlTagObject('script', {
            defer: true,
            src: `${publicPath}${publicPath && !publicPath.endsWith('/') ? '/' : ''}${file}`,
          }),
        );
        return data;
      });
    });
  }
}

module.exports = { StandaloneRuntimePlugin };
