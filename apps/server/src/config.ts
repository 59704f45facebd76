import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { POSTER_MAX_MB, VIDEO_MAX_MB } from '@shop/shared/content/admin-review-video-api';
import {
  paymentProviderNames,
  realPaymentProviders,
  type PaymentProviderName,
} from './modules/payments/providers.ts';

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());
const dataDirEnv = z.string().default('./data');

/** The environment table of README.md (Configuration). */
const envSchema = z
  .object({
    /** 'true': a local demo (test payments, codes in the terminal); anything else is production. */
    DEMO: z.enum(['true', 'false']).default('false'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('127.0.0.1'),
    PUBLIC_URL: optionalUrl,
    DATA_DIR: dataDirEnv,
    MEDIA_DIR: optionalString,
    VIDEO_MAX_MB: z.coerce.number().positive().max(2048).default(VIDEO_MAX_MB),
    POSTER_MAX_MB: z.coerce.number().positive().max(50).default(POSTER_MAX_MB),
    // sharp runs each picture on one core (glibc without jemalloc): one core stays for everything else.
    PHOTO_JOBS: z.coerce
      .number()
      .int()
      .min(1)
      .max(16)
      .default(Math.max(1, availableParallelism() - 1)),
    DATABASE_URL: optionalUrl,
    SMTP_URL: optionalUrl,
    MAIL_FROM: optionalString,
    ADMIN_EMAILS: optionalString,
    JWT_SECRET: z.preprocess(emptyToUndefined, z.string().min(32).optional()),
    REDIS_URL: optionalUrl,
    SMS_URL: optionalUrl,
    RECOVERY_DELAY_HOURS: z.coerce
      .number()
      .min(24, 'at least 24: a shorter wait lets a stranger who knows an e-mail take its account overnight')
      .max(24 * 30)
      .default(72),
    TRUST_PROXY: optionalString,
    ORDER_PAYMENT_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(60),
    PICKUP_KEEP_DAYS: z.coerce.number().int().min(1).max(30).default(3),
    PAYMENT_PROVIDER: z.preprocess(emptyToUndefined, z.enum(paymentProviderNames).optional()),
    YOOKASSA_SHOP_ID: optionalString,
    YOOKASSA_SECRET_KEY: optionalString,
    YOOKASSA_API_URL: optionalUrl,
    YOOKASSA_CHECK_IP: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).optional()),
    YOOKASSA_VAT_CODE: z.coerce.number().int().min(1).max(12).default(1),
    YOOKASSA_TAX_SYSTEM_CODE: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(1).max(6).optional(),
    ),
    YOOKASSA_OFFSET_RECEIPT_PAYMENT: z.enum(['order', 'card']).default('order'),
    PERSONAL_DATA_RETENTION_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
    GUEST_ORDER_DATA_MONTHS: z.coerce.number().int().min(1).max(120).default(6),
    YANDEX_METRIKA_ID: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^\d{1,12}$/, 'the counter number of Yandex Metrica: digits only')
        .optional(),
    ),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Bearer token of GET /metrics; unset, /metrics does not exist (404). */
    METRICS_TOKEN: z.preprocess(
      emptyToUndefined,
      z.string().min(24, "at least 24 random characters: whoever has it reads the shop's figures").optional(),
    ),
    // OpenTelemetry's own variables: with an endpoint, request and query traces go there (OTLP over HTTP).
    OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl,
    OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: optionalUrl,
    OTEL_SERVICE_NAME: z.preprocess(emptyToUndefined, z.string().max(100).default('humbl-shop')),
  })
  .superRefine((env, ctx) => {
    const problem = (key: string, message: string) => ctx.addIssue({ code: 'custom', path: [key], message });
    if (env.DEMO === 'true') {
      if (env.DATABASE_URL && !env.JWT_SECRET)
        problem('JWT_SECRET', 'required with DATABASE_URL: every instance must share it');
    } else {
      // Production: nothing that only suits a demo may be left to a default (README "Security").
      const demoHint = 'in production (DEMO=true runs a local demo instead)';
      if (!env.SMTP_URL) problem('SMTP_URL', `required ${demoHint}: sign-in codes go out by mail`);
      if (!env.JWT_SECRET) problem('JWT_SECRET', `required ${demoHint}: 32+ random characters`);
      if (!env.PUBLIC_URL) problem('PUBLIC_URL', `required ${demoHint}: links in mails and payments`);
      if (env.TRUST_PROXY === 'true')
        problem(
          'TRUST_PROXY',
          "true lets any client name its own address: give the proxies' addresses/CIDRs",
        );
      if (env.PAYMENT_PROVIDER === undefined)
        problem('PAYMENT_PROVIDER', `required ${demoHint}: ${realPaymentProviders.join(' or ')}`);
      else if (!realPaymentProviders.includes(env.PAYMENT_PROVIDER))
        problem('PAYMENT_PROVIDER', `${env.PAYMENT_PROVIDER} takes no money: only with DEMO=true`);
    }
    if (env.PAYMENT_PROVIDER === 'yookassa') {
      for (const key of ['YOOKASSA_SHOP_ID', 'YOOKASSA_SECRET_KEY'] as const) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'required with PAYMENT_PROVIDER=yookassa' });
      }
    }
  });

