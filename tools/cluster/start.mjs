#!/usr/bin/env node
// `npm run start:cluster`: the production topology on one machine. HAProxy on CLUSTER_PORT in front of
// BFF_INSTANCES bff processes, which reach API_INSTANCES api processes through HAProxy's internal api frontend;
// PostgreSQL (DATABASE_URL) and Redis (REDIS_URL) shared by all, media in DATA_DIR/media. Each process is
// supervised (a dead one is started again), and DATA_DIR/cluster.json tells which process serves which port.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {
  buildUnlessAsked,
  createSupervisor,
  nodeCommand,
  root,
  shellCommand,
  waitForReady,
} from '../lib/processes.mjs';
import { haproxyConfig } from './haproxy.mjs';

function fail(message) {
  console.error(`start:cluster: ${message}`);
  process.exit(1);
}

function port(name, fallback) {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1 || parsed > 65535)
    fail(`${name} must be a port number (1-65535)`);
  return parsed;
}

function count(name, fallback) {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1 || parsed > 32)
    fail(`${name} must be a whole number from 1 to 32`);
  return parsed;
}

function required(name, example) {
  const value = process.env[name];
  if (!value) fail(`${name} is required (on this machine, for example: ${name}=${example})`);
  return value;
}

function findHaproxy() {
  if (process.env.HAPROXY) return process.env.HAPROXY;
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin'];
  const found = dirs.filter(Boolean).find((dir) => existsSync(path.join(dir, 'haproxy')));
  if (!found) fail('HAProxy is not installed (Debian/Ubuntu: apt-get install haproxy), or set HAPROXY');
  return path.join(found, 'haproxy');
}

function portIsFree(number, host) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(number, host, () => server.close(() => resolve(true)));
  });
}

const args = new Set(process.argv.slice(2));
const databaseUrl = required('DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/sokoni');
const redisUrl = required('REDIS_URL', 'redis://127.0.0.1:6379');
const clusterHost = process.env.CLUSTER_HOST || '0.0.0.0';
const clusterPort = port('CLUSTER_PORT', 8080);
const apiFrontendPort = port('CLUSTER_API_PORT', clusterPort + 1);
const firstInstancePort = port('CLUSTER_INSTANCE_PORT', clusterPort + 10);
const bffCount = count('BFF_INSTANCES', 2);
const apiCount = count('API_INSTANCES', 2);
const bffPorts = Array.from({ length: bffCount }, (_, index) => firstInstancePort + index);
const apiPorts = Array.from({ length: apiCount }, (_, index) => firstInstancePort + bffCount + index);
const dataDir = path.resolve(root, process.env.DATA_DIR || 'data');
const publicUrl = process.env.PUBLIC_URL || `http://localhost:${clusterPort}`;
const haproxy = findHaproxy();
const graceMs = Number(process.env.SHUTDOWN_GRACE_MS || 10_000);
const maxconn = count('CLUSTER_MAXCONN', 4096, 1_000_000);

const ports = [clusterPort, apiFrontendPort, ...bffPorts, ...apiPorts];
if (new Set(ports).size !== ports.length)
  fail('CLUSTER_PORT, CLUSTER_API_PORT and the instance ports (from CLUSTER_INSTANCE_PORT) overlap');
if (Math.max(...ports) > 65535) fail('the instance ports run past 65535: lower CLUSTER_INSTANCE_PORT');
for (const number of ports) {
  if (!(await portIsFree(number, number === clusterPort ? clusterHost : '127.0.0.1')))
    fail(
      `port ${number} is already in use (ports: site ${clusterPort}, api ${apiFrontendPort}, ` +
        `instances ${firstInstancePort}-${firstInstancePort + bffCount + apiCount - 1})`,
    );
}

buildUnlessAsked(args);
mkdirSync(path.join(dataDir, 'media'), { recursive: true });

/**
 * Secrets every instance must share (a random one per process would make each instance reject what another
 * signed): taken from the environment, else generated once and kept in DATA_DIR/cluster-secrets.json.
 */
function sharedSecrets() {
  const file = path.join(dataDir, 'cluster-secrets.json');
  let kept = {};
  try {
    kept = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    // First start.
  }
  const secrets = {};
  let changed = false;
  for (const name of ['VISITOR_SECRET', 'PAYMENT_WEBHOOK_SECRET_SANDBOX']) {
    if (process.env[name]) continue;
    if (process.env.NODE_ENV === 'production') {
      console.error(`start:cluster: ${name} must be set in production (a generated secret is for trying it out)`);
      process.exit(1);
    }
    if (!kept[name]) {
      kept[name] = randomBytes(32).toString('hex');
      changed = true;
      console.log(`start:cluster: generated ${name} for this machine, kept in ${file} (set it in production)`);
    }
    secrets[name] = kept[name];
  }
  if (changed) writeFileSync(file, `${JSON.stringify(kept, null, 2)}\n`, { mode: 0o600 });
  return secrets;
}

