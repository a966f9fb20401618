// First: the garbage collector's settings, before any request is served.
import './runtime-flags.ts';
import { EnvError, parseEnv } from './env.ts';
import { createLogger } from './logger.ts';
import { startServer } from './server.ts';

// Everything this process writes (the embedded database, generated keys) is for its own user only.
process.umask(0o077);

let env: ReturnType<typeof parseEnv>;
try {
  env = parseEnv();
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const logger = createLogger(env.LOG_LEVEL);
const started = performance.now();
const server = await startServer(env, logger, { printDemo: (text) => process.stdout.write(`${text}\n`) });
logger.info('server.listening', {
  url: server.url,
  site: server.siteUrl,
  db: server.engine,
  startup_ms: Math.round(performance.now() - started),
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    logger.info('server.stopping', { signal });
    await server.close();
    logger.info('server.stopped');
    process.exit(0);
  });
}
