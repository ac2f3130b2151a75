#!/usr/bin/env node
// Runs the Playwright projects side by side, each against a site of its own (its own ports and data folder), so the
// phone and desktop runs never see each other's writes and the whole suite takes about the time of the longer one.
// Arguments are passed to both runs (`node run.mjs tests/site.spec.ts`); `--project=<name>` runs that one only.
// Writes one `.test-results.json` with the two runs' counts, which `npm test` adds up.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import readline from 'node:readline';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const chosen = args.find((arg) => arg.startsWith('--project='))?.slice('--project='.length);
const passed = args.filter((arg) => !arg.startsWith('--project='));
const basePort = Number(process.env.E2E_PORT ?? 3100);
// The resilience suite's own site (a bff whose api it stops and starts); set it too to run two suites side by side.
const resiliencePort = Number(process.env.E2E_RESILIENCE_PORT ?? 3190);

const projects = [
  { name: 'phone', port: basePort },
  { name: 'desktop', port: basePort + 10 },
].filter((project) => !chosen || project.name === chosen);

function run({ name, port }) {
  const results = `.test-results-${name}.json`;
  rmSync(path.join(here, results), { force: true });
  const child = spawn('npx', ['playwright', 'test', `--project=${name}`, ...passed], {
    cwd: here,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      E2E_PORT: String(port),
      E2E_API_PORT: String(port + 1),
      E2E_RESILIENCE_PORT: String(resiliencePort + (name === 'phone' ? 0 : 5)),
      E2E_RESULTS_FILE: results,
      E2E_OUTPUT_DIR: `test-results/${name}`,
    },
  });
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
  }
  return new Promise((resolve) => {
    child.on('close', (code) => {
      let stats = { expected: 0, unexpected: 0, flaky: 0, skipped: 0 };
      try {
        stats = JSON.parse(readFileSync(path.join(here, results), 'utf8')).stats ?? stats;
      } catch {
        // No report: the run failed before any test (the failure is counted by the exit code).
      }
      resolve({ name, code: code ?? 1, stats });
    });
  });
}

const outcomes = await Promise.all(projects.map(run));
const total = { expected: 0, unexpected: 0, flaky: 0, skipped: 0 };
for (const { stats } of outcomes) for (const key of Object.keys(total)) total[key] += stats[key] ?? 0;
writeFileSync(path.join(here, '.test-results.json'), JSON.stringify({ stats: total }, null, 2));
for (const { name, code, stats } of outcomes) {
  console.log(
    `${name}: ${stats.expected} passed, ${stats.unexpected} failed, ${stats.flaky} flaky, ${stats.skipped} skipped (exit ${code})`,
  );
}
process.exit(outcomes.some(({ code }) => code !== 0) ? 1 : 0);