// The cluster file: which process serves which port, rewritten (atomically) whenever one starts or stops.
const clusterFile = path.join(dataDir, 'cluster.json');
const state = {
  balancer: { pid: null, port: clusterPort },
  instances: [
    ...apiPorts.map((p) => ({ role: 'api', pid: null, port: p })),
    ...bffPorts.map((p) => ({ role: 'bff', pid: null, port: p })),
  ],
};
function writeClusterFile() {
  const temporary = `${clusterFile}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(state, null, 2)}\n`);
  renameSync(temporary, clusterFile);
}
function track(entry) {
  return {
    onStart: (child) => {
      entry.pid = child.pid;
      writeClusterFile();
    },
    onExit: (child) => {
      if (entry.pid !== child.pid) return;
      entry.pid = null;
      if (!stopping) writeClusterFile();
    },
  };
}

const supervisor = createSupervisor();
let stopping = false;
const instanceName = (entry) => `${entry.role}:${entry.port}`;

/**
 * SIGTERM / SIGINT: the bff instances drain first (health check fails, requests in flight finish, live streams
 * end with a retry hint), then the api instances, then the balancer; whatever is still running a little after
 * both grace periods is killed. A supervisor killed outright takes its processes with it (see processes.mjs).
 */
async function stop(code = 0, signal = 'SIGTERM') {
  if (stopping) return;
  stopping = true;
  console.log('Stopping the cluster: the bff instances drain, then the api instances, then the balancer…');
  setTimeout(
    () => {
      supervisor.killAll();
      process.exit(code);
    },
    2 * graceMs + 3000,
  ).unref();
  const names = (role) => state.instances.filter((entry) => entry.role === role).map(instanceName);
  await supervisor.stop(names('bff'), signal);
  await supervisor.stop(names('api'), signal);
  await supervisor.stop(['balancer'], 'SIGTERM');
  rmSync(clusterFile, { force: true });
  process.exit(code);
}
process.on('SIGINT', () => void stop(0, 'SIGINT'));
process.on('SIGTERM', () => void stop(0, 'SIGTERM'));

// The balancer: its configuration is checked before it starts.
const haproxyFile = path.join(dataDir, 'haproxy.cfg');
writeFileSync(
  haproxyFile,
  haproxyConfig({
    host: clusterHost,
    port: clusterPort,
    apiPort: apiFrontendPort,
    bffPorts,
    apiPorts,
    statsSocket: path.join(dataDir, 'haproxy.sock'),
    maxconn,
  }),
);
const check = spawnSync(haproxy, ['-c', '-q', '-f', haproxyFile], { encoding: 'utf8' });
if (check.status !== 0) fail(`HAProxy refused ${haproxyFile}:\n${check.stderr || check.stdout}`);
// Through the shell that lifts the open-file limit: HAProxy needs two files per connection.
supervisor.start('balancer', shellCommand([haproxy, '-db', '-f', haproxyFile]), {
  prefix: '[haproxy]',
  ...track(state.balancer),
});

const secrets = sharedSecrets();
const apiEnv = (entry, demoData) => (launch) => ({
  ...secrets,
  API_PORT: String(entry.port),
  API_HOST: '127.0.0.1',
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  DATA_DIR: dataDir,
  PUBLIC_URL: publicUrl,
  // The demo data is loaded once, by the first instance before the others start.
  DEMO_DATA: demoData && launch === 0 ? (process.env.DEMO_DATA ?? '1') : '0',
  // Behind a balancer every visitor comes from this machine: the development mailbox stays off.
  DEV_MAILBOX: '0',
});
const bffEnv = (entry) => ({
  PORT: String(entry.port),
  HOST: '127.0.0.1',
  API_URL: `http://127.0.0.1:${apiFrontendPort}`,
  PUBLIC_URL: publicUrl,
  REDIS_URL: redisUrl,
  // X-Forwarded-For is believed from the balancer only, which connects from this address.
  TRUST_PROXY: '127.0.0.1',
  STANDALONE_REMOTES: '0',
});
function startInstance(entry, env) {
  supervisor.start(instanceName(entry), nodeCommand(`${entry.role}/dist/server.mjs`), {
    prefix: `[${instanceName(entry)}]`,
    env,
    ...track(entry),
  });
}

try {
  const apis = state.instances.filter((entry) => entry.role === 'api');
  const bffs = state.instances.filter((entry) => entry.role === 'bff');
  // The first api brings the schema up to date and loads the reference (and demo) data alone.
  startInstance(apis[0], apiEnv(apis[0], true));
  const gaveUp = () => stopping;
  await waitForReady(`http://127.0.0.1:${apis[0].port}/api/ready`, 180_000, gaveUp);
  for (const entry of apis.slice(1)) startInstance(entry, apiEnv(entry, false));
  await Promise.all(
    apis.slice(1).map((entry) => waitForReady(`http://127.0.0.1:${entry.port}/api/ready`, 120_000, gaveUp)),
  );
  for (const entry of bffs) startInstance(entry, bffEnv(entry));
  await Promise.all(
    bffs.map((entry) => waitForReady(`http://127.0.0.1:${entry.port}/bff/health`, 120_000, gaveUp)),
  );
  await waitForReady(`http://127.0.0.1:${clusterPort}/bff/health`, 30_000, gaveUp);
} catch (error) {
  if (!stopping) {
    console.error(String(error));
    await stop(1);
  }
}
if (!stopping) {
  console.log(
    `\nSokoni is running at ${publicUrl}: HAProxy on port ${clusterPort} in front of ${bffCount} bff and ` +
      `${apiCount} api instances; processes listed in ${clusterFile}\n`,
  );
}
