// The build step that writes the brotli and gzip twins of every text file (tools/webpack/precompress-plugin.cjs),
// run on a small production build with the plugin it must follow, in a Node process of its own (webpack does not
// run in the test's browser-like environment).
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';

const TOOLS = path.resolve(__dirname, '../../tools/webpack');
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** A production build of two chunks, plus files written at the last stage (as the service worker plugin does). */
const BUILD_SCRIPT = `
const webpack = require(${JSON.stringify(require.resolve('webpack'))});
const { PrecompressPlugin } = require(${JSON.stringify(path.join(TOOLS, 'precompress-plugin.cjs'))});
const { CompileHintPlugin } = require(${JSON.stringify(path.join(TOOLS, 'compile-hint-plugin.cjs'))});
const lateFiles = {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('LateFiles', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'LateFiles', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const { RawSource } = webpack.sources;
          compilation.emitAsset('sw.js', new RawSource('const precache = ["/"];\\n'.repeat(40)));
          compilation.emitAsset('sprite.svg', new RawSource('<svg>' + '<symbol id="a"></symbol>'.repeat(50) + '</svg>'));
          compilation.emitAsset('tiny.json', new RawSource('{}'));
        },
      );
    });
  },
};
webpack({
  context: process.argv[2],
  mode: 'production',
  entry: { main: './src/index.js' },
  devtool: 'hidden-source-map',
  output: { path: process.argv[3], filename: '[name].[contenthash:8].js', chunkFilename: '[name].[contenthash:8].js' },
  optimization: { minimize: false },
  plugins: [new CompileHintPlugin(), new PrecompressPlugin(), lateFiles],
}).run((error, stats) => {
  if (error || stats.hasErrors()) {
    console.error(error ?? stats.toString());
    process.exit(1);
  }
});
`;

let root: string;
let dist: string;

beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'sokoni-precompress-'));
  dist = path.join(root, 'dist');
  mkdirSync(path.join(root, 'src'));
  writeFileSync(
    path.join(root, 'src', 'index.js'),
    `export const words = ${JSON.stringify('bonjour sokoni '.repeat(400))};\nconsole.log(words);\nimport('./later.js').then((m) => m.run());\n`,
  );
  writeFileSync(
    path.join(root, 'src', 'later.js'),
    `export function run() { return ${JSON.stringify('plus tard '.repeat(200))}; }\n`,
  );
  writeFileSync(path.join(root, 'build.cjs'), BUILD_SCRIPT);
  execFileSync(process.execPath, [path.join(root, 'build.cjs'), root, dist], { stdio: 'pipe' });
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

const built = (name: string) => readFileSync(path.join(dist, name));
/** The chunks webpack wrote (named by their content hash). */
const scripts = () => readdirSync(dist).filter((name) => /\.[0-9a-f]{8}\.js$/.test(name));

describe('PrecompressPlugin', () => {
  it('writes a brotli and a gzip twin of every script, holding its final bytes (compile hint included)', () => {
    expect(scripts().length).toBe(2);
    for (const name of scripts()) {
      const file = built(name);
      expect(file.toString()).toMatch(new RegExp(`^${COMPILE_HINT}`));
      expect(brotliDecompressSync(built(`${name}.br`))).toEqual(file);
      expect(gunzipSync(built(`${name}.gz`))).toEqual(file);
      expect(built(`${name}.br`).length).toBeLessThan(built(`${name}.gz`).length);
    }
  });

  it('compresses at brotli quality 11', () => {
    const main = scripts().find((name) => name.startsWith('main.')) ?? 'main.js';
    const file = built(main);
    const quality11 = brotliCompressSync(file, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    expect(built(`${main}.br`).length).toBeLessThanOrEqual(quality11.length);
  });

  it('includes files written at the last stage of the build (the service worker, the sprite)', () => {
    for (const name of ['sw.js', 'sprite.svg']) {
      expect(brotliDecompressSync(built(`${name}.br`))).toEqual(built(name));
      expect(gunzipSync(built(`${name}.gz`))).toEqual(built(name));
    }
  });

  it('leaves source maps alone, and a file its twin would not make smaller', () => {
    const maps = readdirSync(dist).filter((name) => name.includes('.map'));
    expect(maps.length).toBeGreaterThan(0);
    expect(maps.every((name) => name.endsWith('.map'))).toBe(true);
    expect(existsSync(path.join(dist, 'tiny.json'))).toBe(true);
    expect(existsSync(path.join(dist, 'tiny.json.br'))).toBe(false);
    expect(existsSync(path.join(dist, 'tiny.json.gz'))).toBe(false);
  });
});
