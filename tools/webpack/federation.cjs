// One webpack + Module Federation configuration for the shell and every remote, so that all six agree
// on what is shared and how files are named and cached.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { iconStylesheet, ICON_STYLESHEET_PATH } = require('@sokoni/shared-ui/icon-stylesheet');
const TerserPlugin = require('terser-webpack-plugin');
const { Compilation, DefinePlugin, NormalModuleReplacementPlugin, sources } = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { StandaloneRuntimePlugin } = require('./standalone-runtime-plugin.cjs');
const { CompileHintPlugin } = require('./compile-hint-plugin.cjs');
const { PrecompressPlugin } = require('./precompress-plugin.cjs');
const { PrecacheListPlugin } = require('./service-worker-plugin.cjs');

/**
 * Singletons every container shares. Sub-paths must be listed too or they get bundled twice.
 * The router and react-i18next are shared through trimmed re-exports (`@sokoni/shared-ui/router`,
 * `@sokoni/shared-ui/react-i18next`) rather than whole: a shared package is never tree-shaken.
 * Redux Toolkit and react-redux are not on the list: only shared-ui's kernel (store, slices, base api, the
 * store's hooks and Provider) runs them, so they are bundled inside shared-ui with only what the kernel uses,
 * instead of whole; remotes reach the store, its hooks, the api and `skipToken` through shared-ui (ESLint
 * refuses a remote's or the shell's own import of them).
 * shared-ui has a second entry, `@sokoni/shared-ui/widgets` (dialogs, tabs, pagination, messaging), for the
 * same reason: no first screen of the home page uses them, so they are kept out of the main entry and its
 * `framework` file (see WIDGETS_MODULE) and fetched by the first page that imports them.
 */
const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@sokoni/shared-ui/router',
  'styled-components',
  'i18next',
  '@sokoni/shared-ui/react-i18next',
  '@sokoni/shared-ui',
  // Its own singleton, not part of `@sokoni/shared-ui`: one live event stream and one set of widgets per page,
  // in a file of their own that a page without them never fetches.
  '@sokoni/shared-ui/widgets',
  // A list's page numbers, a file of their own (part of the widgets entry too, which re-exports them): the list's
  // first screen draws them, and a visitor who is not signed in needs nothing else of the widgets there.
  '@sokoni/shared-ui/pagination',
];

/** The shell's runtime plugin that publishes the federation runtime's core for the remotes (see the file). */
const PROVIDE_RUNTIME_PLUGIN = path.join(__dirname, 'provide-runtime-core.mjs');

/**
 * The shell's runtime plugin that publishes its webpack bundler runtime for the remotes, and what a remote's
 * browser container takes in its place (see both files): every remoteEntry.js fetched on a page was carrying
 * its own copy of the same functions.
 */
const PROVIDE_BUNDLER_RUNTIME_PLUGIN = path.join(__dirname, 'provide-bundler-runtime.mjs');
const REMOTE_BUNDLER_RUNTIME = path.join(__dirname, 'remote-bundler-runtime.mjs');
/** The package's entry modules, as the federation plugin's generated container entry imports them. */
const BUNDLER_RUNTIME_ENTRY =
  /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/](?:index|bundler)\.js$/;

/**
 * Imports of `react-i18next` resolve to the shared, trimmed bindings (see SHARED_SINGLETONS), except in the
 * file that re-exports them from the package. A module rule, because its resolve options apply to the
 * imports of the files it matches.
 */
const REACT_I18NEXT_TRIMMED = /[\\/]shared-ui[\\/]src[\\/]react-i18next\.ts$/;
const REACT_I18NEXT_ALIAS_RULE = {
  test: /\.[cm]?[jt]sx?$/,
  exclude: [REACT_I18NEXT_TRIMMED, /[\\/]node_modules[\\/]/],
  resolve: { alias: { 'react-i18next$': path.join(__dirname, 'react-i18next.mjs') } },
};

