#!/usr/bin/env node
// `npm test`: lint, typecheck and unit tests of every package and the build (through Nx), with the api
// suites in the background from the start; then the Playwright tests of the composed site; then the cluster fault
// checks alone; then the time of each phase and one summary line.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import readline from 'node:readline';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = {
  ...process.env,
  NX_DAEMON: 'false',
  FORCE_COLOR: process.env.CI ? '0' : process.env.FORCE_COLOR,
};
const skipE2e = process.argv.includes('--skip-e2e');
const skipCluster = skipE2e || process.argv.includes('--skip-cluster');

/** Runs a command to its end, its output on ours; resolves to its exit code. Never blocks the event loop, so the
 * background stream's output keeps flowing meanwhile. */
function run(command, args) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env });
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

function nx(...args) {
  console.log(`\n$ nx ${args.join(' ')}`);
  return run('npx', ['nx', ...args, '--outputStyle=static']);
}

/** A command in the background, its lines prefixed so that they read apart from the other stream's. */
function inBackground(label, command, args, extraEnv = {}, cwd = root) {
  const child = spawn(command, args, {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...env, ...extraEnv },
  });
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => console.log(`[${label}] ${line}`));
  }
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

/** `npm run test:cluster` on the build just made. */
function clusterChecks() {
  console.log('\n$ node tools/cluster/faults.mjs --no-build   (lines marked [cluster])');
  const script = path.join(root, 'tools', 'cluster', 'faults.mjs');
  return inBackground('cluster', process.execPath, [script, '--no-build'], {
    CLUSTER_FAULTS_SECONDS: process.env.CLUSTER_FAULTS_SECONDS || '25',
  });
}

const failures = [];
const started = Date.now();
/** How long each phase took, printed at the end so a slow phase shows in CI's log. */
const phases = [];
async function timed(name, promise) {
  const from = Date.now();
  const code = await promise;
  phases.push({ name, seconds: (Date.now() - from) / 1000, startedAt: (from - started) / 1000 });
  return code;
}
// The api suites (both databases) are the longest task: they run beside everything else, including the build the
// browser tests need, so the two cores are busy from the start instead of waiting on one long task at the end. They
// run as two Jest shards side by side (`api/test/support/sequencer.cjs` says which suite goes where): while the
// steps below run, the shards share the cores with them; once the build is done they have both cores to
// themselves instead of one.
const API_SHARDS = 2;
/** One shard of the api suites, its results in `api/.test-results-shard-<i>.json`. */
function apiShard(index) {
  const jest = path.join(root, 'node_modules', 'jest', 'bin', 'jest.js');
  // `--forceExit`: a suite that leaves a connection open must not keep the whole run waiting once every test
  // has answered (Jest still names the suites and their results).
  const args = [
    jest,
    '--json',
    `--outputFile=.test-results-shard-${index}.json`,
    `--shard=${index}/${API_SHARDS}`,
    '--forceExit',
  ];
  console.log(`\n$ (cd api && jest --shard=${index}/${API_SHARDS})   (in the background, lines marked [api ${index}])`);
  return inBackground(`api ${index}`, process.execPath, args, {}, path.join(root, 'api'));
}
const workspaces = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces;
/** The files this run's test counts are read from (the api shards, each package's unit tests, the browser tests). */
const resultFiles = [
  ...Array.from({ length: API_SHARDS }, (_, i) => `api/.test-results-shard-${i + 1}.json`),
  ...workspaces
    .filter((pkg) => pkg !== 'api' && existsSync(path.join(root, pkg, 'jest.config.cjs')))
    .map((pkg) => `${pkg}/.test-results.json`),
  'e2e/.test-results.json',
].map((file) => path.join(root, file));
// Result files of an earlier run would be counted with this run's.
for (const file of resultFiles) rmSync(file, { force: true });
const apiTests = timed(
  'api tests (background)',
  Promise.all(Array.from({ length: API_SHARDS }, (_, i) => apiShard(i + 1))).then((codes) =>
    codes.every((code) => code === 0) ? 0 : 1,
  ),
);
// Lint runs as one ESLint process over every package (the same files and config as each package's own `lint`
// target, which stays for `nx affected`): a process per package loaded ESLint and its plugins thirteen times,
// three times the CPU of one run on a fresh clone with no cache. (The unit tests stay a Jest run per package:
// one run over all of them measured the same.)
/** Every path the packages' `lint` scripts and the tooling project's `lint` target name, from the root. */
function lintedPaths() {
  const fromPackages = workspaces.flatMap((pkg) => {
    const script = JSON.parse(readFileSync(path.join(root, pkg, 'package.json'), 'utf8')).scripts?.lint;
    if (!script) return [];
    const [command, ...folders] = script.split(/\s+/);
    if (command !== 'eslint' || folders.some((folder) => folder.startsWith('-')))
      throw new Error(`${pkg}'s lint script is not "eslint <folders>": ${script}`);
    return folders.map((folder) => `${pkg}/${folder}`);
  });
  const tooling = JSON.parse(readFileSync(path.join(root, 'tools', 'project.json'), 'utf8')).targets.lint.command;
  const toolingPaths = [...tooling.matchAll(/"([^"]+)"|(\S+)/g)].map((match) => match[1] ?? match[2]).slice(1);
  return [...fromPackages, ...toolingPaths];
}
console.log('\n$ eslint <every package>');
if ((await timed('lint', run('npx', ['eslint', ...lintedPaths()]))) !== 0) failures.push('lint');
// One TypeScript program for every package (they share one set of compiler options): each package's own
// `typecheck` target would check contracts and shared-ui again for each of the seven that import them.
/** Folders a package's own tsconfig includes that the one program leaves out (none, or the check is partial). */
function foldersLeftOut() {
  const program = readFileSync(path.join(root, 'tsconfig.typecheck.json'), 'utf8');
  return workspaces
    .filter((pkg) => pkg !== 'e2e' && existsSync(path.join(root, pkg, 'tsconfig.json')))
    .flatMap((pkg) => ['src', 'test', 'tests'].map((folder) => `${pkg}/${folder}`))
    .filter((folder) => existsSync(path.join(root, folder)) && !program.includes(`"${folder}"`));
}
const leftOut = foldersLeftOut();
if (leftOut.length) failures.push(`typecheck: tsconfig.typecheck.json leaves out ${leftOut.join(', ')}`);
console.log('\n$ tsc -p tsconfig.typecheck.json && nx run e2e:typecheck');
const typecheck = await timed(
  'typecheck',
  run('npx', ['tsc', '-p', 'tsconfig.typecheck.json']).then(async (code) =>
    code === 0 ? nx('run', 'e2e:typecheck') : code,
  ),
);
if (typecheck !== 0) failures.push('typecheck');
if ((await timed('unit tests', nx('run-many', '-t', 'test', '--exclude=api', '--parallel=1'))) !== 0)
  failures.push('unit tests');
