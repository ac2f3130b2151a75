import { buildApp } from './app';
import { loadConfig } from './config';
import { drainOnSignals, shutdownTimings } from '@sokoni/server-kit';

async function main() {
  const config = loadConfig();
  const app = await buildApp(config);

  // SIGTERM / SIGINT: fail the health check, stop taking connections, end the live streams with a retry hint,
  // finish what is in flight, exit.
  drainOnSignals(app, shutdownTimings(), app.log);

  try {
    await app.listen({ port: config.port, host: config.host });
    if (config.standaloneRemotes) {
      console.warn(
        `Standalone remotes ON (STANDALONE_REMOTES=1): ${config.publicUrl}/remotes/<name>/ opens each part of the ` +
          'site alone with a QA bar that signs in demo accounts. A testing aid: never set it on a public server.',
      );
    }
    app.log.info(
      {
        api: config.apiUrl,
        shell: config.shellDist,
        publicUrl: config.publicUrl,
        rateLimitStore: config.redisUrl ? 'redis' : 'memory',
        openFiles: config.openFilesLimit,
        eventStreamsMax: config.eventStreamsMax,
        eventStreamsPerAddress: config.eventStreamsPerAddress,
      },
      'bff ready',
    );
  } catch (error) {
    app.log.error({ err: error }, 'bff failed to start');
    process.exit(1);
  }
}

void main();