const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(require.resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/** Where SWC keeps its compiled plugins (by default a `.swc/` folder in each package). */
const SWC_CACHE_ROOT = path.join(__dirname, '..', '..', 'node_modules', '.cache', 'swc');

/**
 * SWC's styled-components plugin: the CSS written in styled templates loses its indentation, line breaks and
 * comments (they went to every visitor, in every file), and each styled call is marked pure, so one nobody uses
 * is dropped. Browser and Node builds alike. `ssr` names each component after its file and its place in it
 * (`sc-<file hash>-<n>`): left unnamed, a component took the count of those created before it, which differs
 * between the server (every module at once) and the browser (chunk by chunk), and so did its class names.
 */
const STYLED_COMPONENTS_PLUGIN = [
  '@swc/plugin-styled-components',
  { displayName: false, ssr: true, minify: true, pure: true, transpileTemplateLiterals: false },
];

/**
 * The module rules of every build, browser and Node: TypeScript through SWC, images as files, contracts marked
 * pure and react-i18next trimmed (REACT_I18NEXT_ALIAS_RULE).
 *
 * @param {{ development: boolean, target: string }} options  React's development transform, SWC's target
 */
function sourceRules({ development, target }) {
  return [
    {
      test: /\.[cm]?tsx?$/,
      exclude: /node_modules/,
      use: {
        loader: 'swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development } },
            target,
            experimental: { plugins: [STYLED_COMPONENTS_PLUGIN], cacheRoot: SWC_CACHE_ROOT },
          },
        },
      },
    },
    { test: /\.(png|svg|jpe?g|gif|webp|ico)$/, type: 'asset/resource' },
    // contracts is schemas + constants: marking it pure lets a browser bundle keep the constants it uses
    // and drop TypeBox and every schema it does not.
    { test: /[\\/]contracts[\\/]src[\\/]/, sideEffects: false },
    REACT_I18NEXT_ALIAS_RULE,
  ];
}

/** The standalone page of every remote (the shell has its own, `shell/src/index.html`). */
const REMOTE_TEMPLATE = path.join(__dirname, 'remote-index.html');

/** React's own `useSyncExternalStore` in place of the package's fallback for old Reacts (see the file). */
const USE_SYNC_EXTERNAL_STORE_SHIM = path.join(__dirname, 'use-sync-external-store-shim.mjs');

/**
 * The federation runtime's snapshot handler, replaced in the shell's browser build by what the page needs of it
 * (see mf-snapshot-handler.mjs): remotes are registered by their remoteEntry.js address, none is preloaded.
 */
const SNAPSHOT_HANDLER =
  /[\\/]@module-federation[\\/]runtime-core[\\/]dist[\\/]plugins[\\/]snapshot[\\/]SnapshotHandler\.js$/;

/** The federation runtime's error descriptions, replaced in every browser build (see mf-error-descriptions.mjs). */
const ERROR_DESCRIPTIONS = /[\\/]@module-federation[\\/]error-codes[\\/]dist[\\/]desc\.mjs$/;

/** Its preloading helpers, replaced the same way (see mf-preload.mjs): `preloadRemote` has nothing to preload. */
const PRELOAD_HELPERS = /[\\/]@module-federation[\\/]runtime-core[\\/]dist[\\/]utils[\\/]preload\.js$/;

/**
 * What the shell's `framework` file holds: the shared libraries and their own dependencies, shared-ui (but
 * for its widgets, WIDGETS_MODULE) and contracts (dictionaries excepted: each language keeps its own file).
 * Left to itself webpack gives each shared module a file of its own, some twenty requests of a few kilobytes
 * before the first paint, which on a 300 ms round trip costs more than their bytes.
 */
const FRAMEWORK_MODULE =
  /[\\/]node_modules[\\/](?:react|react-dom|scheduler|react-router|react-redux|redux|redux-thunk|@reduxjs[\\/]toolkit|immer|reselect|use-sync-external-store|styled-components|@emotion[\\/][^\\/]+|@standard-schema[\\/]utils|stylis|shallowequal|tslib|i18next|react-i18next|html-parse-stringify|void-elements)[\\/]|[\\/](?:shared-ui|contracts)[\\/]src[\\/].*\.tsx?$|[\\/]tools[\\/]webpack[\\/](?:react-(?:router-dom|i18next)|use-sync-external-store-shim)\.mjs$/;

/**
 * The shell's split files every page runs, the shared libraries (see FRAMEWORK_MODULE) and the app (the shell's
 * `./bootstrap`), fetched with the entry instead of one after the other as the entry asks for them: on a 300 ms
 * round trip, each is a trip earlier.
 */
const PAGE_SCRIPT_CHUNKS = ['framework', 'app'];

/**
 * The modules of `@sokoni/shared-ui/widgets` (its entry, `src/widgets`, and `src/messaging`, which it
 * re-exports) and of `@sokoni/shared-ui/pagination` (`src/widgets/pagination.tsx`). Kept out of `framework`
 * though they are shared-ui sources: they are the shell's chunks of those shared entries, fetched only by a page
 * that uses them (the navbar's unread badge loads the widgets lazily; a list page, the pagination).
 */
