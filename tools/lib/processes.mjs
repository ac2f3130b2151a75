// What `npm start` and `npm run start:cluster` share: the build check, how a Node server is started, the wait
// for its health route and the supervision that starts a dead process again.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import readline from 'node:readline';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Builds what is missing (Nx restores unchanged builds from its cache) unless `--no-build` was given. */
export function buildUnlessAsked(args) {
  if (args.has('--no-build')) return;
  console.log('Building the api, the bff, the shell and the five remotes (cached after the first time)…');
  const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/**
 * Every live event stream holds an open file in the api and two in the bff, and Node cannot raise its own
 * limit: each process starts through the shell, which lifts the soft limit of open files to the hard one
 * (the bff derives its stream cap from the limit it gets and logs both). Without a POSIX shell, Node starts
 * directly with the limit it inherits (`ulimit -n` before `npm start`).
 */
export function nodeCommand(script) {
  return shellCommand([process.execPath, '--enable-source-maps', script]);
}

/**
 * `nodeCommand` for any program. The shell also leaves a watcher behind the program (same process id, as the
 * shell execs it): once a second it checks that the supervisor is still there, and when the supervisor is gone,
 * even killed outright, it sends the program SIGTERM (it drains and exits); it ends with the program. A
 * supervisor that dies leaves no orphan serving on its ports.
 */
export function shellCommand(command) {
  if (process.platform === 'win32') return command;
  const script = [
    'ulimit -n "$(ulimit -Hn)" 2>/dev/null || true',
    'parent=$PPID; self=$$',
    '(while kill -0 "$parent" 2>/dev/null && kill -0 "$self" 2>/dev/null; do sleep 1; done; ' +
      'kill -TERM "$self" 2>/dev/null) </dev/null >/dev/null 2>&1 &',
    'exec "$@"',
  ].join('\n');
  return ['/bin/sh', '-c', script, 'sh', ...command];
}

export function exited(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', resolve));
}

/** Resolves once `url` answers 2xx; rejects after `timeoutMs`, or at once when `gaveUp()` says so. */
export async function waitForReady(url, timeoutMs, gaveUp = () => false) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !gaveUp()) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.body?.cancel();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} was not ready after ${timeoutMs / 1000} s`);
}

/** Pause before the n-th restart in a row: 1 s, 2 s, 4 s… at most 30 s. */
export function restartDelay(failures) {
  return Math.min(30_000, 1000 * 2 ** (failures - 1));
}

/**
 * Keeps named processes running: when one exits without being asked to, it is started again after a growing
 * pause (`restartDelay`; back to 1 s once it has run for a minute), and the others keep serving.
 *
 * `start(name, command, options)`: `options.env` (an object, or a function of the launch number 0, 1, 2… that
 * returns one), `options.prefix` (each output line is marked with it instead of passing through untouched),
 * `options.onStart(child)` and `options.onExit(child, code, signal)`.
 */
export function createSupervisor({ log = console } = {}) {
  const children = new Map();
  let stopping = false;

  function start(name, command, options = {}) {
    let failures = 0;
    let launches = 0;
    const launch = () => {
      const startedAt = Date.now();
      const env = typeof options.env === 'function' ? options.env(launches) : (options.env ?? {});
      launches += 1;
      const [program, ...args] = command;
      const child = spawn(program, args, {
        cwd: root,
        stdio: options.prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
        env: { ...process.env, ...env },
      });
      if (options.prefix) {
        for (const stream of [child.stdout, child.stderr]) {
          readline
            .createInterface({ input: stream })
            .on('line', (line) => log.log(`${options.prefix} ${line}`));
        }
      }
      children.set(name, child);
      log.log(`${name} started (pid ${child.pid})`);
      options.onStart?.(child);
      child.on('exit', (code, signal) => {
        if (children.get(name) === child) children.delete(name);
        options.onExit?.(child, code, signal);
        if (stopping) return;
        failures = Date.now() - startedAt > 60_000 ? 1 : failures + 1;
        const delay = restartDelay(failures);
        log.error(`${name} stopped (${signal ?? `exit code ${code}`}); restarting in ${delay / 1000} s`);
        setTimeout(() => {
          if (!stopping) launch();
        }, delay);
      });
    };
    launch();
  }

  /** No more restarts; sends `signal` to the named processes at once and waits until they are all gone. */
  async function stop(names, signal = 'SIGTERM') {
    stopping = true;
    const stopped = names.map((name) => children.get(name)).filter(Boolean);
    for (const child of stopped) child.kill(signal);
    await Promise.all(stopped.map(exited));
  }

  return {
    start,
    stop,
    children,
    get stopping() {
      return stopping;
    },
    killAll() {
      stopping = true;
      for (const child of children.values()) child.kill('SIGKILL');
    },
  };
}
