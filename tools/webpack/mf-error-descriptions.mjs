// Module Federation's error descriptions (`@module-federation/error-codes`, desc.mjs), replaced in browser builds:
// a sentence in English for each error code went to every visitor in the shell's runtime and in each
// remoteEntry.js. An error still names its code (`#RUNTIME-008`) and the page of the federation docs that
// explains it; the Node containers keep the sentences.
const describe = new Proxy(
  {},
  { get: (_, code) => (typeof code === 'string' ? 'Module Federation error' : undefined) },
);

export const runtimeDescMap = describe;
export const typeDescMap = describe;
export const buildDescMap = describe;
export const errorDescMap = describe;