export interface Config {
  /**
   * A local demo (`npm start`): the test payment provider, mail and SMS printed in the terminal, a banner on
   * every page. Off, the server is production and refuses to start without real mail, payments, secrets.
   */
  demo: boolean;
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  /** Uploaded media (review clips, posters, product photos), served under /media/; shared by all instances. */
  media: {
    dir: string;
    videoMaxMb: number;
    posterMaxMb: number;
    /** Pictures (photos, posters) this instance processes at once; more wait their turn. */
    photoJobs: number;
  };
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmails: string[];
  jwtSecret: string;
  redisUrl: string | undefined;
  smsUrl: string | undefined;
  /** Waiting period before a recovered contact takes over an account. */
  recoveryDelayHours: number;
  /** Fastify's trustProxy: which proxies' X-Forwarded-For to believe for the client address (per-IP limits). */
  trustProxy: boolean | string;
  payment: {
    provider: PaymentProviderName;
    /** How long an unpaid order keeps its goods and its payment link. */
    orderMinutes: number;
    /** How long a store keeps an order ready for pickup (PICKUP_KEEP_DAYS). */
    pickupKeepDays: number;
    yookassa: {
      shopId?: string | undefined;
      secretKey?: string | undefined;
      apiUrl: string;
      /** 54-FZ VAT code of every receipt item (1: no VAT). */
      vatCode: number;
      taxSystemCode?: number | undefined;
      /** Refuse notifications from outside the provider's published address ranges. */
      checkIp: boolean;
      /**
       * Which payment the offset receipt of gift cards names: 'order' — the order's own payment when it
       * has one, else the payment that bought the first card; 'card' — always the card's purchase.
       */
      offsetReceiptPayment: 'order' | 'card';
    };
  };
  personalData: {
    /** Days after a withdrawal of the processing consent until the account is erased (the shop's retention). */
    retentionDays: number;
    /** Months after which a guest's never-paid order loses its personal data. */
    guestOrderMonths: number;
  };
  /** The Yandex Metrica counter: with it, a cookie notice asks, and the counter loads only after 'Принять'. */
  metrikaId: string | undefined;
  logLevel: string;
  /** GET /metrics answers only with this bearer token; undefined: no /metrics. */
  metricsToken: string | undefined;
  /** Where traces go (the OTLP/HTTP traces URL); undefined: no tracing at all. */
  tracing: { url: string; serviceName: string } | undefined;
}

export class ConfigError extends Error {}

