// jsdom lacks fetch, Request, TextEncoder and friends that React Router 7 and RTK Query need:
// copy Node's own into the test window.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithNodeGlobals extends TestEnvironment {
  async setup() {
    await super.setup();
    const g = this.global;
    for (const name of [
      'fetch', 'Request', 'Response', 'Headers', 'FormData', 'Blob', 'File',
      'TextEncoder', 'TextDecoder', 'ReadableStream', 'WritableStream', 'TransformStream',
      'AbortController', 'AbortSignal', 'structuredClone',
    ]) {
      if (globalThis[name] !== undefined) g[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithNodeGlobals;
