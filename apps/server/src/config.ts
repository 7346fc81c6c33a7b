import { createPrivateKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { S3Settings } from './modules/photos/s3-storage';

/** All configuration comes from the environment, parsed once here (docs/architecture.md#server-layers). */
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  /** Snapshots of the embedded database (decision 034); default DATA_DIR/backups. */
  BACKUP_DIR: z.string().min(1).optional(),
  /** Nightly snapshots kept; 0 → none made (the embedded database only). */
  BACKUP_KEEP: z.coerce.number().int().min(0).max(1000).default(7),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /** Pooled connections to PostgreSQL per node; default from this machine's cores (defaultPoolSize). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).optional(),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  /** `on`: production may run without SMTP_URL, every mail kept unsent in the outbox (decision 026). */
  MAIL_OUTBOX_ONLY: z.enum(['on', 'off']).default('off'),
  /** DKIM signing (decision 034): selector and private key together; domain optional. */
  DKIM_SELECTOR: z
    .string()
    .regex(/^[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?$/, 'must be a DNS label, e.g. amora1')
    .optional(),
  DKIM_PRIVATE_KEY: z.string().min(1).optional(),
  DKIM_DOMAIN: z
    .string()
    .regex(/^(?=.{1,253}$)([A-Za-z0-9-]+\.)+[A-Za-z]{2,}$/, 'must be a domain name, e.g. amora.example')
    .optional(),
  /** Set: payments go through Mollie. */
  MOLLIE_API_KEY: z
    .string()
    .regex(/^(test|live)_\w+$/, 'must be a Mollie API key (test_… or live_…)')
    .optional(),
  /** Mollie's API root; tests point it at a local stand-in. */
  MOLLIE_API_ENDPOINT: z.url().optional(),
  /** Default: `none` in production, `demo` otherwise (decision 022). */
  SEED: z.enum(['demo', 'none']).optional(),
  /** The built-in test checkout; default: `off` in production, `on` otherwise (decision 022). */
  TEST_PAYMENTS: z.enum(['on', 'off']).optional(),
  /** The demo seed's staff password; unset → generated per installation (tests and benchmarks set it). */
  DEMO_STAFF_PASSWORD: z.string().min(12, 'must be at least 12 characters').max(128).optional(),
  /** The demo sites' signup_challenge_after setting (default 5); the journeys lift it (decision 042). */
  DEMO_SIGNUP_CHALLENGE_AFTER: z.coerce.number().int().min(0).optional(),
  /**
   * A host name: the demo seed adds a site there (no members) whose every sign-up meets the
   * proof-of-work check, for the check's own journey (decision 042). Unset → no such site.
   */
  DEMO_CHALLENGE_SITE: z
    .string()
    .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i, 'must be a host name')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be a base64url P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be a base64url P-256 private key')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://')
    .optional(),
  /** `off` when a proxy in front compresses answers (decision 026). */
  COMPRESSION: z.enum(['on', 'off']).default('on'),
  /** `off` only for test suites that sign up hundreds of members from one address. */
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  /** How long a visitor's (logged-out) members page is reused per site; default 5, 0 under NODE_ENV=test. */
  VISITOR_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).optional(),
  MAIL_EVENTS_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** 32 random bytes as 64 hex digits: encrypts authenticator secrets (decision 023). */
  SECOND_FACTOR_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex digits (openssl rand -hex 32)')
    .optional(),
  /** Set: photo files live in this bucket of an S3-compatible store, shared by every node (decision 035). */
  S3_BUCKET: z.string().min(3).max(63).optional(),
  /** The store's address; unset → AWS S3 itself. */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** `on`: https://host/bucket/key addressing (MinIO, Garage, SeaweedFS and most self-hosted stores). */
  S3_FORCE_PATH_STYLE: z.enum(['on', 'off']).default('off'),
  /** Bearer token that GET /metrics asks for; unset → /metrics answers loopback callers only (decision 035). */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /**
   * Seconds a node keeps serving after SIGTERM while /readyz already answers 503, so a load
   * balancer that polls it stops sending requests before the port closes (decision 039).
   */
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().int().min(0).max(15).default(0),
});

