// Chromium's explicit compile hint on every script a page runs (https://v8.dev/blog/explicit-compile-hints).
const { Compilation, sources } = require('webpack');

/** V8's file-wide hint: compile every function of the script while it streams in, not when first called. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Puts the compile hint at the top of each chunk of a production browser build.
 *
 * Without it V8 compiles a function the first time it is called, on the page's main thread: while a page
 * starts, that is most of React, the router, the store and the app, one function at a time in the middle of
 * hydration. With it, V8 compiles them on a background thread while the file downloads, and the main thread
 * only runs them. On the slow-phone profile of `npm run bench` this takes a large share of the main thread's
 * blocked time away. The chunks are the code of a page that is being drawn (the shared libraries, the shell,
 * a remote's routes), so little is compiled that does not run; other browsers ignore the comment.
 *
 * Added after minification (which would move the comment out) and before the source maps are made, so the
 * maps count the extra line, and before the content hash, so the file's name follows its content.
 */
class CompileHintPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CompileHintPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileHintPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const chunk of compilation.chunks) {
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
            }
          }
        },
      );
    });
  }
}

module.exports = { CompileHintPlugin, COMPILE_HINT };
