import { z } from 'zod';
import { CLIENT_TYPES } from '@fair/shared/access/client-types';
import { DEFAULT_SITE_URL, externalLinksOverride } from './external-links';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', ''])
  .transform((value) => (value === '' ? undefined : ['1', 'true', 'yes', 'on'].includes(value)))
  .optional();

/** The proxies a plain "on" trusts: the private networks a reverse proxy in front of the server sits in. */
export const PRIVATE_PROXIES = ['loopback', 'linklocal', 'uniquelocal'] as const;
const PROXY_ENTRY = /^(loopback|linklocal|uniquelocal|[0-9a-f:.]+(\/\d{1,3})?)$/i;

/**
 * TRUST_PROXY: whose X-Forwarded-For to believe. On (1/true/yes) trusts proxies in private networks; a
 * comma list names the proxies (addresses, CIDR ranges or loopback/linklocal/uniquelocal). Never every
 * hop: a client could then write its own source address and slip past the per-source login throttle.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): false | string[] | undefined => {
    const lower = value.toLowerCase();
    if (lower === '') return undefined;
    if (['0', 'false', 'no', 'off'].includes(lower)) return false;
    if (['1', 'true', 'yes', 'on'].includes(lower)) return [...PRIVATE_PROXIES];
    const proxies = value.split(',').map((part) => part.trim()).filter(Boolean);
    if (proxies.every((part) => PROXY_ENTRY.test(part))) return proxies;
    ctx.addIssue({ code: 'custom', message: 'on/off, or a comma list of proxy addresses, CIDR ranges or loopback/linklocal/uniquelocal' });
    return z.NEVER;
  })
  .optional();

/** HOST_VARIANTS: comma-separated `host=clientType` pairs, or bare client types (host = the type's name). */
const hostVariants = z
  .string()
  .default('exhibitor,organizer,miniprog')
  .transform((value, ctx) => {
    const entries = value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [host, clientType = host] = part.split('=').map((piece) => piece.trim());
        return { host: host.toLowerCase(), clientType };
      });
    for (const entry of entries) {
      if (!(CLIENT_TYPES as readonly string[]).includes(entry.clientType)) {
        ctx.addIssue({ code: 'custom', message: `unknown client type "${entry.clientType}"` });
        return z.NEVER;
      }
    }
    return entries as { host: string; clientType: (typeof CLIENT_TYPES)[number] }[];
  });

/** Everything the server reads from the environment, validated once at start. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxy,
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  DATA_DIR: z.string().default('./data'),
  /** demo fair and demo accounts; defaults to on for the embedded database, off with DATABASE_URL */
  DEMO: flag,
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  UPLOAD_DIR: optionalText,
  /** repository root holding shell/dist and <remote>/dist */
  STATIC_ROOT: optionalText,
  HOST_VARIANTS: hostVariants,
  REMOTE_REGISTRY_FILE: optionalText,
  /** the fair's public website; the default external links (menu items, footer) point below it */
  SITE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).default(DEFAULT_SITE_URL)),
  EXTERNAL_LINKS: externalLinksOverride,
  /** smtp(s)://user:pass@host:port, instead of SMTP_HOST/PORT/SECURE/USER/PASS */
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  /** HMAC key of the catalogue's preview links; unset: one is generated and kept in the database */
  CATALOGUE_PREVIEW_SECRET: optionalText.pipe(z.string().min(32, 'at least 32 characters').optional()),
  SMTP_HOST: optionalText,
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  SMTP_SECURE: flag,
  SMTP_USER: optionalText,
  SMTP_PASS: optionalText,
  SMTP_FROM: optionalText,
  /** SMS provider: an HTTPS endpoint receiving {phone, text} as JSON (bearer SMS_WEBHOOK_TOKEN); unset → stored outbox */
  SMS_WEBHOOK_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  SMS_WEBHOOK_TOKEN: optionalText,
  S3_ENDPOINT: optionalText.pipe(z.url().optional()),
  S3_REGION: optionalText,
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: flag,
  S3_PUBLIC_URL: optionalText.pipe(z.url().optional()),
  /** 0: this process serves requests only and runs no background jobs (another process does) */
  JOBS_WORKER: flag,
  /** background jobs this process runs at once */
  JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  /** heap of each worker thread that reads an uploaded spreadsheet: a sheet needing more fails its job */
  SHEET_WORKER_HEAP_MB: z.coerce.number().int().min(32).max(4096).default(256),
  /** seconds a spreadsheet read may take before its worker is ended */
  SHEET_WORKER_TIMEOUT_S: z.coerce.number().int().min(1).max(3600).default(120),
});

export type Env = z.infer<typeof envSchema>;
