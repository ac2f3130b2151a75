// The host: no remote is known at build time; they are found at run time through /mf-manifest.json.
const path = require('node:path');
const CopyPlugin = require('copy-webpack-plugin');
const { minify } = require('@swc/core');
const { createFederatedConfig, createServerConfig } = require('../tools/webpack/federation.cjs');
const { ServiceWorkerPlugin } = require('../tools/webpack/service-worker-plugin.cjs');
const { ICON_STYLESHEET_PATH } = require('@sokoni/shared-ui/icon-stylesheet');

const browser = createFederatedConfig({
  dirname: __dirname,
  name: 'shell',
  publicPath: '/',
  devPort: 4400,
  title: 'Sokoni',
  scriptsInTemplate: true,
  extend(config, { production }) {
    // Unhashed static files the page refers to by name: theme and start scripts, web app manifest, icons. The
    // scripts are written into every page (bff/src/site/inline-scripts.ts), so they go out minified: their
    // comments are for the reader of public/, not for each visitor's first round trip.
    config.plugins.push(
      new CopyPlugin({
        patterns: [
          {
            from: path.join(__dirname, 'public'),
            to: '.',
            transform: {
              transformer: async (content, file) =>
                production && file.endsWith('.js')
                  ? (await minify(content.toString(), { compress: { passes: 2 }, mangle: true })).code
                  : content,
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
            '/theme-boot.js',
            '/whole-page.js',
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
