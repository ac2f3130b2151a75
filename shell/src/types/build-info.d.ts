/** Replaced at build time by webpack's DefinePlugin (tools/webpack/federation.cjs). */
declare const __BUILD_INFO__: { version: string; builtAt: string; mode: string };
