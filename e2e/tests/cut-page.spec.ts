import { expect, test } from '@playwright/test';
import net from 'node:net';

/**
 * A bff killed while a page's bytes are on the way: the balancer cannot send the request to another instance
 * (part of the answer has left), so it closes the visitor's connection and the browser has half a page. The
 * page's <head> carries whole-page.js, which loads the page again when its end marker never arrived.
 *
 * What the balancer does at that moment is played here by a small proxy in front of the test site: it passes
 * everything through, except the answer to the page it is told to cut, of which it forwards the headers and
 * three quarters of the body (compressed, as the browser asked for it) before closing the connection, as HAProxy does.
 */
const sitePort = Number(process.env.E2E_PORT ?? 3100);
const proxyPort = sitePort + 7;
const proxied = `http://127.0.0.1:${proxyPort}`;

type CuttingProxy = { requests: string[]; cut: string[]; close(): Promise<void> };

/** Cuts the answers to GET `path` (at most `times` of them); the rest goes through untouched. */
function cuttingProxy(path: string, times: number): Promise<CuttingProxy> {
  const requests: string[] = [];
  const cut: string[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(sitePort, '127.0.0.1');
    sockets.add(client).add(upstream);
    // The answer being cut on this connection: bytes still to forward (null: not known until its headers).
    let cutting: { head: Buffer; left: number | null } | undefined;
    client.on('data', (chunk) => {
      const line = /^([A-Z]+) (\S+) HTTP\/1\.1\r\n/.exec(chunk.toString('latin1'));
      if (line) {
        requests.push(`${line[1]} ${line[2]}`);
        if (line[1] === 'GET' && line[2] === path && cut.length < times) {
          cut.push(line[2]);
          cutting = { head: Buffer.alloc(0), left: null };
        }
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (!cutting) return void client.write(chunk);
      if (cutting.left === null) {
        cutting.head = Buffer.concat([cutting.head, chunk]);
        const end = cutting.head.indexOf('\r\n\r\n');
        if (end < 0) return;
        const headers = cutting.head.subarray(0, end).toString('latin1');
        const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(headers)?.[1] ?? 8000);
        // Cut in the body, past the <head> (a page cut before its first script arrived cannot mend itself).
        cutting.left = end + 4 + Math.floor((length * 3) / 4);
        chunk = cutting.head;
      }
      const sent = chunk.subarray(0, cutting.left);
      cutting.left -= sent.length;
      client.write(sent);
      if (cutting.left <= 0) {
        // The bff is gone: the connection ends without the rest of the page.
        client.end();
        upstream.destroy();
      }
    });
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
  });
  return new Promise((resolve) => {
    server.listen(proxyPort, '127.0.0.1', () =>
      resolve({
        requests,
        cut,
        close: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      }),
    );
  });
}

const pageLoads = (proxy: CuttingProxy, path: string) =>
  proxy.requests.filter((request) => request === `GET ${path}`).length;

test.describe('a page cut short by a dying server', () => {
  test('is loaded again by the browser, which ends with the whole page', async ({ page }) => {
    const proxy = await cuttingProxy('/ads', 1);
    try {
      await page.goto(`${proxied}/ads`, { waitUntil: 'commit' });
      // The second load is whole: the list, the page's data for the app, the end.
      await expect(page.locator('#sokoni-end')).toBeAttached({ timeout: 30_000 });
      await expect(page.getByTestId('ad-card').first()).toBeVisible();
      await expect(page.locator('#sokoni-state')).toBeAttached();
      expect(proxy.cut).toEqual(['/ads']);
      expect(pageLoads(proxy, '/ads')).toBe(2);
      // The reload is forgotten once the page came whole (when the early script next looks: at the end of the
      // parsing, or within half a second).
      await expect.poll(() => page.evaluate(() => sessionStorage.getItem('sokoni-cut-page'))).toBeNull();
    } finally {
      await proxy.close();
    }
  });

  test('is loaded again only once when it keeps arriving cut, then says so and loads it again when asked', async ({
    page,
  }) => {
    const proxy = await cuttingProxy('/ads', 10);
    try {
      await page.goto(`${proxied}/ads`, { waitUntil: 'commit' });
      await expect.poll(() => pageLoads(proxy, '/ads'), { timeout: 30_000 }).toBe(2);
      // No loop: the visitor keeps the part that arrived (a second stall would have ended after 8 s).
      await page.waitForTimeout(9000);
      expect(pageLoads(proxy, '/ads')).toBe(2);
      await expect(page.locator('#sokoni-end')).toHaveCount(0);
      // What arrived stays (Chromium may show none of it when the cut reached it before its parser read it all),
      // with a bar that says the page is incomplete and loads it again when asked.
      await expect(page.getByRole('alert')).toHaveText(
        /Cette page n’est pas arrivée en entier \(la connexion a été coupée\)\.\s*Recharger la page/,
      );
      await page.getByRole('button', { name: 'Recharger la page' }).click();
      await expect.poll(() => pageLoads(proxy, '/ads'), { timeout: 10_000 }).toBe(3);
    } finally {
      await proxy.close();
    }
  });
});