/** Every variable the schema reads (.env.example lists exactly these; config.test.ts checks). */
export const ENV_VARIABLES: readonly string[] = Object.keys(EnvSchema.shape);

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Snapshots of the embedded database: folder, and how many nightly ones are kept (0: none). */
  backup: { dir: string; keep: number };
  databaseUrl: string | undefined;
  /** Connections of this node's PostgreSQL pool (not the embedded database's). */
  databasePoolSize: number;
  publicUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  /**
   * DKIM signing of outgoing mail (decision 034): `domain` unset → each mail is signed for its
   * From address's domain (each site's own), with the one selector and key.
   */
  dkim: DkimConfig | undefined;
  /** The operator said outright that mail stays in the outbox (no SMTP in production). */
  mailOutboxOnly: boolean;
  mollieApiKey: string | undefined;
  mollieApiEndpoint: string | undefined;
  seed: 'demo' | 'none';
  /** The built-in test checkout (and the in-house direct debit) take orders; decision 022. */
  testPayments: boolean;
  /** The demo staff logins' password; undefined → a generated one per login. */
  demoStaffPassword: string | undefined;
  /** The demo sites' signup_challenge_after; undefined: the site default. */
  demoSignupChallengeAfter: number | undefined;
  /** Host name of the demo's site where every sign-up meets the check; undefined: no such site. */
  demoChallengeSite: string | undefined;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  nodeEnv: 'development' | 'production' | 'test';
  /** Web Push keys; unset → generated on first start and kept in the database. */
  vapid: { publicKey: string; privateKey: string } | undefined;
  /** Contact the push services see (mailto: or https:); default: the first site's support address. */
  vapidSubject: string | undefined;
  /** Bearer token of the mail provider's event calls (bounces, spam marks); unset → endpoint off. */
  mailEventsSecret: string | undefined;
  /** Compress answers of 1 KB and more per Accept-Encoding (off when a proxy does it). */
  compression: boolean;
  /**
   * Key of the authenticator secrets (hex); unset → generated on first start and kept in the
   * database, which then protects them no better than the database itself.
   */
  secondFactorKey: string | undefined;
  /** Per-address limits on signup, mail-sending forms, complaints, reports, discount codes. */
  rateLimits: boolean;
  /** Seconds a logged-out members page is reused per site (decision 030); 0: not at all. */
  visitorCacheSeconds: number;
  /** Photo files in an S3-compatible bucket; undefined → under dataDir (decision 035). */
  s3: S3Settings | undefined;
  /** GET /metrics' bearer token; undefined → callers on this machine only, not through a proxy. */
  metricsToken: string | undefined;
  /** Seconds between SIGTERM (readiness 503) and closing the port; part of the 25 s deadline. */
  shutdownDelaySeconds: number;
}

export class ConfigError extends Error {}

export interface DkimConfig {
  selector: string;
  /** PEM (PKCS#8 or PKCS#1), RSA or Ed25519. */
  privateKey: string;
  domain: string | undefined;
}

/**
 * DKIM_PRIVATE_KEY is the PEM itself (line breaks may be written `\n`, as one line of a .env
 * file) or the path of a PEM file. A key that does not parse stops the start here.
 */
function readDkim(selector?: string, key?: string, domain?: string): DkimConfig | undefined {
  const fail = (message: string) => {
    throw new ConfigError(`Invalid configuration in the environment:\n  ${message}`);
  };
  if (!selector && !key) {
    if (domain) fail('DKIM_DOMAIN needs DKIM_SELECTOR and DKIM_PRIVATE_KEY');
    return undefined;
  }
  if (!selector || !key) return fail('DKIM_SELECTOR and DKIM_PRIVATE_KEY go together');
  let pem = key.replace(/\\n/g, '\n');
  if (!pem.includes('-----BEGIN')) {
    try {
      pem = readFileSync(path.resolve(key), 'utf8');
    } catch {
      return fail(`DKIM_PRIVATE_KEY: neither a PEM key nor a readable file (${key})`);
    }
  }
  try {
    const type = createPrivateKey(pem).asymmetricKeyType;
    if (type !== 'rsa' && type !== 'ed25519') fail(`DKIM_PRIVATE_KEY: an RSA or Ed25519 key, not ${type}`);
  } catch (err) {
    if (err instanceof ConfigError) throw err;
    fail('DKIM_PRIVATE_KEY: not a private key in PEM form');
  }
  return { selector, privateKey: pem, domain: domain?.toLowerCase() };
}

