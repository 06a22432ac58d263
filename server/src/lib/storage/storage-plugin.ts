import fp from 'fastify-plugin';
import type { FileStorage } from './file-storage';
import { localStorage } from './local-storage';
import { s3Storage } from './s3-storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

export interface StoragePluginOptions {
  /** a ready storage (tests); otherwise S3 when configured, else the local upload folder */
  storage?: FileStorage;
}

export default fp<StoragePluginOptions>(
  async (app, options) => {
    const { s3, uploadDir } = app.config;
    app.decorate('storage', options.storage ?? (s3 ? s3Storage(s3) : localStorage(uploadDir)));
  },
  { name: 'storage', dependencies: ['config'] },
);