const WIDGETS_MODULE = /[\\/]shared-ui[\\/]src[\\/](?:widgets|messaging)[\\/]/;

/** `@sokoni/shared-ui/pagination`, a file of its own (`pagination.<hash>.js`) though it lies among the widgets. */
const PAGINATION_MODULE = /[\\/]shared-ui[\\/]src[\\/]widgets[\\/]pagination\.tsx$/;

/** The `shared` map of every container, browser and Node alike, so a page hydrates with what it rendered with. */
const SHARED = Object.freeze(
  Object.fromEntries(
    SHARED_SINGLETONS.map((name) => [
      name,
      Object.freeze({ singleton: true, requiredVersion: false, strictVersion: false }),
    ]),
  ),
);

/**
 * @param {object} options
 * @param {string} options.dirname       package folder (__dirname of its webpack.config.cjs)
 * @param {string} options.name          container name, e.g. "mfe_ads" or "shell"
 * @param {Record<string,string>} [options.exposes]  modules a remote exposes, e.g. { './routes': './src/app/routes.tsx' }
 * @param {string} options.publicPath    where the built files are served, e.g. "/remotes/ads/" or "/"
 * @param {number} options.devPort       port of `webpack serve`
 * @param {string} options.title         <title> of the standalone page
 * @param {boolean} [options.scriptsInTemplate]  the page's template starts its scripts itself (the shell: see
 *                                       public/start-app.js) instead of the build adding `<script defer>` tags
 * @param {(config: import('webpack').Configuration, env: {production: boolean}) => void} [options.extend]
 */