/** Parses the environment; throws one error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = parseEnv(envSchema, env);
  const dataDir = path.resolve(e.DATA_DIR);
  const demo = e.DEMO === 'true';
  return {
    demo,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir,
    media: {
      dir: mediaDirOf(e.MEDIA_DIR, dataDir),
      videoMaxMb: e.VIDEO_MAX_MB,
      posterMaxMb: e.POSTER_MAX_MB,
      photoJobs: e.PHOTO_JOBS,
    },
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'humbl <no-reply@humbl.ru>',
    adminEmails: (e.ADMIN_EMAILS ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    jwtSecret: e.JWT_SECRET ?? localJwtSecret(dataDir),
    redisUrl: e.REDIS_URL,
    smsUrl: e.SMS_URL,
    recoveryDelayHours: e.RECOVERY_DELAY_HOURS,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    payment: {
      // Production has refused to start without a real provider.
      provider: e.PAYMENT_PROVIDER ?? 'test',
      orderMinutes: e.ORDER_PAYMENT_MINUTES,
      pickupKeepDays: e.PICKUP_KEEP_DAYS,
      yookassa: {
        shopId: e.YOOKASSA_SHOP_ID,
        secretKey: e.YOOKASSA_SECRET_KEY,
        apiUrl: (e.YOOKASSA_API_URL ?? 'https://api.yookassa.ru/v3').replace(/\/$/, ''),
        vatCode: e.YOOKASSA_VAT_CODE,
        taxSystemCode: e.YOOKASSA_TAX_SYSTEM_CODE,
        // On by default in production: only YooKassa's own addresses may announce a payment.
        checkIp: (e.YOOKASSA_CHECK_IP ?? (demo ? 'false' : 'true')) === 'true',
        offsetReceiptPayment: e.YOOKASSA_OFFSET_RECEIPT_PAYMENT,
      },
    },
    personalData: {
      retentionDays: e.PERSONAL_DATA_RETENTION_DAYS,
      guestOrderMonths: e.GUEST_ORDER_DATA_MONTHS,
    },
    metrikaId: e.YANDEX_METRIKA_ID,
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
    tracing: tracesUrl(
      e.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT,
      e.OTEL_EXPORTER_OTLP_ENDPOINT,
      e.OTEL_SERVICE_NAME,
    ),
  };
}

/**
 * OTLP's rule: the traces endpoint is used as given; the general endpoint gets /v1/traces appended.
 */
function tracesUrl(traces: string | undefined, general: string | undefined, serviceName: string) {
  if (traces) return { url: traces, serviceName };
  if (general) return { url: `${general.replace(/\/$/, '')}/v1/traces`, serviceName };
  return undefined;
}

/** Parses `env` with `schema`; throws one error listing every bad variable. */
function parseEnv<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv): z.output<S> {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** MEDIA_DIR, else the media folder of DATA_DIR. */
const mediaDirOf = (mediaDir: string | undefined, dataDir: string) =>
  path.resolve(mediaDir ?? path.join(dataDir, 'media'));

/** The proxies' addresses/CIDRs separated by commas, or (demo only) 'true': every proxy; unset trusts none. */
function parseTrustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value === 'false') return false;
  return value === 'true' ? true : value;
}

/** A demo on the embedded database is one instance, so a secret kept beside the data is enough. */
function localJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The server's own configuration: its environment, and `--demo` on its command line (`npm start`). */
export function loadProcessConfig(): Config {
  const demo = process.argv.includes('--demo') ? { DEMO: 'true' } : {};
  return loadConfig({ ...process.env, ...demo });
}

/** What the backup commands read (apps/server/src/ops/): the shop's storage and where backups go. */
const storageSchema = z.object({
  DATA_DIR: dataDirEnv,
  MEDIA_DIR: optionalString,
  DATABASE_URL: optionalUrl,
  BACKUP_DIR: optionalString,
});

/**
 * Where the shop keeps its data, as the server reads it, and where its backups go. `npm run backup` and
 * `restore` read this alone: they run beside a production shop without its mail, payment and secret keys.
 */
export interface StorageConfig {
  dataDir: string;
  /** Config.media.dir. */
  mediaDir: string;
  databaseUrl: string | undefined;
  /** BACKUP_DIR; by default `backups` beside DATA_DIR (never inside it: a restore replaces what is there). */
  backupDir: string;
}

export function loadStorageConfig(env: NodeJS.ProcessEnv = process.env): StorageConfig {
  const e = parseEnv(storageSchema, env);
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    dataDir,
    mediaDir: mediaDirOf(e.MEDIA_DIR, dataDir),
    databaseUrl: e.DATABASE_URL,
    backupDir: path.resolve(e.BACKUP_DIR ?? path.join(dataDir, '..', 'backups')),
  };
}

/** The environment of a command the backup tools run (pg_dump, pg_restore): this process's, and `extra`. */
export function commandEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...extra };
}

/** Test suites only: a PostgreSQL server on which each test file gets a fresh database. */
export function testDatabaseUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return optionalUrl.parse(env.TEST_DATABASE_URL);
}

/** Test suites only: a Redis server for the suites of the shared rate limits. */
export function testRedisUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return optionalUrl.parse(env.TEST_REDIS_URL);
}
