import fp from 'fastify-plugin';
import { type Database, type DatabaseHandle, openDatabase } from '../db/client';
import { seedOnFirstStart } from '../seed/first-start';
import { syncCountries } from '../db/sync-countries';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbEngine: DatabaseHandle['engine'];
    /** LISTEN on a PostgreSQL channel (see DatabaseHandle.listen): how processes tell each other of changes */
    dbListen: DatabaseHandle['listen'];
  }
}

export interface DbPluginOptions {
  /** an already opened database (tests, tools); closed by its owner, not by the app */
  handle?: DatabaseHandle;
}

/**
 * Opens the configured database, applies migrations, mirrors the country list, seeds an empty database
 * on first start (demo files into the app's storage), and closes it last on shutdown.
 */
export default fp<DbPluginOptions>(
  async (app, options) => {
    const external = options.handle;
    const { databaseUrl, dataDir } = app.config;
    const handle = external ?? (await openDatabase(databaseUrl ? { databaseUrl } : { dataDir }));
    if (!external) {
      try {
        await handle.migrate();
        await syncCountries(handle.db);
        await seedOnFirstStart(handle.db, app.config, app.storage, app.log);
      } catch (error) {
        await handle.close();
        throw error;
      }
    }
    app.decorate('db', handle.db);
    app.decorate('dbEngine', handle.engine);
    app.decorate('dbListen', handle.listen);
    if (!external) app.addHook('onClose', async () => handle.close());
  },
  { name: 'db', dependencies: ['config', 'storage'] },
);
