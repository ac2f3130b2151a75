import { buildApp } from './app';
import { loadConfig } from './config';

async function main() {
  const config = loadConfig();
  const app = await buildApp(config);

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }

  try {
    await app.listen({ port: config.port, host: config.host });
    app.log.info(
      {
        api: config.apiUrl,
        shell: config.shellDist,
        publicUrl: config.publicUrl,
        rateLimitStore: config.redisUrl ? 'redis' : 'memory',
      },
      'bff ready',
    );
  } catch (error) {
    app.log.error({ err: error }, 'bff failed to start');
    process.exit(1);
  }
}

void main();
