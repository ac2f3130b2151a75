#!/usr/bin/env node
// `npm run test:cluster`: the goals of running on several machines, checked with real processes. It starts the
// cluster (HAProxy, 2 bff, 2 api) on its own ports with a fresh PostgreSQL database and its own Redis, then for
// CLUSTER_FAULTS_SECONDS (40; CI 25) 16 readers load pages and searches while one api is killed (SIGKILL), then
// a bff, then the other api is stopped (SIGTERM); meanwhile a message leaves every 250 ms for one demo seller,
// each retried with its client_id until accepted, and the seller's live stream stays open, reconnecting with
// Last-Event-ID as the browser does. Checks: no reader request fails, each message is stored exactly once and
// reaches the open stream, each killed instance is replaced and DATA_DIR/cluster.json names it within 30 s, and
// stopping the supervisor leaves no process behind. Skips (exit 0, reason printed) without HAProxy, PostgreSQL
// or Redis. `--no-build`: use the existing build; `--rolling`: a rolling restart (each instance stopped with
// SIGTERM in turn) instead of the kills.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { exited, root } from '../lib/processes.mjs';

const args = new Set(process.argv.slice(2));
const seconds = Number(process.env.CLUSTER_FAULTS_SECONDS || 40);
const basePort = Number(process.env.CLUSTER_FAULTS_PORT || 3300);
const clusterPort = basePort;
const redisPort = basePort + 99;
const adminUrl = process.env.CLUSTER_FAULTS_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseName = process.env.CLUSTER_FAULTS_DATABASE || 'sokoni_cluster_ci';
const dataDir = path.join(os.tmpdir(), `sokoni-cluster-faults-${basePort}`);
const base = `http://127.0.0.1:${clusterPort}`;
const READERS = 16;
/** Each reader's pause between two pages: a person reading, not a load generator (CLUSTER_FAULTS_READER_PAUSE_MS). */
const READER_PAUSE_MS = Number(process.env.CLUSTER_FAULTS_READER_PAUSE_MS || 200);
const MESSAGE_EVERY_MS = 250;
const REPLACED_WITHIN_MS = 30_000;
/** MESSAGES_PER_MINUTE (30) is per sender: 4 messages a second take turns among this many demo accounts. */
const SENDERS = 10;
const RECIPIENT = 'kin.electro@example.cd';
const DEMO_PASSWORD = 'sokoni-demo-2026';

function skip(reason) {
  console.log(`Cluster fault checks skipped: ${reason}`);
  process.exit(0);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

function findHaproxy() {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin'];
  const dir = dirs.filter(Boolean).find((folder) => existsSync(path.join(folder, 'haproxy')));
  return process.env.HAPROXY || (dir ? path.join(dir, 'haproxy') : undefined);
}

function findProgram(name) {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/bin', '/usr/sbin'];
  const dir = dirs.filter(Boolean).find((folder) => existsSync(path.join(folder, name)));
  return dir ? path.join(dir, name) : undefined;
}

function alive(pid) {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------- prerequisites
const haproxy = findHaproxy();
if (!haproxy) skip('HAProxy is not installed (apt-get install haproxy)');
const redisServer = findProgram('redis-server');
if (!redisServer) skip('redis-server is not installed (the checks run their own Redis)');
const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
try {
  await admin.connect();
} catch (error) {
  skip(`PostgreSQL does not answer at ${adminUrl.replace(/\/\/[^@]*@/, '//')} (${error.message})`);
}
if (args.has('--no-build') && !existsSync(path.join(root, 'bff', 'dist', 'server.mjs'))) {
  console.error('Cluster fault checks: --no-build, but there is no build (bff/dist); build first');
  process.exit(1);
}

// The database is made fresh each run; Redis is this run's own, so that no other site or test on the machine
// shares its live-event channel.
await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${databaseName}`);
await admin.end();
const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/${databaseName}`;
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const redis = spawn(
  redisServer,
  ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dataDir],
  { stdio: 'ignore' },
);
const logFile = path.join(dataDir, 'cluster.log');
const log = createWriteStream(logFile, { flags: 'a' });
const started = Date.now();
const cluster = spawn(
  process.execPath,
  [path.join(root, 'tools', 'cluster', 'start.mjs'), ...(args.has('--no-build') ? ['--no-build'] : [])],
  {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      CLUSTER_HOST: '127.0.0.1',
      CLUSTER_PORT: String(clusterPort),
      CLUSTER_API_PORT: String(basePort + 1),
      CLUSTER_INSTANCE_PORT: String(basePort + 10),
      BFF_INSTANCES: '2',
      API_INSTANCES: '2',
      DATA_DIR: dataDir,
      DEMO_DATA: '1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Production refuses generated secrets: the run gives its own.
      VISITOR_SECRET: randomBytes(32).toString('hex'),
      PAYMENT_WEBHOOK_SECRET_SANDBOX: randomBytes(32).toString('hex'),
    },
  },
);
let clusterOutput = '';
cluster.stderr.pipe(log);
const running = new Promise((resolve, reject) => {
  cluster.stdout.on('data', (chunk) => {
    log.write(chunk);
    clusterOutput += chunk;
    if (clusterOutput.length > 200_000) clusterOutput = clusterOutput.slice(-100_000);
    if (clusterOutput.includes('Sokoni is running')) resolve();
  });
  cluster.on('exit', (code) => reject(new Error(`the cluster supervisor exited with ${code}`)));
});

