/**
 * All configuration comes from environment variables, validated once at start-up. The defaults
 * make `npm start` work on a bare machine: embedded database in ./data, port 3000, no SMTP.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** apps/web/dist, from the sources (apps/api/src) and from the bundle (apps/api/dist) alike. */
const DEFAULT_WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Unset: 127.0.0.1 outside production (reachable from this machine only), 0.0.0.0 in production. */
  HOST: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Embedded database and local files live here (PGlite in DATA_DIR/pglite). */
  DATA_DIR: z.string().default('./data'),
  /** When set, a PostgreSQL server is used instead of the embedded database. */
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /**
   * The embedded database on a thread of its own (packages/db/src/engine-thread.ts): requests are
   * read and answered while it runs a statement. Off by default: it takes about 30 MB more
   * memory, more than the 400 MB budget of the default has room for (decisions/0023).
   */
  DATABASE_THREAD: bool.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Whether X-Forwarded-For is believed. Off by default so a forged header cannot change the
   * client address used by rate limiting; set to the proxy's address (or hop count) behind a
   * load balancer.
   */
  TRUST_PROXY: z.string().optional(),
  /** Cookies with the Secure flag; on by default in production. */
  COOKIE_SECURE: bool.optional(),
  /**
   * General API limit per client address and minute; 0 turns it off. Counted in Redis when
   * REDIS_URL is set (shared by all processes); without Redis each process counts its own, so
   * behind a load balancer the effective limit is (processes × this).
   */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(6000),
  /** How long a people-list page is kept in memory (services/employees/list-cache.ts); 0 turns it off. */
  LIST_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(3000),
  /**
   * Shared store for the rate limits (redis:// or rediss://), optional. Without it the sign-in,
   * password-reset and ticket-code limits count in PostgreSQL (DATABASE_URL) or in memory
   * (embedded database, one process), and the general limit above in each process.
   */
  REDIS_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .url()
      .refine((v) => /^rediss?:\/\//.test(v), 'redis:// または rediss:// で指定してください')
      .optional(),
  ),
  /** Prefix of every Redis key, so that several deployments (or tests) can share one server. */
  REDIS_KEY_PREFIX: z.string().min(1).max(100).default('mirume:'),
  /**
   * Failed sign-ins within the window below, counted across processes: per account and address,
   * and per address, beyond which that address answers 429; per account, beyond which the
   * account is slowed (addresses that failed get one attempt per SIGN_IN_SLOW_SECONDS) but never
   * locked. See docs/decisions/0022-safe-defaults.md.
   */
  SIGN_IN_ATTEMPTS_PER_ACCOUNT_AND_IP: z.coerce.number().int().min(1).default(5),
  SIGN_IN_ATTEMPTS_PER_IP: z.coerce.number().int().min(1).default(50),
  SIGN_IN_ATTEMPTS_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  SIGN_IN_SLOW_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  SIGN_IN_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  /**
   * How long a verified session is trusted without asking the database again; 0 checks every
   * request. Revocations reach the other API processes at once (LISTEN/NOTIFY); this is the
   * bound should such a message be lost.
   */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  /** The built web app to serve; absent in API-only test runs. */
  WEB_DIST_DIR: z.string().default(DEFAULT_WEB_DIST),
  /** Public base URL used in mails. */
  APP_URL: z.string().url().optional(),
  /**
   * Where mails go: smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465. Unset,
   * mails stay in the outbox and can be read in the development mailbox (/dev/mailbox).
   */
  SMTP_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .url()
      .refine((v) => /^smtps?:\/\//.test(v), 'smtp:// または smtps:// で指定してください')
      .optional(),
  ),
  MAIL_FROM: z.string().min(3).default('"ミルメ" <no-reply@mirume.test>'),
  /** The operators' inbox: every new inquiry is mailed here (the sender gets an acknowledgement). */
  INQUIRY_INBOX_EMAIL: z.string().email().default('support@mirume.test'),
  /** How often the mail sender looks for due mails (it is also woken when a mail is queued). */
  MAIL_POLL_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  /** Retries of a failed send wait this long, doubling each time up to the maximum (± 20 %). */
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(1).default(30_000),
  MAIL_RETRY_MAX_MS: z.coerce.number().int().min(1).default(3_600_000),
  /** After this many failed attempts a mail is left `failed` in the outbox. */
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(20),
  /** Whether this process works background jobs (every process can queue them). */
  JOBS_WORK: bool.default(true),
  /** How often an idle worker looks for jobs, in seconds (it is also woken when this process queues one). */
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  /**
   * A running job's heartbeat period. A job whose worker died (kill -9, a lost machine) is taken
   * over after about this long plus JOB_MONITOR_SECONDS.
   */
  JOB_HEARTBEAT_SECONDS: z.coerce.number().int().min(10).max(3600).default(30),
  /** How often lapsed heartbeats, expired jobs and due schedules are looked for. */
  JOB_MONITOR_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  /** On shutdown, running jobs get this long to finish before they are left to run again later. */
  JOB_STOP_GRACE_MS: z.coerce.number().int().min(1000).max(120_000).default(8000),
  /**
   * Whether an empty database gets the demo world. Unset: yes outside production, never in
   * production (there only SEED_DEMO=true seeds, for a demonstration server).
   */
  SEED_DEMO: bool.optional(),
  /**
   * Key of the signed upload and download URLs of the local file storage (DATA_DIR/files), at
   * least 32 characters. Unset, one is generated once and kept in DATA_DIR/files/.signing-secret
   * (mode 0600), so restarts and every process on the same DATA_DIR agree. Set it when several
   * machines serve the local storage through a shared volume.
   */
  FILES_SIGNING_SECRET: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(32).optional()),
  /** How long an upload URL (PUT) stays valid, in seconds. */
  FILES_UPLOAD_URL_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(900),
  /** How long a download URL stays valid, in seconds (the download call redirects to it at once). */
  FILES_DOWNLOAD_URL_TTL_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
  /**
   * S3-compatible object storage instead of DATA_DIR/files: used when both S3_BUCKET and
   * S3_ENDPOINT are set. Uploads and downloads then go straight to the bucket through presigned
   * URLs (the bucket needs CORS for PUT and GET from APP_URL).
   */
  S3_BUCKET: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(3).max(63).optional()),
  S3_ENDPOINT: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional()),
  S3_REGION: z.string().min(1).default('ap-northeast-1'),
  S3_ACCESS_KEY_ID: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  /** Path-style URLs (endpoint/bucket/key), which MinIO and most S3-compatible servers need. */
  S3_FORCE_PATH_STYLE: bool.default(true),
  /**
   * The issuer printed on every invoice (適格請求書, docs/billing.md): name, address, the qualified
   * invoice registration number (T + 13 digits) and the transfer account. Outside production each
   * has a sample default marked 「サンプル」; in production invoices cannot be issued until all four
   * are set.
   */
  BILLING_ISSUER_NAME: z.preprocess((v) => (v === '' ? undefined : v), z.string().max(100).optional()),
  BILLING_ISSUER_ADDRESS: z.preprocess((v) => (v === '' ? undefined : v), z.string().max(200).optional()),
  BILLING_REGISTRATION_NUMBER: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^T\d{13}$/, '登録番号は T と13桁の数字で指定してください')
      .optional(),
  ),
  /** e.g. 「みずほ銀行 丸の内支店 普通 1234567 ミルメ（カ」 */
  BILLING_BANK_ACCOUNT: z.preprocess((v) => (v === '' ? undefined : v), z.string().max(200).optional()),
  /** Days before a contract's end at which the operators are reminded (comma-separated). */
  CONTRACT_REMINDER_DAYS: z
    .string()
    .regex(/^\d{1,3}(,\d{1,3})*$/, '日数をカンマ区切りで指定してください')
    .default('60,30'),
});

