// jsdom lacks fetch, Request, TextEncoder and friends that React Router 7 and RTK Query need:
// copy Node's own into the test window, with the two browser behaviours Node's lack: a Request resolves a
// relative address ("/api/ads") against the page, and a FormData can be built from a form element.
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

    const NodeRequest = globalThis.Request;
    g.Request = class PageRequest extends NodeRequest {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, g.location.href).href : input, init);
      }
    };

    // React 19 builds `new FormData(form, submitter)` when a submit handler starts a transition (React
    // Router's navigate does); Node's FormData does not accept a jsdom form. File inputs are left out.
    const NodeFormData = globalThis.FormData;
    g.FormData = class FormDataFromForm extends NodeFormData {
      constructor(form, submitter) {
        super();
        if (!form) return;
        for (const element of Array.from(form.elements)) {
          if (element.name && element !== submitter && element.type !== 'file') this.append(element.name, element.value);
        }
      }
    };
  }
}

module.exports = JsdomWithNodeGlobals;
