import fp from 'fastify-plugin';
import compress from '@fastify/compress';

/** Brotli first, gzip otherwise, for every compressible type (HTML, JS, CSS, JSON, SVG, manifests). */
export const compressionPlugin = fp(
  async (app) => {
    await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  },
  { name: 'sokoni-compression' },
);
