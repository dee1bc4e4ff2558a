import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isCurrencyCode } from '@procure/contract';
import { z } from 'zod';
import { isPublishedSecret, persistedSecret, privateDirectory } from './data-dir';
import { incomingMailConfig, type MailConfig } from './incoming-mail';
import { DEFAULT_SMTP_FROM, outgoingMailConfig, type OutgoingMailConfig } from './outgoing-mail';
import { payingAccountConfig, type PayingAccount } from './paying-account';
import { trustProxy } from './trust-proxy';

export type { MailConfig } from './incoming-mail';

/** The one place that reads process.env. Everything else receives a validated Config. */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PROCURE_DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  DATABASE_PATH: z.string().optional(),
  // postgres://user:password@host:port/db switches from the SQLite file to PostgreSQL.
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// address')
    .optional(),
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/, 'DATABASE_SCHEMA must be a plain lower-case identifier')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  // Background jobs: how many this process runs at once (0: this process runs none), how long
  // a claim holds without a heartbeat, and how often an idle worker looks for work.
  JOB_CONCURRENCY: z.coerce.number().int().min(0).max(16).default(1),
  JOB_LEASE_SECONDS: z.coerce.number().int().min(2).max(3600).default(60),
  JOB_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  // Scanned pages OCR'd per document; later pages are left unread and the invoice says so.
  OCR_MAX_PAGES: z.coerce.number().int().min(1).max(1000).default(50),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  UPLOAD_LIMIT_MB: z.coerce.number().positive().max(200).default(20),
  CORS_ORIGINS: z.string().default(''),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  // 1: an empty database gets the demo dataset. Unset, it does outside production only: a
  // production process seeds the demo account (whose password is public) only when asked.
  PROCURE_SEED_DEMO: z.enum(['0', '1']).optional(),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
  // Per account, whatever the address: this many attempts in this many minutes.
  LOGIN_ACCOUNT_ATTEMPTS: z.coerce.number().int().positive().default(10),
  LOGIN_ACCOUNT_WINDOW_MINUTES: z.coerce.number().positive().default(15),
  // Per device cookie (given at a successful sign-in): this many attempts in the account window.
  // Its holder is not held by the account-wide limit, so a stranger's guesses cannot lock out
  // the owner's own browser.
  LOGIN_DEVICE_ATTEMPTS: z.coerce.number().int().positive().default(5),
  // Which proxies in front of the server to believe about the client (X-Forwarded-For, -Proto,
  // -Host), as Fastify's trustProxy: true (all), false, a hop count, or addresses/CIDRs.
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform(trustProxy)
    .refine((value) => value !== null, {
      message: 'TRUST_PROXY must be true, false, a hop count or a comma list of addresses/CIDRs',
    }),
  // How long a client may take: its headers, an ordinary request's body, an upload's body (the
  // longest request), a silent connection during a request, an idle kept-alive connection.
  HTTP_HEADERS_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(20),
  HTTP_BODY_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(30),
  HTTP_UPLOAD_TIMEOUT_SECONDS: z.coerce.number().positive().max(7200).default(600),
  HTTP_IDLE_TIMEOUT_SECONDS: z.coerce.number().positive().max(7200).default(120),
  HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(72),
  // API roots handed to the web app through /config.js (empty: same origin).
  API_ROOT_AUTH: z.string().default(''),
  API_ROOT_VENDOR: z.string().default(''),
  API_ROOT_PO: z.string().default(''),
  API_ROOT_STORAGE: z.string().default(''),
  API_ROOT_MASTER_INVOICE: z.string().default('/masters/invoice'),
  API_ROOT_MASTER_VENDOR: z.string().default('/masters/vendor'),
  API_ROOT_TRANSLATE: z.string().default(''),
  // Three-way match of invoices: how far (percent) the invoiced quantity may exceed what was
  // received, and the unit price may stray from the PO price, and still match.
  INVOICE_MATCH_QUANTITY_TOLERANCE_PERCENT: z.coerce.number().min(0).max(100).default(0),
  INVOICE_MATCH_PRICE_TOLERANCE_PERCENT: z.coerce.number().min(0).max(100).default(1),
  // The e-mail inbox (off when MAIL_IMAP_URL is unset): imaps://user:password@host:port (or
  // imap:// on a trusted network); folders use "/" between levels whatever the server's own
  // separator. Attachments are bounded by UPLOAD_LIMIT_MB, whole messages by MAIL_MAX_MESSAGE_MB.
  MAIL_IMAP_URL: z
    .string()
    .url()
    .regex(/^imaps?:\/\/[^:@/]+:[^@/]+@/, 'MAIL_IMAP_URL must be imaps://user:password@host[:port]')
    .optional(),
  MAIL_FOLDER: z.string().min(1).default('INBOX'),
  MAIL_PROCESSED_FOLDER: z.string().min(1).default('Procure/Processed'),
  MAIL_REJECTED_FOLDER: z.string().min(1).default('Procure/Rejected'),
  MAIL_POLL_SECONDS: z.coerce.number().min(1).max(86_400).default(60),
  MAIL_MAX_MESSAGE_MB: z.coerce.number().positive().max(500).default(50),
  // Outgoing mail (off when SMTP_URL is unset): invitation and reset links are sent through this
  // relay as well as shown to the admin; PUBLIC_URL is the web app's address the links point to.
  SMTP_URL: z.string().trim().optional(),
  SMTP_FROM: z.string().trim().min(1).default(DEFAULT_SMTP_FROM),
  PUBLIC_URL: z.string().trim().optional(),
  // The company's base currency (ISO 4217): POs and MRNs carry no currency in the spec, so their
  // amounts are in this one, as is an invoice whose currency was not read. Told to the web app
  // through /config.js.
  BASE_CURRENCY: z
    .string()
    .default('INR')
    .transform((code) => code.trim().toUpperCase())
    .refine(isCurrencyCode, {
      message: 'BASE_CURRENCY must be an ISO 4217 currency code such as INR or EUR',
    }),
  // The bank account payment runs pay from (paying-account.ts; a demo one outside production).
  PAYMENT_DEBTOR_NAME: z.string().trim().max(140).optional(),
  PAYMENT_DEBTOR_IBAN: z.string().trim().optional(),
  PAYMENT_DEBTOR_BIC: z.string().trim().optional(),
});

