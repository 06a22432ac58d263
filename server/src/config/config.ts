import path from 'node:path';
import type { HostVariant } from '@fair/shared/contracts/registry';
import { envSchema } from './env-schema';
import { defaultExternalLinks } from './external-links';

export interface SmtpConfig {
  /** SMTP_URL: when set, host/port/secure/user/pass come from it */
  url?: string;
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  pass?: string;
  from: string;
}

export interface S3Config {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  publicUrl?: string;
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  logLevel: string;
  /** the proxies whose X-Forwarded-For is believed (never every hop) */
  trustProxy: false | string[];
  /** PostgreSQL server; undefined means embedded PGlite in dataDir */
  databaseUrl?: string;
  dataDir: string;
  demo: boolean;
  publicUrl?: string;
  uploadDir: string;
  staticRoot: string;
  hostVariants: HostVariant[];
  remoteRegistryFile?: string;
  /** addresses of the external menu items and layout links served in the default registry */
  externalLinks: Record<string, Record<string, string>>;
  smtp?: SmtpConfig;
  /** SMS provider; undefined keeps SMS in the stored outbox */
  sms?: SmsConfig;
  s3?: S3Config;
  /** HMAC key of catalogue preview links; undefined: generated once and kept in the database */
  previewSecret?: string;
  /** background jobs (src/lib/jobs): whether this process runs them, and how many at once */
  jobs: { worker: boolean; concurrency: number };
  /** the worker threads that read uploaded spreadsheets: each one's heap, and how long one read may take */
  sheetWorker: { heapMb: number; timeoutMs: number };
}

export interface SmsConfig {
  webhookUrl: string;
  webhookToken?: string;
}

export class ConfigError extends Error {
  constructor(public readonly issues: string[]) {
    super(`Invalid configuration:\n  ${issues.join('\n  ')}`);
    this.name = 'ConfigError';
  }
}

/** The server workspace folder, whatever the current directory. */
export const SERVER_ROOT = path.resolve(__dirname, '../..');

/** Reads and validates the environment once; throws ConfigError listing every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const issues: string[] = [];
  if ((env.SMTP_HOST || env.SMTP_URL) && !env.SMTP_FROM) issues.push('SMTP_FROM: required when SMTP_HOST or SMTP_URL is set');
  if (env.S3_BUCKET && !env.S3_REGION && !env.S3_ENDPOINT) issues.push('S3_REGION or S3_ENDPOINT: required when S3_BUCKET is set');
  if (issues.length) throw new ConfigError(issues);

  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY ?? false,
    databaseUrl: env.DATABASE_URL,
    dataDir,
    demo: env.DEMO ?? !env.DATABASE_URL,
    publicUrl: env.PUBLIC_URL?.replace(/\/$/, ''),
    uploadDir: path.resolve(env.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    staticRoot: path.resolve(env.STATIC_ROOT ?? path.join(SERVER_ROOT, '..')),
    hostVariants: env.HOST_VARIANTS,
    remoteRegistryFile: env.REMOTE_REGISTRY_FILE ? path.resolve(env.REMOTE_REGISTRY_FILE) : undefined,
    externalLinks: { ...defaultExternalLinks(env.SITE_URL), ...env.EXTERNAL_LINKS },
    previewSecret: env.CATALOGUE_PREVIEW_SECRET,
    jobs: { worker: env.JOBS_WORKER ?? true, concurrency: env.JOBS_CONCURRENCY },
    sheetWorker: { heapMb: env.SHEET_WORKER_HEAP_MB, timeoutMs: env.SHEET_WORKER_TIMEOUT_S * 1000 },
    smtp: env.SMTP_URL
      ? smtpFromUrl(env.SMTP_URL, env.SMTP_FROM as string)
      : env.SMTP_HOST
      ? {
          host: env.SMTP_HOST,
          port: env.SMTP_PORT ?? (env.SMTP_SECURE ? 465 : 587),
          secure: env.SMTP_SECURE ?? false,
          user: env.SMTP_USER,
          pass: env.SMTP_PASS,
          from: env.SMTP_FROM as string,
        }
      : undefined,
    sms: env.SMS_WEBHOOK_URL ? { webhookUrl: env.SMS_WEBHOOK_URL, webhookToken: env.SMS_WEBHOOK_TOKEN } : undefined,
    s3: env.S3_BUCKET
      ? {
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION ?? 'us-east-1',
          bucket: env.S3_BUCKET,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE ?? Boolean(env.S3_ENDPOINT),
          publicUrl: env.S3_PUBLIC_URL?.replace(/\/$/, ''),
        }
      : undefined,
  };
}

/** SMTP_URL spelled out, so logs and the transport see the same host and port. */
function smtpFromUrl(url: string, from: string): SmtpConfig {
  const parsed = new URL(url);
  const secure = parsed.protocol === 'smtps:';
  return {
    url,
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
    secure,
    user: parsed.username ? decodeURIComponent(parsed.username) : undefined,
    pass: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    from,
  };
}

/** Defaults for tests and tools: the same shape without reading process.env. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), ...overrides };
}