console.log('\n$ node tools/check-task-graph.mjs');
if (
  (await timed('task graph', run(process.execPath, [path.join(root, 'tools', 'check-task-graph.mjs')]))) !== 0
)
  failures.push('task graph: a change to one remote affects other projects');
// Two builds at a time: a webpack build keeps one core busy, and by now the api suites are done or nearly so
// (60 s → 35 s for the eight builds on two cores).
const buildStatus = skipE2e ? 0 : await timed('build', nx('run-many', '-t', 'build', '--parallel=2'));
if (buildStatus !== 0) failures.push('build');
// The browser tests wait for the api suites: beside them, on two cores, both ran twice as long and timed out.
if ((await apiTests) !== 0) failures.push('api tests');
if (buildStatus === 0 && !skipE2e && (await timed('end-to-end tests', nx('run', 'e2e:e2e'))) !== 0)
  failures.push('end-to-end tests');
// The cluster fault checks (HAProxy, 2 bff, 2 api on PostgreSQL and their own Redis, ports 3300-3399) come last,
// alone: instances replaced within 30 s is a goal for a machine that is not also running every other suite.
// 25 s of faults unless CLUSTER_FAULTS_SECONDS; without HAProxy, PostgreSQL or redis-server they say why they skip.
if (buildStatus === 0 && !skipCluster && (await timed('cluster fault checks', clusterChecks())) !== 0)
  failures.push('cluster fault checks');

let passed = 0;
let failed = 0;
let flaky = 0;
for (const file of resultFiles.filter((file) => existsSync(file))) {
  const result = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof result.numPassedTests === 'number') {
    passed += result.numPassedTests;
    failed += result.numFailedTests;
  } else if (result.stats) {
    // Playwright's JSON reporter.
    // A flaky test failed once and passed on its retry: counted apart, named above in Playwright's report.
    passed += result.stats.expected ?? 0;
    failed += result.stats.unexpected ?? 0;
    flaky += result.stats.flaky ?? 0;
  }
}

console.log('');
for (const phase of phases)
  console.log(`Phase: ${phase.name}: ${phase.seconds.toFixed(0)} s (from ${phase.startedAt.toFixed(0)} s)`);
console.log(`Total: ${((Date.now() - started) / 1000).toFixed(0)} s`);
if (failures.length) console.log(`Failed: ${failures.join('; ')}`);
if (flaky) console.log(`Flaky: ${flaky} browser test(s) failed once and passed on retry (a defect to fix)`);
console.log(`Tests: ${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);