export type DatabaseConfig =
  | { engine: 'sqlite'; path: string }
  | { engine: 'postgres'; url: string; schema: string; poolSize: number };

export type JobsConfig = { concurrency: number; leaseMs: number; pollMs: number };

export type ExtractionConfig = { maxOcrPages: number };

/** Timeouts of the HTTP server, in ms (see plugins/request-deadlines.ts). */
export type HttpTimeouts = {
  headersMs: number;
  bodyMs: number;
  uploadMs: number;
  idleMs: number;
  keepAliveMs: number;
};

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  database: DatabaseConfig;
  jobs: JobsConfig;
  extraction: ExtractionConfig;
  documentsDir: string;
  jwtSecret: string;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  uploadLimitBytes: number;
  corsOrigins: string[];
  webDist: string;
  seedDemo: boolean;
  loginRateLimitPerMinute: number;
  loginAccountLimit: { attempts: number; windowMs: number };
  loginDeviceAttempts: number;
  trustProxy: boolean | number | string[];
  http: HttpTimeouts;
  invoiceMatch: { quantityPercent: number; pricePercent: number };
  baseCurrency: string;
  /** null when no inbox is configured. */
  mail: MailConfig | null;
  /** null when SMTP_URL is unset: account links are then only copied. */
  outgoingMail: OutgoingMailConfig | null;
  /** null in production until PAYMENT_DEBTOR_* are set. */
  payingAccount: PayingAccount | null;
  webApiRoots: Record<
    'auth' | 'vendor' | 'po' | 'storage' | 'masterInvoice' | 'masterVendor' | 'translate',
    string
  >;
};

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // npm runs workspace scripts inside the workspace; relative paths mean where the user typed.
  const base = env.INIT_CWD ?? process.cwd();
  const dataDir = path.resolve(base, e.PROCURE_DATA_DIR);
  const documentsDir = path.join(dataDir, 'documents');
  privateDirectory(dataDir, false);
  privateDirectory(documentsDir, true);
  const jwtSecret = e.JWT_SECRET ?? persistedSecret(dataDir);
  if (e.NODE_ENV === 'production' && isPublishedSecret(jwtSecret)) {
    throw new Error(
      'Invalid configuration:\n  JWT_SECRET: this secret is published (in the repository or its examples); anyone could sign tokens with it. Set a random one of 32+ characters, or leave JWT_SECRET unset to have one generated in the data directory.',
    );
  }
  const seedDemo = e.PROCURE_SEED_DEMO ? e.PROCURE_SEED_DEMO === '1' : e.NODE_ENV !== 'production';
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    database: e.DATABASE_URL
      ? {
          engine: 'postgres',
          url: e.DATABASE_URL,
          poolSize: e.DATABASE_POOL_SIZE,
          schema: e.DATABASE_SCHEMA ?? 'public',
        }
      : {
          engine: 'sqlite',
          path: path.resolve(base, e.DATABASE_PATH ?? path.join(dataDir, 'procure.db')),
        },
    jobs: {
      concurrency: e.JOB_CONCURRENCY,
      leaseMs: e.JOB_LEASE_SECONDS * 1000,
      pollMs: e.JOB_POLL_MS,
    },
    extraction: { maxOcrPages: e.OCR_MAX_PAGES },
    documentsDir,
    jwtSecret,
    logLevel: e.LOG_LEVEL,
    uploadLimitBytes: Math.round(e.UPLOAD_LIMIT_MB * 1024 * 1024),
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    webDist: path.resolve(base, e.WEB_DIST),
    seedDemo,
    loginRateLimitPerMinute: e.LOGIN_RATE_LIMIT_PER_MINUTE,
    loginAccountLimit: {
      attempts: e.LOGIN_ACCOUNT_ATTEMPTS,
      windowMs: Math.round(e.LOGIN_ACCOUNT_WINDOW_MINUTES * 60_000),
    },
    loginDeviceAttempts: e.LOGIN_DEVICE_ATTEMPTS,
    trustProxy: e.TRUST_PROXY!,
    http: {
      headersMs: Math.round(e.HTTP_HEADERS_TIMEOUT_SECONDS * 1000),
      bodyMs: Math.round(e.HTTP_BODY_TIMEOUT_SECONDS * 1000),
      uploadMs: Math.round(e.HTTP_UPLOAD_TIMEOUT_SECONDS * 1000),
      idleMs: Math.round(e.HTTP_IDLE_TIMEOUT_SECONDS * 1000),
      keepAliveMs: Math.round(e.HTTP_KEEP_ALIVE_TIMEOUT_SECONDS * 1000),
    },
    invoiceMatch: {
      quantityPercent: e.INVOICE_MATCH_QUANTITY_TOLERANCE_PERCENT,
      pricePercent: e.INVOICE_MATCH_PRICE_TOLERANCE_PERCENT,
    },
    baseCurrency: e.BASE_CURRENCY,
    mail: incomingMailConfig({
      imapUrl: e.MAIL_IMAP_URL,
      folder: e.MAIL_FOLDER,
      processedFolder: e.MAIL_PROCESSED_FOLDER,
      rejectedFolder: e.MAIL_REJECTED_FOLDER,
      pollSeconds: e.MAIL_POLL_SECONDS,
      maxMessageMb: e.MAIL_MAX_MESSAGE_MB,
    }),
    outgoingMail: outgoingMailConfig({
      smtpUrl: e.SMTP_URL || undefined,
      smtpFrom: e.SMTP_FROM,
      publicUrl: e.PUBLIC_URL,
    }),
    payingAccount: payingAccountConfig({
      name: e.PAYMENT_DEBTOR_NAME,
      iban: e.PAYMENT_DEBTOR_IBAN,
      bic: e.PAYMENT_DEBTOR_BIC,
      demo: seedDemo,
    }),
    webApiRoots: {
      auth: e.API_ROOT_AUTH,
      vendor: e.API_ROOT_VENDOR,
      po: e.API_ROOT_PO,
      storage: e.API_ROOT_STORAGE,
      masterInvoice: e.API_ROOT_MASTER_INVOICE,
      masterVendor: e.API_ROOT_MASTER_VENDOR,
      translate: e.API_ROOT_TRANSLATE,
    },
  };
}

/** user:create may take the password from PROCURE_PASSWORD, so it need not stand in the shell
 * history. */
export function passwordFromEnvironment(env: Record<string, string | undefined> = process.env) {
  return env.PROCURE_PASSWORD;
}
