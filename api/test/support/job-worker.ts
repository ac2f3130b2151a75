/**
 * A job worker in a process of its own (jobs.test.ts kills it with SIGKILL mid-run): it works one queue on
 * DATABASE_URL, prints `started <job id>` when a job begins, and never finishes it.
 */
import pino from 'pino';
import { createDatabase } from '../../src/db/database';
import { createJobQueue } from '../../src/jobs/queue';

async function main(): Promise<void> {
  const [name, expireInSeconds] = process.argv.slice(2);
  const handle = await createDatabase({ databaseUrl: process.env.DATABASE_URL!, poolSize: 2 });
  const queue = createJobQueue({ db: handle.db, log: pino({ level: 'silent' }), pollingIntervalSeconds: 0.5 });
  await queue.work(
    name,
    (_payload, job) => {
      process.stdout.write(`started ${job.id}\n`);
      return new Promise<void>(() => {
        // Runs until the process is killed.
      });
    },
    { retryLimit: 2, retryDelaySeconds: 1, expireInSeconds: Number(expireInSeconds) },
  );
  await queue.start();
  process.stdout.write('ready\n');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