/** The sample issuer used outside production when BILLING_* is not set. */
export const SAMPLE_BILLING_ISSUER = {
  name: '【サンプル】ミルメ株式会社',
  address: '【サンプル】〒100-0000 東京都千代田区サンプル1-2-3',
  registrationNumber: 'T0000000000000',
  bankAccount: '【サンプル】サンプル銀行 本店営業部 普通 0000000 ミルメ（カ',
} as const;

export interface BillingIssuer {
  name: string;
  address: string;
  registrationNumber: string;
  bankAccount: string;
}

function billingIssuer(e: z.infer<typeof ZEnv>): BillingIssuer | null {
  const set = {
    name: e.BILLING_ISSUER_NAME,
    address: e.BILLING_ISSUER_ADDRESS,
    registrationNumber: e.BILLING_REGISTRATION_NUMBER,
    bankAccount: e.BILLING_BANK_ACCOUNT,
  };
  if (set.name && set.address && set.registrationNumber && set.bankAccount) return set as BillingIssuer;
  if (e.NODE_ENV === 'production') return null;
  return {
    name: set.name ?? SAMPLE_BILLING_ISSUER.name,
    address: set.address ?? SAMPLE_BILLING_ISSUER.address,
    registrationNumber: set.registrationNumber ?? SAMPLE_BILLING_ISSUER.registrationNumber,
    bankAccount: set.bankAccount ?? SAMPLE_BILLING_ISSUER.bankAccount,
  };
}

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`環境変数の設定に誤りがあります (invalid environment):\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    ...e,
    isProduction: e.NODE_ENV === 'production',
    HOST: e.HOST ?? (e.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    SEED_DEMO: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    /** SEED_DEMO=true written out: in production the demo accounts are then allowed (server.ts). */
    demoRequested: e.SEED_DEMO === true,
    cookieSecure: e.COOKIE_SECURE ?? e.NODE_ENV === 'production',
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    dataDir: path.resolve(e.DATA_DIR),
    /** Public base URL for links in mails; defaults to this server on localhost. */
    APP_URL: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    /** Null in production until every BILLING_* variable is set (invoices then cannot be issued). */
    billingIssuer: billingIssuer(e),
    contractReminderDays: [...new Set(e.CONTRACT_REMINDER_DAYS.split(',').map(Number))].sort((a, b) => b - a),
  };
}

function parseTrustProxy(v: string | undefined): boolean | number | string {
  if (v === undefined || v === '' || v === 'false') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  return v;
}
