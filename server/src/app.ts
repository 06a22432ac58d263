import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/config';
import type { DatabaseHandle } from './db/client';
import { logRedaction } from './lib/http/log-redaction';
import accessPlugin from './plugins/access';
import changesPlugin from './plugins/changes';
import configPlugin from './plugins/config';
import dbPlugin from './plugins/db';
import docsPlugin from './plugins/docs';
import envelopePlugin, { frameworkError } from './plugins/envelope';
import i18nPlugin from './plugins/i18n';
import jobsPlugin from './plugins/jobs';
import inputCharactersPlugin from './plugins/input-characters';
import jsonBodyPlugin from './plugins/json-body';
import lifecyclePlugin from './plugins/lifecycle';
import securityHeadersPlugin from './plugins/security-headers';
import storagePlugin from './plugins/storage-plugin';
import mailPlugin from './plugins/mail-plugin';
import smsPlugin from './plugins/sms-plugin';

export interface BuildOptions {
  config: AppConfig;
  /** an opened, migrated database; without it the app opens the configured one */
  database?: DatabaseHandle;
  /** pino options, or false for silence */
  logger?: boolean | Record<string, unknown>;
}

const FEATURES_DIR = path.join(__dirname, 'features');

/** Feature folders with a routes module, in a stable order: src/features/<area>/routes.ts. */
function featureRouteModules(): string[] {
  return fs
    .readdirSync(FEATURES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(FEATURES_DIR, entry.name, 'routes'))
    .filter((modulePath) => ['.ts', '.js'].some((ext) => fs.existsSync(modulePath + ext)))
    .sort();
}

/**
 * The whole server: external plugins (config, db) → app plugins (envelope, i18n, access, docs)
 * → route modules, one folder per area. Every route module default-exports a Fastify plugin.
 */
export async function build(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  const logger =
    options.logger === false || config.logLevel === 'silent'
      ? false
      : { level: config.logLevel, ...logRedaction, ...(typeof options.logger === 'object' ? options.logger : {}) };
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy,
    return503OnClosing: false,
    // a first start creates the embedded database, migrates and seeds it: more than the default 10 s
    pluginTimeout: 120_000,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    frameworkErrors: frameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(configPlugin, { config });
  // storage before the database: a first start seeds demo files into it
  await app.register(storagePlugin);
  await app.register(dbPlugin, { handle: options.database });
  await app.register(mailPlugin);
  await app.register(smsPlugin);
  await app.register(jobsPlugin);
  await app.register(changesPlugin);
  await app.register(i18nPlugin);
  await app.register(envelopePlugin);
  await app.register(jsonBodyPlugin);
  await app.register(inputCharactersPlugin);
  await app.register(lifecyclePlugin);
  await app.register(securityHeadersPlugin);
  await app.register(accessPlugin);
  await app.register(docsPlugin);

  for (const modulePath of featureRouteModules()) {
    const routes = (await import(modulePath)) as { default: FastifyPluginAsync };
    await app.register(routes.default);
  }
  return app;
}
