import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponseSchema, Type } from '@sokoni/contracts';
import { notFound } from '../../errors';

/** Keys are relative paths of safe segments: no dot segments, no empty segments, no absolute paths. */
const SAFE_KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)*\.(webp|jpe?g|png|gif)$/i;

export function isSafeMediaKey(key: string): boolean {
  return key.length <= 300 && SAFE_KEY.test(key) && !key.includes('..');
}

const MediaParams = Type.Object({ '*': Type.String({ maxLength: 400 }) });

/** Photos from the media storage; file names carry a content hash, so browsers may keep them for a year. */
export const mediaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/media/*',
    {
      schema: {
        tags: ['media'],
        summary: 'A stored photo',
        params: MediaParams,
        response: {
          200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }),
          301: Type.Null(),
          404: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      if (!isSafeMediaKey(key)) throw notFound('errors.mediaNotFound');
      const elsewhere = app.storage.redirectUrl?.(key);
      if (elsewhere) {
        return reply.header('cache-control', 'public, max-age=31536000, immutable').redirect(elsewhere, 301);
      }
      const file = await app.storage.get(key);
      if (!file) throw notFound('errors.mediaNotFound');
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(file.body);
    },
  );
};
