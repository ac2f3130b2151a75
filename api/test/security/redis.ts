import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';

/** TEST_REDIS_URL, or the Redis of a development machine. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/**
 * Whether the Redis cases run: always when TEST_REDIS_URL is set, else when a Redis answers on this machine,
 * known before the tests are declared (Jest cannot skip a test once it runs); they are skipped, visibly, only
 * on a development machine without one.
 */
export const redisReachable: boolean =
  // Asked for explicitly (CI sets it): the Redis cases run, and fail loudly if nothing answers.
  !!process.env.TEST_REDIS_URL ||
  (() => {
    const url = new URL(TEST_REDIS_URL);
    const probe = `
    const socket = require('node:net').connect(${Number(url.port || 6379)}, ${JSON.stringify(url.hostname)});
    socket.setTimeout(1000, () => process.exit(1));
    socket.on('connect', () => socket.write('PING\\r\\n'));
    socket.on('data', (data) => process.exit(String(data).startsWith('+PONG') ? 0 : 1));
    socket.on('error', () => process.exit(1));
  `;
    return spawnSync(process.execPath, ['-e', probe], { timeout: 3000 }).status === 0;
  })();

/** Keys of one test only, so parallel runs and leftovers never meet. */
export function uniqueKeyPrefix(): string {
  return `sokoni-test:${process.pid}:${randomBytes(6).toString('hex')}:`;
}