function createFederatedConfig(options) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const { dirname, name, exposes, publicPath, devPort, title } = options;
    const { version } = require(path.join(dirname, 'package.json'));
    /** @type {import('webpack').Configuration} */
    const config = {
      context: dirname,
      entry: { main: './src/index.ts' },
      mode: production ? 'production' : 'development',
      // Production maps are written beside the bundles for whoever reads an error report on the server, but
      // not referenced from them and not served by the bff: phones never fetch them, and the public does not
      // get our sources annotated (SERVE_SOURCE_MAPS=1 on the bff serves them, e.g. on a staging site).
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: path.join(dirname, 'dist'),
        publicPath: production ? publicPath : 'auto',
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: name,
        // The Node build (createServerConfig) writes into dist/server/ at the same time: keep it.
        clean: { keep: /^server[\\/]/ },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        alias: {
          'react-router-dom$': path.join(__dirname, 'react-router-dom.mjs'),
          // The production build of react-router (its package exports point bundlers at the development one).
          'react-router$': REACT_ROUTER_PRODUCTION,
          'use-sync-external-store/shim$': USE_SYNC_EXTERNAL_STORE_SHIM,
        },
      },
      module: {
        // An import of a name a module does not export fails the build instead of becoming `undefined` in a
        // visitor's browser. (Names taken from a trimmed shared module, the router or react-i18next, cannot be
        // checked here: each package's shared-imports.test.ts checks them against shared-ui's lists.)
        parser: { javascript: { exportsPresence: 'error' } },
        rules: sourceRules({ development: !production, target: 'es2020' }),
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: exposes ?? {},
          remotes: {},
          shared: SHARED,
          // The shell publishes its runtime core for the remotes (what `experiments.provideExternalRuntime`
          // adds, but that option takes a plugin's CommonJS build, which brings a second, CommonJS copy of the
          // runtime into the shell, and publishes the whole core: ours publishes what remotes read) and its
          // bundler runtime.
          runtimePlugins: exposes ? [] : [PROVIDE_RUNTIME_PLUGIN, PROVIDE_BUNDLER_RUNTIME_PLUGIN],
          // Only remotes publish a manifest; the host's /mf-manifest.json is the bff's list of remotes.
          manifest: exposes ? { fileName: 'mf-manifest.json' } : false,
          dts: false,
          experiments: {
            // One federation runtime per page: the shell's. It publishes its runtime core (the runtime plugin
            // above) and each remote's container uses it instead of bundling its own (`externalRuntime`), so
            // loading a remote costs its entry's few kilobytes, not a second runtime. The runtime comes from
            // the page: a remote is still redeployed alone, built with the same @module-federation/enhanced
            // as the shell (one pinned version for the repository).
            ...(exposes ? { externalRuntime: true } : {}),
            // Smaller runtime (bytes are money on 3G): no manifest snapshots (remotes are registered by their
            // remoteEntry.js URL), no Node code, and no remote-loading code in remotes.
            optimization: { disableSnapshot: true, target: 'web', disableRemote: Boolean(exposes) },
          },
        }),
        new DefinePlugin({
          __BUILD_INFO__: JSON.stringify({
            version,
            builtAt: new Date().toISOString(),
            mode: production ? 'production' : 'development',
          }),
          __ICON_STYLESHEET__: JSON.stringify(ICON_STYLESHEET_PATH),
        }),
        new HtmlWebpackPlugin({
          template: exposes ? REMOTE_TEMPLATE : path.join(dirname, 'src/index.html'),
          title,
          // Only the page's own entry: the container entry (remoteEntry.js) is for hosts, not for this page.
          chunks: ['main'],
          publicPath: production ? publicPath : '/',
          scriptLoading: 'defer',
          inject: options.scriptsInTemplate ? false : 'body',
          // A template that starts its scripts itself gets the entry with the files every page runs
          // (`pageScripts`, see PAGE_SCRIPT_CHUNKS), so a page fetches them together rather than one by one.
          templateParameters: (compilation, assets, assetTags, htmlOptions) => ({
            compilation,
            webpackConfig: compilation.options,
            htmlWebpackPlugin: { tags: assetTags, files: assets, options: htmlOptions },
            pageScripts: [
              ...assets.js,
              ...PAGE_SCRIPT_CHUNKS.flatMap((name) =>
                [...(compilation.namedChunks.get(name)?.files ?? [])]
                  .filter((file) => file.endsWith('.js'))
                  .map((file) => `${assets.publicPath}${file}`),
              ),
            ],
          }),
        }),
        // Each script compiled as it downloads rather than function by function on the page's main thread.
        ...(production ? [new CompileHintPlugin()] : []),
        // Brotli 11 and gzip 9 twins of every text file, made after the last change to any file (see the plugin).
        ...(production ? [new PrecompressPlugin()] : []),
        // A remote's list of files, which the shell's offline worker keeps once one of its pages is opened.
        ...(production && exposes ? [new PrecacheListPlugin()] : []),
        new NormalModuleReplacementPlugin(
          ERROR_DESCRIPTIONS,
          path.join(__dirname, 'mf-error-descriptions.mjs'),
        ),
        // A remote's standalone page has no shell to take the runtime from: it gets its own copy.
        ...(exposes
          ? [
              new StandaloneRuntimePlugin({ production }),
              // The bundler runtime comes from the page too (see REMOTE_BUNDLER_RUNTIME).
              new NormalModuleReplacementPlugin(BUNDLER_RUNTIME_ENTRY, REMOTE_BUNDLER_RUNTIME),
            ]
          : [
              new NormalModuleReplacementPlugin(
                SNAPSHOT_HANDLER,
                path.join(__dirname, 'mf-snapshot-handler.mjs'),
              ),
              new NormalModuleReplacementPlugin(PRELOAD_HELPERS, path.join(__dirname, 'mf-preload.mjs')),
              // The icons every container draws are the host's to publish (see shared-ui/icons).
              {
                apply(compiler) {
                  compiler.hooks.thisCompilation.tap('IconStylesheet', (compilation) => {
                    compilation.hooks.processAssets.tap(
                      { name: 'IconStylesheet', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
                      () =>
                        compilation.emitAsset(
                          ICON_STYLESHEET_PATH.slice(1),
                          new sources.RawSource(iconStylesheet()),
                        ),
                    );
                  });
                },
              },
            ]),
      ],
      optimization: {
        // The host's shared libraries in one file (see FRAMEWORK_MODULE); a remote's chunks stay as they are.
        ...(production && !exposes
          ? {
              splitChunks: {
                cacheGroups: {
                  framework: {
                    test: (module) =>
                      FRAMEWORK_MODULE.test(module.resource ?? '') &&
                      !WIDGETS_MODULE.test(module.resource ?? ''),
                    name: 'framework',
                    chunks: 'async',
                    priority: 40,
                    enforce: true,
                  },
                  // The two shared entries kept out of it, named so that a page's list of files says which it got.
                  widgets: {
                    test: (module) =>
                      WIDGETS_MODULE.test(module.resource ?? '') &&
                      !PAGINATION_MODULE.test(module.resource ?? ''),
                    name: 'widgets',
                    chunks: 'async',
                    priority: 30,
                    enforce: true,
                  },
                  pagination: {
                    test: (module) => PAGINATION_MODULE.test(module.resource ?? ''),
                    name: 'pagination',
                    chunks: 'async',
                    priority: 30,
                    enforce: true,
                  },
                },
              },
            }
          : {}),
        minimize: production,
        minimizer: [
          new TerserPlugin({
            minify: TerserPlugin.swcMinify,
            // Libraries' license notices go to a `<file>.LICENSE.txt` beside each file, named in its first line,
            // instead of being sent to every visitor inside the scripts.
            extractComments: true,
            terserOptions: { compress: { passes: 2 } },
          }),
        ],
      },
      performance: { hints: false },
      devServer: {
        port: devPort,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [
          {
            // A remote alone draws its icons from the shell's icon stylesheet, which the bff serves.
            context: ['/api', '/bff', '/media', ...(exposes ? [ICON_STYLESHEET_PATH] : [])],
            target: process.env.BFF_URL ?? 'http://localhost:3000',
            // The dev server listens on every interface and reaches the bff from this machine: it names its
            // visitor in X-Forwarded-For, so the bff's development mailbox refuses a visitor from the network.
            xfwd: true,
          },
        ],
      },
      stats: 'errors-warnings',
    };
    if (options.extend) options.extend(config, { production });
    return config;
  };
}

