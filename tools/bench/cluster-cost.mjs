#!/usr/bin/env node
// The cost of one request of each page and main api call, measured on a running `npm run start:cluster`
// (docs/scaling.md): for each, COST_SECONDS (5) of COST_CONNECTIONS (4) connections through the balancer, then
// the CPU the bff, api and HAProxy processes spent per request (from /proc, so Linux only), the database
// transactions per request (pg_stat_database of DATABASE_URL's database) and the Redis commands per request
// (INFO of REDIS_URL: measure with a Redis of the cluster's own, other clients count too). Sign-in and sending a
// message are limited per visitor: they are measured one request at a time, COST_WRITES (20) of each.
//
//   DATA_DIR=… DATABASE_URL=… REDIS_URL=… CLUSTER_PORT=… node tools/bench/cluster-cost.mjs
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { root } from '../lib/processes.mjs';

const dataDir = path.resolve(root, process.env.DATA_DIR || 'data');
const port = Number(process.env.CLUSTER_PORT || 8080);
const base = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.COST_SECONDS || 5);
const connections = Number(process.env.COST_CONNECTIONS || 4);
const writes = Number(process.env.COST_WRITES || 20);
const redisUrl = new URL(process.env.REDIS_URL || 'redis://127.0.0.1:6379');
const cluster = JSON.parse(readFileSync(path.join(dataDir, 'cluster.json'), 'utf8'));
const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** CPU milliseconds a process has used so far (user + system). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
await db.connect();
const databaseName = (await db.query('SELECT current_database() AS name')).rows[0].name;
async function transactions() {
  const { rows } = await db.query(
    'SELECT xact_commit + xact_rollback AS count FROM pg_stat_database WHERE datname = $1',
    [databaseName],
  );
  return Number(rows[0].count);
}
function redisCommands() {
  const info = execFileSync(
    'redis-cli',
    ['-h', redisUrl.hostname, '-p', redisUrl.port || '6379', 'info', 'stats'],
    {
      encoding: 'utf8',
    },
  );
  return Number(/total_commands_processed:(\d+)/.exec(info)[1]);
}

async function snapshot() {
  const cpu = { bff: 0, api: 0, haproxy: cpuMs(cluster.balancer.pid) };
  for (const instance of cluster.instances) cpu[instance.role] += cpuMs(instance.pid);
  return { cpu, transactions: await transactions(), redis: redisCommands() };
}

function perRequest(before, after, requests) {
  const each = (value) => value / Math.max(1, requests);
  return {
    bff: each(after.cpu.bff - before.cpu.bff),
    api: each(after.cpu.api - before.cpu.api),
    haproxy: each(after.cpu.haproxy - before.cpu.haproxy),
    // The statistics queries themselves are two transactions.
    transactions: each(after.transactions - before.transactions - 1),
    redis: each(after.redis - before.redis - 1),
  };
}

const rows = [];
function record(name, requests, errors, latency, throughput, cost) {
  rows.push({ name, requests, errors, latency, throughput, cost });
  console.log(
    `${name.padEnd(34)} ${String(requests).padStart(6)} req ${String(errors).padStart(3)} err  ` +
      `${throughput.toFixed(0).padStart(5)}/s  p50 ${latency.p50.toFixed(0).padStart(4)} ms  ` +
      `p97.5 ${latency.p97_5.toFixed(0).padStart(4)} ms  CPU/req: bff ${cost.bff.toFixed(2)} ms, ` +
      `api ${cost.api.toFixed(2)} ms, haproxy ${cost.haproxy.toFixed(2)} ms; ` +
      `DB ${cost.transactions.toFixed(1)} tx, Redis ${cost.redis.toFixed(1)} cmd`,
  );
}

async function load(name, pathAndQuery, headers = {}, scale = 1) {
  const before = await snapshot();
  const result = await autocannon({
    url: `${base}${pathAndQuery}`,
    connections,
    duration: seconds * scale,
    timeout: 30,
    headers: { 'accept-encoding': 'br, gzip', 'x-forwarded-for': '10.96.0.1', ...headers },
  });
  const after = await snapshot();
  const requests = result.requests.total;
  const errors = result.errors + result.non2xx;
  record(
    name,
    requests,
    errors,
    result.latency,
    result.requests.average,
    perRequest(before, after, requests),
  );
}

async function oneAtATime(name, count, send) {
  const before = await snapshot();
  const timings = [];
  let errors = 0;
  const started = performance.now();
  for (let index = 0; index < count; index += 1) {
    const at = performance.now();
    const response = await send(index);
    await response.arrayBuffer();
    if (!response.ok) errors += 1;
    timings.push(performance.now() - at);
  }
  const elapsed = (performance.now() - started) / 1000;
  const after = await snapshot();
  timings.sort((a, b) => a - b);
  const latency = {
    p50: timings[Math.floor(count / 2)],
    p97_5: timings[Math.floor(count * 0.975)] ?? timings.at(-1),
  };
  record(name, count, errors, latency, count / elapsed, perRequest(before, after, count));
}

const { data: ads } = await (await fetch(`${base}/api/ads?per_page=3`)).json();
const { rows: shops } = await db.query('SELECT slug FROM business_profiles ORDER BY id LIMIT 1');
const login = (email, index) =>
  fetch(`${base}/api/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.95.${Math.floor(index / 250)}.${(index % 250) + 1}`,
    },
    body: JSON.stringify({ email, password: 'sokoni-demo-2026' }),
  });
const token = (await (await login('goma.auto@example.cd', 0)).json()).token;
const auth = { authorization: `Bearer ${token}` };

console.log(
  `${seconds} s at ${connections} connections through HAProxy (port ${port}) to ` +
    `${cluster.instances.filter((i) => i.role === 'bff').length} bff and ` +
    `${cluster.instances.filter((i) => i.role === 'api').length} api\n`,
);
await load('page /', '/', {}, 3);
await load('page /ads', '/ads', {}, 3);
await load('page /ads?q=telephone', '/ads?q=telephone', {}, 3);
await load('page /ads/:slug', `/ads/${ads[0].slug}`, {}, 3);
if (shops[0]) await load('page /business/:slug', `/business/${shops[0].slug}`, {}, 3);
await load('bff GET /bff/home (home data)', '/bff/home');
await load('api GET /api/ads (newest)', '/api/ads');
await load('api GET /api/ads?q=telephone', '/api/ads?q=telephone');
await load('api GET /api/ads?category&sort', '/api/ads?category=vehicles&sort=price_asc');
await load('api GET /api/ads/:slug', `/api/ads/${ads[0].slug}`);
await load('bff GET /bff/ads/:slug (ad page data)', `/bff/ads/${ads[0].slug}`);
await load('api GET /api/conversations (signed in)', '/api/conversations', auth);
await load('static /remotes/ads/remoteEntry.js', '/remotes/ads/remoteEntry.js');
await oneAtATime('api POST /api/login', writes, (index) => login('goma.auto@example.cd', index + 1));
const contact = await fetch(`${base}/api/ads/${ads[0].slug}/contact`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', ...auth },
  body: JSON.stringify({ message: 'Bonjour, toujours disponible ?' }),
});
const conversationId = (await contact.json()).conversation?.id;
const run = Date.now().toString(36);
if (conversationId)
  await oneAtATime('api POST message', writes, (index) =>
    fetch(`${base}/api/conversations/${conversationId}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth },
      body: JSON.stringify({ message: `Mesure ${index}`, client_id: `cost-${run}-${index}` }),
    }),
  );
await db.end();
