import { z } from 'zod';

const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());
/** A duration in milliseconds, from 100 ms to an hour. */
const milliseconds = (fallback: number) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(100).max(3_600_000).default(fallback));

const envSchema = z
  .object({
    /**
     * What this deployment is; NODE_ENV only says how the code was built. Production unless a
     * development or test run says otherwise, so a forgotten variable never opens the demo.
     */
    APP_ENV: z.enum(['development', 'test', 'production']).default('production'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    /** The public origin, used for canonical URLs, sitemap, links in mail and the payment return. Default: http://localhost:$PORT. */
    APP_URL: optionalUrl,
    DATABASE_URL: optionalUrl,
    DATA_DIR: z.string().default('./data'),
    /** Connections each instance keeps open to PostgreSQL; the server's max_connections must cover every instance's pool. */
    DATABASE_POOL_SIZE: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.coerce.number().int().min(1).max(1000).default(10),
    ),
    /** How long opening a connection (or waiting for a free one in the pool) may take. */
    DATABASE_CONNECT_TIMEOUT_MS: milliseconds(5_000),
    /** PostgreSQL cancels a statement running longer (statement_timeout); also bounds waiting for a lock. */
    DATABASE_STATEMENT_TIMEOUT_MS: milliseconds(4_000),
    /** The app gives up on a query with no answer after this, even when the server says nothing at all. */
    DATABASE_QUERY_TIMEOUT_MS: milliseconds(5_000),
    /** PostgreSQL closes a session left inside a transaction doing nothing for this long, releasing its locks. */
    DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: milliseconds(60_000),
    SESSION_SECRET: z.string().min(32).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    MAIL_TRANSPORT: z.enum(['outbox', 'smtp']).default('outbox'),
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().default('Rent A Car <no-reply@example.ae>'),
    SMS_TRANSPORT: z.enum(['outbox', 'http']).default('outbox'),
    SMS_HTTP_URL: optionalUrl,
    SMS_HTTP_TOKEN: z.string().optional(),
    /** Express 'trust proxy': false, true, a hop count or addresses. Set it behind a load balancer so rate limits see real client addresses. */
    TRUST_PROXY: z.string().default('false'),
    /** An SMS provider's sender name for one-time codes. */
    SMS_SENDER: z.string().default('OasisRAC'),
    /** The longest each instance keeps reference data (fleet, branches, settings), counted from when it was read; changes arrive sooner by NOTIFY. 0 turns caching off. Default 30 (0 when APP_ENV=test). */
    REFERENCE_CACHE_SECONDS: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.coerce.number().int().min(0).max(3600).optional(),
    ),
    /** The memory each instance gives the pages it shares (HTML and its two compressed copies), in MB; the oldest go first. */
    PAGE_CACHE_MB: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.coerce.number().int().min(1).max(4096).default(32),
    ),
    /** The memory each instance gives the personal pages it keeps per session (decision record 090), in MB; 0 keeps none. */
    PERSONAL_PAGE_CACHE_MB: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.coerce.number().int().min(0).max(4096).default(16),
    ),
    /** The embedded database's page buffers (its shared_buffers), in MB: memory held from the start. */
    EMBEDDED_DB_BUFFERS_MB: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.coerce.number().int().min(1).max(1024).default(32),
    ),
    /** Enquiry-type form submissions one client address may send in 10 minutes (all forms together). */
    FORM_SUBMISSIONS_PER_10_MINUTES: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.coerce.number().int().min(1).max(100000).default(10),
    ),
    /**
     * Seconds a worker holds a mail or SMS it is sending; one that dies mid-send lets go after this.
     * The transport's timeouts are cut from it, so a live send never outlasts its claim.
     */
    OUTBOX_LEASE_SECONDS: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.coerce.number().int().min(4).max(600).default(60),
    ),
    /** Calls to /api/v1 one client address may make in a minute, over every instance. */
    API_REQUESTS_PER_MINUTE: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.coerce.number().int().min(1).max(1_000_000).default(120),
    ),
    SEED_ON_EMPTY: z.enum(['true', 'false']).default('true'),
    /** N-Genius card payments. All three unset (outside production): the built-in sandbox at /sandbox/ngenius. */
    NGENIUS_BASE_URL: optionalUrl,
    NGENIUS_API_KEY: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
    NGENIUS_OUTLET_REF: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
    /** Where N-Genius's hosted payment page lives (the browser is sent there after Book now); its live page by default. */
    NGENIUS_PAYMENT_PAGE_ORIGIN: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.url().default('https://paypage.ngenius-payments.com'),
    ),
  })
  .superRefine((env, ctx) => {
    if (env.APP_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'is required in production (at least 32 characters)',
      });
    }
    // In production the outbox would keep every mail and code without sending it.
    if (env.APP_ENV === 'production' && env.MAIL_TRANSPORT === 'outbox') {
      ctx.addIssue({
        code: 'custom',
        path: ['MAIL_TRANSPORT'],
        message: 'must be smtp in production (the outbox never sends)',
      });
    }
    if (env.APP_ENV === 'production' && env.SMS_TRANSPORT === 'outbox') {
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_TRANSPORT'],
        message: 'must be http in production (the outbox never sends)',
      });
    }
    // Development and test runs keep demo accounts, /dev/outbox and the payment sandbox: they may
    // only talk to services on this machine, never to a real mail server, SMS gateway or acquirer.
    if (env.APP_ENV !== 'production') {
      const real: [keyof typeof env, string | undefined][] = [
        ['SMTP_URL', env.MAIL_TRANSPORT === 'smtp' ? env.SMTP_URL : undefined],
        ['SMS_HTTP_URL', env.SMS_TRANSPORT === 'http' ? env.SMS_HTTP_URL : undefined],
        ['NGENIUS_BASE_URL', env.NGENIUS_BASE_URL],
      ];
      for (const [name, url] of real.filter(([, url]) => url && !isLoopbackUrl(url))) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `points at ${new URL(url!).hostname}, a real service, while APP_ENV=${env.APP_ENV} runs the demo (demo accounts, /dev/outbox, the payment sandbox); set APP_ENV=production`,
        });
      }
    }
    // The server should cancel a slow statement itself (a clean error, the connection kept) before
    // the app gives up waiting, which it does only when the server has gone silent.
    if (env.DATABASE_QUERY_TIMEOUT_MS <= env.DATABASE_STATEMENT_TIMEOUT_MS) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_QUERY_TIMEOUT_MS'],
        message: 'must be longer than DATABASE_STATEMENT_TIMEOUT_MS',
      });
    }
    if (env.MAIL_TRANSPORT === 'smtp' && !env.SMTP_URL) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'is required when MAIL_TRANSPORT=smtp' });
    }
    if (env.SMS_TRANSPORT === 'http' && !env.SMS_HTTP_URL) {
      ctx.addIssue({ code: 'custom', path: ['SMS_HTTP_URL'], message: 'is required when SMS_TRANSPORT=http' });
    }
    // Half a set of N-Genius settings would silently fall back to the sandbox; production has no sandbox.
    const ngenius = ['NGENIUS_BASE_URL', 'NGENIUS_API_KEY', 'NGENIUS_OUTLET_REF'] as const;
    const ngeniusSet = ngenius.filter((name) => env[name]);
    if (env.APP_ENV === 'production' || ngeniusSet.length) {
      for (const name of ngenius.filter((name) => !env[name])) {
        const message =
          env.APP_ENV === 'production'
            ? 'is required in production (N-Genius card payments)'
            : `is required with ${ngeniusSet.join(', ')}`;
        ctx.addIssue({ code: 'custom', path: [name], message });
      }
    }
  })
  .transform((env) => ({ ...env, APP_URL: env.APP_URL ?? `http://localhost:${env.PORT}` }));

export type Env = z.infer<typeof envSchema>;

/** A service on this machine: a local mail sink, SMS stub or payment sandbox. */
function isLoopbackUrl(url: string) {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

export class ConfigError extends Error {}

/** Reads and checks the environment; a bad variable stops start-up with its name in the message. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}\nSee .env.example for every setting.`);
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

export const isProduction = () => env().APP_ENV === 'production';
