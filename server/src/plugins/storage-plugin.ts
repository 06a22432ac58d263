import fp from 'fastify-plugin';
import { configuredStorage } from '../lib/storage/configured-storage';
import type { FileStorage } from '../lib/storage/file-storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

export interface StoragePluginOptions {
  /** a ready storage (tests); otherwise the configured one */
  storage?: FileStorage;
}

export default fp<StoragePluginOptions>(
  async (app, options) => {
    app.decorate('storage', options.storage ?? configuredStorage(app.config));
  },
  { name: 'storage', dependencies: ['config'] },
);