/**
 * The same container built for Node (server rendering in the bff), written to `dist/server/`. The shared map
 * is the browser's, so a page renders on the server with the same singletons it hydrates with; a remote's
 * Node container is found through the same manifest (its `server/remoteEntry.js` beside the browser's), so a
 * remote is redeployed without rebuilding the shell or the bff.
 *
 * @param {object} options
 * @param {string} options.dirname
 * @param {string} options.name
 * @param {Record<string,string>} [options.exposes]  a remote's exposed modules
 * @param {string} [options.entry]  a host's server entry (the shell's render function)
 * @param {string} options.publicPath  the browser build's public path: asset URLs must be the same
 */
function createServerConfig(options) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const { dirname, name, exposes, entry, publicPath } = options;
    /** @type {import('webpack').Configuration} */
    const config = {
      name: 'server',
      context: dirname,
      entry: entry ? { main: entry } : {},
      mode: production ? 'production' : 'development',
      devtool: false,
      target: 'async-node',
      output: {
        path: path.join(dirname, 'dist', 'server'),
        publicPath: `${publicPath}server/`,
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: `${name}_server`,
        library: { type: 'commonjs-module' },
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        alias: {
          'react-router-dom$': path.join(__dirname, 'react-router-dom.mjs'),
          'react-router$': REACT_ROUTER_PRODUCTION,
        },
      },
      module: {
        parser: { javascript: { exportsPresence: 'error' } },
        generator: {
          // Images are the browser build's files: same names, its public path, nothing emitted here.
          'asset/resource': { publicPath, emit: false },
        },
        rules: sourceRules({ development: false, target: 'es2022' }),
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: exposes ?? {},
          remotes: {},
          shared: SHARED,
          library: { type: 'commonjs-module', name },
          remoteType: 'script',
          runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
          manifest: false,
          dts: false,
          // Node containers keep their own runtime: bytes cost nothing on the server, and the bff loads a
          // remote's container without any page around it.
          experiments: { asyncStartup: true },
        }),
        new DefinePlugin({
          'process.env.SOKONI_SERVER_RENDER': JSON.stringify('1'),
          __BUILD_INFO__: JSON.stringify({ version: 'server', builtAt: '', mode: 'production' }),
          __ICON_STYLESHEET__: JSON.stringify(ICON_STYLESHEET_PATH),
        }),
      ],
      // Server code is read by Node only: no minification (faster build, readable stack traces).
      optimization: { minimize: false },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
    return config;
  };
}

/**
 * A remote's build: its browser container `mfe_<remote>` exposing `./routes`, served under `/remotes/<remote>/`
 * with its standalone page, and with `serverRender` its Node container too (the bff renders its public pages).
 *
 * @param {object} options
 * @param {string} options.dirname  package folder (__dirname of its webpack.config.cjs)
 * @param {string} options.remote   e.g. "ads"
 * @param {number} options.devPort  port of `webpack serve`
 * @param {string} options.title    <title> of the standalone page
 * @param {boolean} [options.serverRender]
 */
function createRemoteConfig({ dirname, remote, devPort, title, serverRender }) {
  const container = {
    dirname,
    name: `mfe_${remote}`,
    exposes: { './routes': './src/app/routes.tsx' },
    publicPath: `/remotes/${remote}/`,
  };
  const browser = createFederatedConfig({ ...container, devPort, title });
  return serverRender ? [browser, createServerConfig(container)] : browser;
}

module.exports = { createFederatedConfig, createServerConfig, createRemoteConfig, SHARED_SINGLETONS };
