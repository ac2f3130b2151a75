import type { App } from '../../src/app';

export interface FilePart {
  name: string;
  filename: string;
  type: string;
  body: Buffer;
}

/** A multipart body built by hand, as a browser's FormData would send it (fields first, then files). */
export function multipartBody(
  fields: Record<string, string | string[]>,
  files: FilePart[] = [],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----sokoni${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${item}\r\n`),
      );
    }
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.body,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** `images[0]`, `images[1]`… parts for JPEG buffers. */
export const imageParts = (buffers: Buffer[], type = 'image/jpeg', start = 0): FilePart[] =>
  buffers.map((body, index) => ({
    name: `images[${start + index}]`,
    filename: `photo-${start + index}.jpg`,
    type,
    body,
  }));

/** What an ad form carries: its fields, its photos, more headers (a language). */
export type AdForm = [
  fields: Record<string, string | string[]>,
  files?: FilePart[],
  headers?: Record<string, string>,
];

/**
 * An ad form as the browser sends it (POST /api/ads to create, POST /api/ads/{id} to edit), multipart, by the
 * holder of `token` or anonymously.
 */
export function sendAdForm(
  app: App,
  url: string,
  token: string | null,
  ...[fields, files = [], headers = {}]: AdForm
) {
  const body = multipartBody(fields, files);
  return app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
}
