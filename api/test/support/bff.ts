import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** The bff run from its sources (tsx), so that suites do not depend on a build. */
const BFF_COMMAND = ['--import', 'tsx', path.resolve(__dirname, '../../../bff/src/server.ts')];

export interface RunningBff {
  url: string;
  child: ChildProcess;
}

/**
 * Starts a bff process in front of the api at `apiUrl`, on a random port, and waits (60 s at most) until it
 * answers its health check.
 */
export async function startBff(apiUrl: string): Promise<RunningBff> {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const child = spawn(process.execPath, BFF_COMMAND, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      API_URL: apiUrl,
      NODE_ENV: 'test',
      REDIS_URL: '',
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/bff/health`)).ok) return { url, child };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('bff did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
