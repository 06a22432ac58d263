import closeWithGrace from 'close-with-grace';
import { build } from './app';
import { ConfigError, loadConfig } from './config/config';

/** `npm start -w server`: validate config, open and migrate the database, serve, shut down gracefully. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await build({ config });
  closeWithGrace({ delay: 10_000, logger: app.log }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an unexpected error');
    else app.log.info({ signal }, 'shutting down: finishing requests in flight');
    // close() stops accepting connections, lets requests in flight finish, then closes the database
    await app.close();
  });
  await app.listen({ host: config.host, port: config.port });
}

main().catch((error: unknown) => {
  console.error('server failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
