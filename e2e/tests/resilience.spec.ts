import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Item 3 of the hardening review: when the api process dies, `npm start` used to stop the whole site. A
 * second `tools/start.mjs` (its own ports and empty database) is started here, its api killed, and the site
 * must keep answering, then recover by itself.
 */
const port = Number(process.env.E2E_RESILIENCE_PORT ?? 3190);
const apiPort = port + 1;
const site = `http://127.0.0.1:${port}`;

let server: ChildProcess;
let output = '';
let dataDir: string;

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`condition not met after ${timeoutMs} ms; output:\n${output}`);
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'sokoni-resilience-'));
  server = spawn(process.execPath, [path.join(__dirname, '..', '..', 'tools', 'start.mjs'), '--no-build'], {
    env: {
      ...process.env,
      PORT: String(port),
      API_PORT: String(apiPort),
      DATA_DIR: dataDir,
      DEMO_DATA: '0',
      DEV_OIDC: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitFor(async () => output.includes('Sokoni is running'), 200_000);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

test('the site keeps answering when the api process dies, and the api comes back by itself', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const pid = Number(/api started \(pid (\d+)\)/.exec(output)?.[1]);
  expect(pid).toBeGreaterThan(0);
  // Ready once the api answers the bff's check in time (a busy machine may need a few tries).
  await expect
    .poll(async () => (await request.get(`${site}/bff/health`)).status(), { timeout: 30_000 })
    .toBe(200);

  process.kill(pid, 'SIGKILL');
  await waitFor(async () => output.includes('api stopped (SIGKILL); restarting in 1 s'), 10_000);

  // While the api is down: the api's calls get a clear 503, the page is served, and readiness says so once
  // its one-second answer cache has passed.
  const call = await request.get(`${site}/api/categories`, { headers: { 'accept-language': 'fr' } });
  expect(call.status()).toBe(503);
  expect((await call.json()).message).toBeTruthy();
  const page = await request.get(`${site}/about`);
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain('<div id="root">');
  let health = await request.get(`${site}/bff/health`);
  for (let tries = 0; health.status() === 200 && tries < 15; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    health = await request.get(`${site}/bff/health`);
  }
  expect(health.status()).toBe(503);
  expect(await health.json()).toEqual({ status: 'degraded', api: 'down' });

  // The supervisor starts it again; the site is whole again without anyone touching it.
  await waitFor(async () => (await request.get(`${site}/bff/health`)).status() === 200, 60_000);
  expect((await request.get(`${site}/api/categories`)).status()).toBe(200);
  expect(output.match(/api started \(pid \d+\)/g)).toHaveLength(2);
});
