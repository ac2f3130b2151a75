#!/usr/bin/env node
// `npm test`: lint, typecheck and unit/API tests of every package (through Nx, cached), then the Playwright
// tests of the composed site, then one summary line for the whole run.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, NX_DAEMON: 'false', FORCE_COLOR: process.env.CI ? '0' : process.env.FORCE_COLOR };
const skipE2e = process.argv.includes('--skip-e2e');

function nx(...args) {
  console.log(`\n$ nx ${args.join(' ')}`);
  return spawnSync('npx', ['nx', ...args, '--outputStyle=static'], { cwd: root, stdio: 'inherit', env }).status ?? 1;
}

const failures = [];
if (nx('run-many', '-t', 'lint', 'typecheck', 'test') !== 0) failures.push('lint, typecheck or unit tests');
console.log('\n$ node tools/check-task-graph.mjs');
const graph = spawnSync(process.execPath, [path.join(root, 'tools', 'check-task-graph.mjs')], { cwd: root, stdio: 'inherit', env });
if (graph.status !== 0) failures.push('task graph: a change to one remote affects other projects');
if (!skipE2e && nx('run', 'e2e:e2e') !== 0) failures.push('end-to-end tests');

let passed = 0;
let failed = 0;
const packages = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces;
for (const pkg of packages) {
  const file = path.join(root, pkg, '.test-results.json');
  if (!existsSync(file)) continue;
  const result = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof result.numPassedTests === 'number') {
    passed += result.numPassedTests;
    failed += result.numFailedTests;
  } else if (result.stats) {
    // Playwright's JSON reporter.
    passed += result.stats.expected ?? 0;
    failed += (result.stats.unexpected ?? 0) + (result.stats.flaky ?? 0);
  }
}

console.log('');
if (failures.length) console.log(`Failed: ${failures.join('; ')}`);
console.log(`Tests: ${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);