/**
 * Twice the cores and one, at most 10: more statements at once than the cores can run only queue
 * inside PostgreSQL, and a node's own thread keeps few more busy. On the 2-core development
 * machine, where PostgreSQL shares the cores, 5 connections answered 5–30 % more member reads and
 * sends a second than 10, and 20 fewer (decision 044, tenth amendment). A PostgreSQL server of its
 * own with many cores, or slow statements, may want more: DATABASE_POOL_SIZE.
 */
export function defaultPoolSize(cores: number): number {
  return Math.min(10, 2 * Math.max(1, cores) + 1);
}

/** Empty strings count as unset, so `DATABASE_URL= npm start` means "embedded database". */
function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => !!entry[1]));
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration in the environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (!!e.S3_ACCESS_KEY_ID !== !!e.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError(
      'Invalid configuration in the environment:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    );
  }
  if (!e.S3_BUCKET && (e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID)) {
    throw new ConfigError(
      'Invalid configuration in the environment:\n  S3_BUCKET: not set, but other S3_ variables are (photos would stay in DATA_DIR)',
    );
  }
  if (!!e.VAPID_PUBLIC_KEY !== !!e.VAPID_PRIVATE_KEY) {
    throw new ConfigError(
      'Invalid configuration in the environment:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together',
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    backup: {
      dir: path.resolve(e.BACKUP_DIR ?? path.join(e.DATA_DIR, 'backups')),
      keep: e.BACKUP_KEEP,
    },
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE ?? defaultPoolSize(availableParallelism()),
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    dkim: readDkim(e.DKIM_SELECTOR, e.DKIM_PRIVATE_KEY, e.DKIM_DOMAIN),
    mailOutboxOnly: e.MAIL_OUTBOX_ONLY === 'on',
    mollieApiKey: e.MOLLIE_API_KEY,
    mollieApiEndpoint: e.MOLLIE_API_ENDPOINT,
    // Production is safe by default: demo data and the test checkout only when named (decision 022).
    seed: e.SEED ?? (e.NODE_ENV === 'production' ? 'none' : 'demo'),
    testPayments: (e.TEST_PAYMENTS ?? (e.NODE_ENV === 'production' ? 'off' : 'on')) === 'on',
    demoStaffPassword: e.DEMO_STAFF_PASSWORD,
    demoSignupChallengeAfter: e.DEMO_SIGNUP_CHALLENGE_AFTER,
    demoChallengeSite: e.DEMO_CHALLENGE_SITE?.toLowerCase(),
    logLevel: e.LOG_LEVEL,
    nodeEnv: e.NODE_ENV,
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : undefined,
    vapidSubject: e.VAPID_SUBJECT,
    mailEventsSecret: e.MAIL_EVENTS_SECRET,
    compression: e.COMPRESSION === 'on',
    secondFactorKey: e.SECOND_FACTOR_KEY?.toLowerCase(),
    rateLimits: e.RATE_LIMITS === 'on',
    visitorCacheSeconds: e.VISITOR_CACHE_SECONDS ?? (e.NODE_ENV === 'test' ? 0 : 5),
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === 'on',
        }
      : undefined,
    metricsToken: e.METRICS_TOKEN,
    shutdownDelaySeconds: e.SHUTDOWN_DELAY_SECONDS,
  };
}

/**
 * A production server without a mail transport would deliver no activation or reset mail, and
 * quietly: it starts only when SMTP_URL is set, MAIL_OUTBOX_ONLY=on says so, or it is a demo
 * installation (SEED=demo), where the answer is a warning to print (decision 026).
 * Checked by the server's start, not by loadConfig: the staff command sends no mail.
 */
export function checkMailTransport(
  config: Pick<Config, 'nodeEnv' | 'smtpUrl' | 'mailOutboxOnly' | 'seed'>,
): string | null {
  if (config.nodeEnv !== 'production' || config.smtpUrl || config.mailOutboxOnly) return null;
  if (config.seed === 'demo') {
    return 'SMTP_URL is not set: this demo installation keeps every mail unsent in the outbox table.';
  }
  throw new ConfigError(
    [
      'Invalid configuration in the environment:',
      '  SMTP_URL: not set, so no activation, password-reset or notification mail would be delivered.',
      '  Set SMTP_URL=smtp://user:password@host:587 (or smtps://…), or start with MAIL_OUTBOX_ONLY=on',
      '  to keep every mail unsent in the outbox table (its text and links are never logged in production).',
    ].join('\n'),
  );
}
