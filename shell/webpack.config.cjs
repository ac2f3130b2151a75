// The host: no remote is known at build time; they are found at run time through /mf-manifest.json.
const path = require('node:path');
const CopyPlugin = require('copy-webpack-plugin');
const { minify } = require('@swc/core');
const { createFederatedConfig, createServerConfig } = require('../tools/webpack/federation.cjs');
const { ServiceWorkerPlugin } = require('../tools/webpack/service-worker-plugin.cjs');
const { COMPILE_HINT } = require('../tools/webpack/compile-hint-plugin.cjs');
const { ICON_STYLESHEET_PATH } = require('@sokoni/shared-ui/icon-stylesheet');

const browser = createFederatedConfig({
  dirname: __dirname,
  name: 'shell',
  publicPath: '/',
  devPort: 4400,
  title: 'Sokoni',
  scriptsInTemplate: true,
  extend(config, { production }) {
    // Unhashed static files the page refers to by name: theme, start, early-tap, whole-page and cut-page-notice
    // scripts, web app manifest, icons. The scripts go out minified (the first three are written into every page,
    // bff/src/site/inline-scripts.ts): their comments are for the reader of public/, not for each visitor's first
    // round trip.
    config.plugins.push(
      new CopyPlugin({
        patterns: [
          {
            from: path.join(__dirname, 'public'),
            to: '.',
            // whole-page.js is minified here (below) only: the build's minimizer would take its compile hint off.
            info: (file) =>
              path.basename(file.absoluteFilename) === 'whole-page.js' ? { minimized: true } : {},
            transform: {
              transformer: async (content, file) => {
                if (!production || !file.endsWith('.js')) return content;
                const { code } = await minify(content.toString(), { compress: { passes: 2 }, mangle: true });
                // The one script a page fetches by name (whole-page.js, `async`) asks to be compiled while it
                // downloads, as the app's chunks do; the others are written into the page.
                return path.basename(file) === 'whole-page.js' ? `${COMPILE_HINT}${code}` : code;
              },
            },
          },
        ],
      }),
    );
    if (production) {
      config.plugins.push(
        new ServiceWorkerPlugin({
          template: path.join(__dirname, 'src/offline/sw.js'),
          extraUrls: [
            '/',
            // Fetched by the first visit's page before the worker took over: without a copy no part of the site
            // starts offline, not even the pages kept.
            '/mf-manifest.json',
            '/theme-boot.js',
            '/whole-page.js',
            // The bar of a page cut twice: ready even when the server that cut the page is gone.
            '/cut-page-notice.js',
            '/start-app.js',
            '/early-tap.js',
            '/manifest.webmanifest',
            '/icons/icon.svg',
            ICON_STYLESHEET_PATH,
          ],
        }),
      );
    }
  },
});

// The bff's renderer (dist/server/main.js): the same host for Node, loading the remotes' Node containers.
const server = createServerConfig({
  dirname: __dirname,
  name: 'shell',
  entry: './src/server/render.tsx',
  publicPath: '/',
});

module.exports = [browser, server];
