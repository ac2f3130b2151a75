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