const failures = [];
async function finish() {
  if (cluster.exitCode === null) {
    cluster.kill('SIGTERM');
    await Promise.race([exited(cluster), sleep(30_000)]);
  }
  if (cluster.exitCode === null) cluster.kill('SIGKILL');
  redis.kill('SIGTERM');
  if (failures.length) {
    console.log(`\nSupervisor output (last lines; the rest in ${logFile}):`);
    console.log(clusterOutput.split('\n').slice(-40).join('\n'));
    console.log(`\nCluster fault checks FAILED:\n- ${failures.join('\n- ')}`);
    process.exit(1);
  }
  console.log('\nCluster fault checks passed.');
  process.exit(0);
}
// A bounded run: whatever happens, it ends (the start, the load, up to 4 faults of 35 s, the checks).
setTimeout(
  () => {
    failures.push('the run took longer than its bound');
    void finish();
  },
  (300 + 2 * seconds + 4 * 40) * 1000,
).unref();

try {
  await running;
} catch (error) {
  failures.push(`the cluster did not start: ${error.message}`);
  await finish();
}
console.log(
  `Cluster up in ${((Date.now() - started) / 1000).toFixed(1)} s (ports ${basePort}-${basePort + 13})`,
);

const readCluster = () => JSON.parse(readFileSync(path.join(dataDir, 'cluster.json'), 'utf8'));

try {
  await checks();
} catch (error) {
  failures.push(`the checks stopped: ${error.stack ?? error}`);
}
await finish();

