#!/usr/bin/env node
// The task graph must follow the architecture: a team changing its remote rebuilds, retests and redeploys
// only that remote. This asks Nx which projects a change to a file in each remote's sources affects (through
// project dependencies and through task inputs alike) and fails when it is more than the remote (and e2e).
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const remotes = ['mfe-ads', 'mfe-account', 'mfe-business', 'mfe-admin', 'mfe-payments'];
const allowed = new Set(['e2e']);
const run = promisify(execFile);

async function affectedBy(file) {
  const { stdout } = await run('npx', ['nx', 'show', 'projects', '--affected', `--files=${file}`, '--json'], {
    cwd: root,
    env: { ...process.env, NX_DAEMON: 'false' },
  });
  return JSON.parse(stdout.slice(stdout.indexOf('[')));
}

const results = await Promise.all(
  remotes.map(async (remote) => ({ remote, affected: await affectedBy(`${remote}/src/app/routes.tsx`) })),
);
let failed = 0;
for (const { remote, affected } of results) {
  const extra = affected.filter((project) => project !== remote && !allowed.has(project));
  if (extra.length > 0) {
    failed += 1;
    console.error(`✗ a change in ${remote}/src also affects: ${extra.join(', ')}`);
  } else {
    console.log(`✓ a change in ${remote}/src affects ${remote} only`);
  }
}
console.log(`Task graph: ${remotes.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
