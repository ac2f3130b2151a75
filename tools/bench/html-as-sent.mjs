import { connect } from 'node:net';

/**
 * The bytes of `path`'s HTML as the bff puts them on the wire to a first visit from Chromium: status line,
 * headers and the compressed body with its chunk framing, read from a raw socket. The first round trip of
 * a new connection carries about 14.6 KB (10 segments of 1460 bytes). Used by `npm run bench` and the e2e test
 * that keeps the heaviest ad page within that round trip.
 *
 * @param {string} base the site's address
 * @param {string} path the page
 * @returns {Promise<number>}
 */
export function htmlAsSent(base, path) {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    let bytes = 0;
    const socket = connect(Number(port || 80), hostname, () => {
      socket.write(
        [
          `GET ${path} HTTP/1.1`,
          `Host: ${hostname}:${port}`,
          'Accept: text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
          'Accept-Encoding: gzip, deflate, br, zstd',
          'Accept-Language: fr-FR,fr;q=0.9',
          'Connection: close',
          '',
          '',
        ].join('\r\n'),
      );
    });
    socket.on('data', (chunk) => {
      bytes += chunk.length;
    });
    socket.on('end', () => resolve(bytes));
    socket.on('error', reject);
  });
}