async function checks() {
  // --------------------------------------------------------------------------------------------------- set-up
  const db = new pg.Client({ connectionString: databaseUrl.toString() });
  await db.connect();

  async function call(method, url, { token, body, ip } = {}) {
    const headers = { accept: 'application/json', 'x-forwarded-for': ip ?? '10.99.0.1' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (body) headers['content-type'] = 'application/json';
    const response = await fetch(`${base}${url}`, {
      method,
      headers,
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(15_000),
    });
    const text = await response.text();
    let json;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, json };
  }

  async function signIn(email, index) {
    const { status, json } = await call('POST', '/api/login', {
      body: { email, password: DEMO_PASSWORD },
      ip: `10.98.0.${index + 1}`,
    });
    if (status !== 200) throw new Error(`sign-in of ${email} answered ${status}`);
    return json.token;
  }

  const { rows: demoUsers } = await db.query(
    `SELECT email FROM users WHERE email LIKE '%@example.cd' AND email <> $1 ORDER BY id LIMIT $2`,
    [RECIPIENT, SENDERS],
  );
  const {
    rows: [recipientAd],
  } = await db.query(
    `SELECT a.slug FROM ads a JOIN users u ON u.id = a.user_id WHERE u.email = $1 AND a.status = 'active'
   ORDER BY a.id LIMIT 1`,
    [RECIPIENT],
  );
  const recipientToken = await signIn(RECIPIENT, 0);
  const senders = [];
  for (const [index, { email }] of demoUsers.entries()) {
    const token = await signIn(email, index + 1);
    const { status, json } = await call('POST', `/api/ads/${recipientAd.slug}/contact`, {
      token,
      body: { message: 'Bonjour, est-ce toujours disponible ?' },
      ip: `10.98.0.${index + 1}`,
    });
    if (status !== 201) throw new Error(`contacting the seller answered ${status}`);
    senders.push({ email, token, conversationId: json.conversation.id, ip: `10.98.0.${index + 1}` });
  }

  const { json: listing } = await call('GET', '/api/ads?per_page=8');
  const readerUrls = [
    '/',
    '/ads',
    '/ads?q=telephone',
    '/ads?category=vehicles&sort=price_asc',
    ...listing.data.slice(0, 4).map((ad) => `/ads/${ad.slug}`),
    '/api/ads?q=iphone',
    '/api/ads?q=maison&location=kinshasa',
    '/api/ads?category=electronics&sort=price_desc',
    '/api/ads?page=2',
    '/bff/home',
  ];
  for (const url of [...readerUrls]) {
    const { status } = await call('GET', url);
    if (status !== 200) {
      console.log(`(${url} answered ${status} before the faults: left out of the readers' list)`);
      readerUrls.splice(readerUrls.indexOf(url), 1);
    }
  }

  // ------------------------------------------------------------------------------------- the recipient's stream
  const run = Date.now().toString(36);
  const received = new Map();
  let streamOpen;
  const stream = {
    opened: 0,
    drops: 0,
    stopped: false,
    controller: null,
    // The first messages leave once the stream is open: a stream opened without Last-Event-ID starts from now.
    firstOpen: new Promise((resolve) => (streamOpen = resolve)),
  };
  /** As the browser's LiveEventConnection: fetch with the token, resume with Last-Event-ID, 1 s, 2 s, 4 s… pauses. */
  async function followStream() {
    let lastEventId = null;
    let failed = 0;
    while (!stream.stopped) {
      const controller = new AbortController();
      stream.controller = controller;
      try {
        const headers = { accept: 'text/event-stream', authorization: `Bearer ${recipientToken}` };
        if (lastEventId) headers['last-event-id'] = lastEventId;
        const response = await fetch(`${base}/bff/events`, { headers, signal: controller.signal });
        if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
        failed = 0;
        stream.opened += 1;
        streamOpen();
        const decoder = new TextDecoder();
        let buffer = '';
        for await (const chunk of response.body) {
          buffer += decoder.decode(chunk, { stream: true }).replace(/\r\n/g, '\n');
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            let id;
            let type = 'message';
            const data = [];
            for (const line of block.split('\n')) {
              if (line.startsWith('id:')) id = line.slice(3).trim();
              else if (line.startsWith('event:')) type = line.slice(6).trim();
              else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
            }
            if (id) lastEventId = id;
            if (type !== 'message' || data.length === 0) continue;
            const clientId = JSON.parse(data.join('\n')).message?.client_id;
            if (clientId) received.set(clientId, (received.get(clientId) ?? 0) + 1);
          }
        }
      } catch {
        // Dropped: decided below.
      }
      if (stream.stopped) return;
      stream.drops += 1;
      failed += 1;
      await sleep(Math.min(30_000, 1000 * 2 ** Math.min(failed - 1, 5)));
    }
  }
  const streamDone = followStream();
  await Promise.race([
    stream.firstOpen,
    sleep(60_000).then(() => {
      throw new Error("the recipient's live stream did not open within 60 s");
    }),
  ]);

  // -------------------------------------------------------------------------------------------------- readers
  const reads = { ok: 0, failed: [], latencies: [] };
  let loadOver = false;
  async function reader(index) {
    let turn = index;
    while (!loadOver) {
      const url = readerUrls[turn % readerUrls.length];
      turn += 1;
      const startedAt = performance.now();
      try {
        const response = await fetch(`${base}${url}`, {
          headers: { 'x-forwarded-for': `10.97.0.${index + 1}`, 'accept-encoding': 'gzip, br' },
          signal: AbortSignal.timeout(15_000),
        });
        await response.arrayBuffer();
        if (response.status >= 400) throw new Error(`${response.status}`);
        reads.ok += 1;
        reads.latencies.push(performance.now() - startedAt);
      } catch (error) {
        reads.failed.push(`${((Date.now() - loadStarted) / 1000).toFixed(1)} s ${url}: ${error.message}`);
      }
      await sleep(READER_PAUSE_MS);
    }
  }

  // --------------------------------------------------------------------------------------------------- sender
  const sent = { ids: [], at: new Map(), attempts: 0, retried: 0, gaveUp: [], pending: new Set() };
  async function sendOne(number) {
    const sender = senders[number % senders.length];
    const clientId = `fault-${run}-${number}`;
    sent.ids.push(clientId);
    sent.at.set(clientId, Date.now() - loadStarted);
    const deadline = Date.now() + 60_000;
    for (let attempt = 0; Date.now() < deadline; attempt += 1) {
      sent.attempts += 1;
      if (attempt === 1) sent.retried += 1;
      try {
        const { status } = await call('POST', `/api/conversations/${sender.conversationId}/messages`, {
          token: sender.token,
          body: { message: `Message ${number} pendant les pannes`, client_id: clientId },
          ip: sender.ip,
        });
        if (status === 200 || status === 201) return;
      } catch {
        // Network error: sent again below, with the same client_id.
      }
      await sleep(250);
    }
    sent.gaveUp.push(clientId);
  }

  // --------------------------------------------------------------------------------------------------- faults
  const faults = [];
  /** The instance on `port` in cluster.json, once it is a process other than `oldPid` that answers its health route. */
  async function replacement(port, oldPid) {
    const instance = readCluster().instances.find((entry) => entry.port === port);
    if (!instance || !alive(instance.pid) || instance.pid === oldPid || alive(oldPid)) return null;
    // The bff's own liveness: its /bff/health also tells whether an api answers, which a fault may hide.
    const route = instance.role === 'api' ? '/api/health' : '/bff/live';
    try {
      const response = await fetch(`http://127.0.0.1:${port}${route}`, { signal: AbortSignal.timeout(3000) });
      await response.body?.cancel();
      return response.ok ? instance : null;
    } catch {
      return null;
    }
  }
  async function fault(role, which, signal) {
    const before = readCluster().instances.filter((instance) => instance.role === role)[which];
    const at = Date.now();
    process.kill(before.pid, signal);
    const record = { what: `${role} on ${before.port} (${signal})`, pid: before.pid, at: at - loadStarted };
    faults.push(record);
    while (Date.now() - at < REPLACED_WITHIN_MS + 5000) {
      await sleep(200);
      const now = await replacement(before.port, before.pid).catch(() => null);
      if (now) {
        record.replacedMs = Date.now() - at;
        record.newPid = now.pid;
        return;
      }
    }
  }

  // ---------------------------------------------------------------------------------------------------- run
  console.log(
    `${seconds} s: ${READERS} readers on ${readerUrls.length} pages and searches, a message every ` +
      `${MESSAGE_EVERY_MS} ms from ${senders.length} accounts to ${RECIPIENT}, its live stream open`,
  );
  const loadStarted = Date.now();
  const readersDone = Promise.all(Array.from({ length: READERS }, (_, index) => reader(index)));
  let messageNumber = 0;
  const ticker = setInterval(() => {
    const sending = sendOne(messageNumber++);
    sent.pending.add(sending);
    void sending.finally(() => sent.pending.delete(sending));
  }, MESSAGE_EVERY_MS);
  // `--rolling`: a rolling restart instead, every instance stopped (SIGTERM) in turn once the previous one is back.
  const schedule = args.has('--rolling')
    ? [
        [0.1, 'bff', 0, 'SIGTERM'],
        [0.3, 'bff', 1, 'SIGTERM'],
        [0.5, 'api', 0, 'SIGTERM'],
        [0.7, 'api', 1, 'SIGTERM'],
      ]
    : [
        [0.15, 'api', 0, 'SIGKILL'],
        [0.4, 'bff', 0, 'SIGKILL'],
        [0.65, 'api', 1, 'SIGTERM'],
      ];
  const faultsDone = (async () => {
    for (const [share, role, which, signal] of schedule) {
      const due = loadStarted + share * seconds * 1000;
      if (Date.now() < due) await sleep(due - Date.now());
      await fault(role, which, signal);
    }
  })();
  await sleep(seconds * 1000);
  clearInterval(ticker);
  await faultsDone;
  loadOver = true;
  await readersDone;
  await Promise.all([...sent.pending]);
  // The last messages reach the stream within a few seconds.
  for (let waited = 0; waited < 15_000 && sent.ids.some((id) => !received.has(id)); waited += 250)
    await sleep(250);
  stream.stopped = true;
  stream.controller?.abort();
  await streamDone;

  // ------------------------------------------------------------------------------------------------- results
  const { rows: stored } = await db.query(
    `SELECT client_id, count(*)::int AS copies FROM messages WHERE client_id LIKE $1 GROUP BY client_id`,
    [`fault-${run}-%`],
  );
  const storedCopies = new Map(stored.map((row) => [row.client_id, row.copies]));
  const missing = sent.ids.filter((id) => !storedCopies.has(id));
  const doubled = stored.filter((row) => row.copies > 1);
  const notReceived = sent.ids.filter((id) => !received.has(id));
  const latencies = reads.latencies.sort((a, b) => a - b);
  const loadSeconds = (Date.now() - loadStarted) / 1000;

  console.log('\nFaults (from the start of the load):');
  for (const record of faults) {
    console.log(
      `  ${(record.at / 1000).toFixed(1)} s  ${record.what}: ` +
        (record.replacedMs === undefined
          ? 'NOT replaced'
          : `replaced by pid ${record.newPid}, healthy and in cluster.json after ${(record.replacedMs / 1000).toFixed(1)} s`),
    );
  }
  console.log(
    `Readers: ${reads.ok + reads.failed.length} requests in ${loadSeconds.toFixed(1)} s ` +
      `(${((reads.ok + reads.failed.length) / loadSeconds).toFixed(0)}/s), ${reads.failed.length} failed; ` +
      `p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms, ` +
      `p99 ${percentile(latencies, 99).toFixed(0)} ms, max ${(latencies.at(-1) ?? 0).toFixed(0)} ms`,
  );
  console.log(
    `Messages: ${sent.ids.length} sent (${sent.attempts} attempts, ${sent.retried} needed a retry), ` +
      `${stored.length} stored, ${doubled.length} stored twice, ${missing.length} missing, ${sent.gaveUp.length} given up`,
  );
  console.log(
    `Recipient's stream: ${sent.ids.length - notReceived.length}/${sent.ids.length} messages received, ` +
      `opened ${stream.opened} times (${stream.drops} drops, each resumed with Last-Event-ID)`,
  );

  if (reads.failed.length)
    failures.push(`${reads.failed.length} reader requests failed: ${reads.failed.slice(0, 5).join('; ')}`);
  if (missing.length || doubled.length || sent.gaveUp.length)
    failures.push(
      `messages not stored exactly once: missing ${missing.slice(0, 5)}, doubled ${doubled.length}`,
    );
  if (notReceived.length) {
    const { rows: events } = await db.query(
      `SELECT id, data->'message'->>'client_id' AS client_id FROM live_events
     WHERE data->'message'->>'client_id' = ANY($1) ORDER BY id`,
      [notReceived],
    );
    const eventIds = new Map(events.map((row) => [row.client_id, row.id]));
    const detail = notReceived
      .slice(0, 10)
      .map(
        (id) =>
          `${id} sent at ${(sent.at.get(id) / 1000).toFixed(1)} s, live event ${eventIds.get(id) ?? 'none'}`,
      );
    failures.push(`the open stream missed ${notReceived.length} messages: ${detail.join('; ')}`);
  }
  for (const record of faults) {
    if (record.replacedMs === undefined || record.replacedMs > REPLACED_WITHIN_MS)
      failures.push(`${record.what} was not replaced within ${REPLACED_WITHIN_MS / 1000} s`);
  }
  if (faults.length !== schedule.length) failures.push('not every fault was made');
  await db.end();

  // Stopping the supervisor stops everything it started: no process of the last cluster.json is left.
  const last = readCluster();
  const pids = [last.balancer.pid, ...last.instances.map((instance) => instance.pid)].filter(Boolean);
  const stopStarted = Date.now();
  cluster.kill('SIGTERM');
  await Promise.race([exited(cluster), sleep(30_000)]);
  const stopMs = Date.now() - stopStarted;
  const left = pids.filter(alive);
  console.log(`Supervisor stopped in ${(stopMs / 1000).toFixed(1)} s; processes left behind: ${left.length}`);
  if (left.length) {
    failures.push(`processes left after the supervisor stopped: ${left.join(', ')}`);
    for (const pid of left) process.kill(pid, 'SIGKILL');
  }
  if (existsSync(path.join(dataDir, 'cluster.json'))) failures.push('cluster.json was not removed at stop');
}
