const { statSync } = require('node:fs');
const Sequencer = require('@jest/test-sequencer').default;

/**
 * Suites that use the machine's Redis with the product's fixed names (the live-events channel, the rate-limit
 * counters): in one shard, so that two processes never run them at the same time.
 */
const SHARED_REDIS = /(live-events|stream-sessions|login-throttling)\.test\.ts$/;

/**
 * How much longer a shared-Redis suite runs than another of its size: their tests sign in again and again (each
 * sign-in hashes a password) and wait on live streams. Measured on a run of every suite: about 2.3 s a kilobyte
 * against 1.2 for the others. Counted at their size, they left the first shard two minutes behind the second
 * (490 s against 360 s); weighted, the same suites split 450 s against 400 s.
 */
const SHARED_REDIS_WEIGHT = 2;

/**
 * Splits the suites between `--shard=i/n` processes (`npm test` runs two side by side): largest files first, each
 * to the lightest shard so far, a file's size (weighted, see SHARED_REDIS_WEIGHT) standing for its work when no
 * earlier timings are at hand; the shared-Redis suites all go to the first shard.
 */
class ApiSequencer extends Sequencer {
  shard(tests, { shardIndex, shardCount }) {
    const size = (test) =>
      statSync(test.path).size * (SHARED_REDIS.test(test.path) ? SHARED_REDIS_WEIGHT : 1);
    const ordered = [...tests].sort(
      (a, b) =>
        Number(SHARED_REDIS.test(b.path)) - Number(SHARED_REDIS.test(a.path)) ||
        size(b) - size(a) ||
        a.path.localeCompare(b.path),
    );
    const loads = new Array(shardCount).fill(0);
    const shardOf = new Map();
    for (const test of ordered) {
      const shard = SHARED_REDIS.test(test.path) ? 0 : loads.indexOf(Math.min(...loads));
      loads[shard] += size(test);
      shardOf.set(test.path, shard);
    }
    return tests.filter((test) => shardOf.get(test.path) === shardIndex - 1);
  }
}

module.exports = ApiSequencer;
