import crypto from 'node:crypto';
import path from 'node:path';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';
import { pinoHttp } from 'pino-http';
import { REQUEST_ID_HEADER, logger as serverLog } from '~/modules/config/logger.server';
import type { ServerBuild } from 'react-router';
import {
  type DatabaseHandle,
  databaseRequestScope,
  openDatabase,
  postgresSettings,
  setDatabase,
} from '~/db/client.server';
import { describeDemoAccounts, seedDemoAccounts } from '~/db/seed/demo-accounts';
import { databaseIsEmpty, seedDatabase } from '~/db/seed/index.server';
import { ConfigError, parseEnv } from '~/modules/config/env.server';
import { deleteExpiredSessions } from '~/modules/auth/sessions.server';
import { reconcileBookings } from '~/modules/bookings/customer-steps/card-payment.server';
import { retryPendingRefunds } from '~/modules/payments/refunds.server';
import { reconcileAmendments } from '~/modules/bookings/amendments/amendment-payment.server';
import { refundStrayCaptures } from '~/modules/payments/stray-captures.server';
import { settleStrandedCharges } from '~/modules/counter/charges/charge-rental.server';
import { releaseDueDeposits } from '~/modules/payments/deposit-release-due.server';
import { startOutboxWorker } from '~/modules/notify/outbox-worker.server';
import { paymentClient } from '~/modules/payments/provider/payment-client.server';
import { DataDirLockedError } from '~/modules/db/data-dir-lock.server';
import { RETRY_AFTER_SECONDS } from '~/modules/db/database-outage';
import { createNgeniusSandbox } from '~/modules/payments/provider/sandbox/ngenius-sandbox.server';
import { SANDBOX_MOUNT_PATH } from '~/modules/payments/provider/sandbox/sandbox-settings';
import { CLIENT_ADDRESS_HEADER } from '~/utils/http.server';
import { answerExpectContinue, requestBodies } from './request-bodies';
import { securityHeaders } from './security-headers';
import { apiRateLimit } from './api-rate-limit';
import { baseSecurityHeaders, isOwnFormPost } from '~/utils/security-headers.server';
import { hashedAssets } from './static-assets';
import { pageCache } from './page-cache';
import { personalPageCache } from './personal-page-cache';
import { removableDrainListeners } from './drain-listeners';
import { webHandler } from './web-handler';
import {
  referenceCacheSeconds,
  referenceDataSince,
  referenceDataVersion,
  watchReferenceData,
} from '~/modules/cache/reference-cache.server';
import { sharedPageRequest } from '~/modules/site/shared-pages.server';
import type { PersonalPageState } from '~/modules/auth/personal-pages.server';
import { recordPageView } from '~/modules/analytics/page-views.server';
import { pageOfUrl } from '~/utils/request-page';
import { PERSONAL_FRAME_PATH } from '~/utils/personal-frame';
import { withoutLinkSecrets } from '~/utils/secret-paths';

const dev = process.argv.includes('--dev');

async function main() {
  const config = parseEnv(process.env);
  const logger = serverLog();

  // Open, migrate and seed before listening: no visitor waits for a database that is still starting.
  const handle: DatabaseHandle = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    postgres: postgresSettings(config),
    embeddedBuffersMb: config.EMBEDDED_DB_BUFFERS_MB,
  });
  setDatabase(handle);
  // Migrations and the seed run without the timeouts meant for requests.
  await handle.migrate();
  if (config.SEED_ON_EMPTY === 'true') {
    await handle.withoutTimeouts(async (db) => {
      if (await databaseIsEmpty(db)) {
        logger.info('empty database: loading reference and demo data');
        await seedDatabase(db, { demoAccounts: config.APP_ENV !== 'production' });
      } else if (config.APP_ENV !== 'production') {
        await seedDemoAccounts({ tx: db, now: new Date() });
      }
    });
  }
  // Staff changes on any instance drop this one's reference data within about a second (decision 048).
  watchReferenceData();
  // Expired sessions are useless rows; clear them now and every six hours.
  const housekeeping = () =>
    deleteExpiredSessions().catch((error: unknown) => logger.warn({ err: error }, 'clearing expired sessions failed'));
  await housekeeping();
  setInterval(housekeeping, 6 * 60 * 60 * 1000).unref();
  // Card payments nobody came back from are settled, expired holds give their cars back, refunds the
  // provider left unanswered are tried again, and payments that arrived on an order the booking no
  // longer counts on (it stopped waiting, or a retry replaced the order) are refunded, and charges a
  // dead process left half-settled are finished, and card deposits held as long as the terms allow
  // after a return are released, every minute.
  // Every change is a conditional move, so several instances running this at once is harmless.
  const reconcile = () =>
    reconcileBookings(paymentClient())
      .then((result) => (result.settled || result.released ? logger.info(result, 'bookings reconciled') : undefined))
      .then(() => reconcileAmendments(paymentClient()))
      .then((result) =>
        result.applied || result.lapsed ? logger.info(result, 'booking changes reconciled') : undefined,
      )
      .then(() => retryPendingRefunds(paymentClient()))
      .then((result) => (result.tried ? logger.info(result, 'unanswered refunds tried again') : undefined))
      .then(() => refundStrayCaptures(paymentClient()))
      .then((result) => (result.refunded ? logger.info(result, 'late card payments refunded') : undefined))
      .then(() => settleStrandedCharges(paymentClient()))
      .then((result) => (result.settled ? logger.info(result, 'stranded charges settled') : undefined))
      .then(() => releaseDueDeposits(paymentClient()))
      .then((result) => (result.released ? logger.info(result, 'deposits released as the terms promise') : undefined))
      .catch((error: unknown) => logger.warn({ err: error }, 'reconciling bookings failed'));
  setInterval(reconcile, 60 * 1000).unref();
  // Mails and texts are sent after the transaction that wrote them commits, by whichever instance
  // claims them first; refused ones are tried again with growing delays.
  startOutboxWorker();

  const app = express();
  app.disable('x-powered-by');
  // Which proxies may tell us the client's address (rate limits key on it); none unless configured.
  app.set('trust proxy', trustProxySetting(config.TRUST_PROXY));
  app.use((req, _res, next) => {
    // The app reads the client address from this header; whatever a client sent under that name is replaced.
    req.headers[CLIENT_ADDRESS_HEADER] = req.ip ?? '';
    next();
  });

  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const sent = req.headers[REQUEST_ID_HEADER];
        const id = (typeof sent === 'string' && /^[\w.:-]{1,100}$/.test(sent) && sent) || crypto.randomUUID();
        // The app's own error log names the request by it too.
        req.headers[REQUEST_ID_HEADER] = id;
        res.setHeader('X-Request-Id', id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === '/healthz' },
      // A booking link's token opens the booking: it never reaches a log line.
      serializers: { req: (req: { url: string }) => ({ ...req, url: withoutLinkSecrets(req.url) }) },
    }),
  );

  app.use(requestBodies());
  // Once the database has let a request wait out a timeout, the request's later queries fail at once.
  app.use((_req, _res, next) => databaseRequestScope(next));

  app.use(securityHeaders(baseSecurityHeaders(config.APP_ENV === 'production')));

  // A state-changing request must come from our own pages (SameSite cookies do the rest). Compared
  // with APP_URL, not the Host header, which a proxy in front may rewrite.
  const siteOrigin = new URL(config.APP_URL).origin;
  app.use((req, res, next) => {
    // The JSON API keeps no cookie state (a quote changes nothing), so partners may call it from anywhere.
    if (['GET', 'HEAD', 'OPTIONS'].includes(req.method) || req.path.startsWith('/api/v1/')) return next();
    if (!isOwnFormPost({ origin: req.headers.origin, fetchSite: req.headers['sec-fetch-site'] }, siteOrigin)) {
      res.status(403).type('text/plain').send('Cross-site form submissions are not accepted.');
      return;
    }
    next();
  });

  // Partners may call the API from anywhere, so each client address has its limit.
  app.use('/api/v1', apiRateLimit(config.API_REQUESTS_PER_MINUTE));

  // Pages and JSON are compressed as they stream; hashed assets arrive already compressed.
  app.use(compression());
  app.use(removableDrainListeners());

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    try {
      await handle.db.execute('select 1');
      res.json({ status: 'ready', database: handle.kind });
    } catch (error) {
      logger.error({ err: error }, 'readiness check failed');
      res
        .status(503)
        .set('Retry-After', String(RETRY_AFTER_SECONDS))
        .json({ status: 'unavailable', database: handle.kind });
    }
  });

  // Without N-Genius credentials the payment client talks to this in-memory stand-in, served from
  // our own origin (its hosted page posts here, so the same-origin check above lets it through).
  if (!config.NGENIUS_API_KEY && config.APP_ENV !== 'production') {
    app.use(
      SANDBOX_MOUNT_PATH,
      createNgeniusSandbox({ publicUrl: new URL(SANDBOX_MOUNT_PATH, config.APP_URL).toString() }).router,
    );
  }

  if (dev) {
    const vite = await import('vite');
    const viteServer = await vite.createServer({ server: { middlewareMode: true }, appType: 'custom' });
    app.use(viteServer.middlewares);
    app.all(
      '/{*path}',
      createRequestHandler({
        build: async () => {
          const ssr = viteServer.environments.ssr;
          if (!vite.isRunnableDevEnvironment(ssr)) throw new Error('The Vite SSR environment cannot run modules');
          return withOutageAnswers((await ssr.runner.import('virtual:react-router/server-build')) as ServerBuild);
        },
        mode: 'development',
      }),
    );
  } else {
    const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
    app.use('/assets', hashedAssets(path.join(buildDir, 'client/assets')));
    app.use(express.static(path.join(buildDir, 'client'), { maxAge: '1h', index: false }));
    const build = withOutageAnswers((await import(path.join(buildDir, 'server/index.js'))) as ServerBuild);
    // Quotes are asked for far more often than pages and need nothing of page routing.
    app.all('/api/v1/quotes', webHandler(buildExport(build, 'answerQuoteRequest')));
    // So is a signed-in visitor's frame, after each shared page (decision record 085).
    app.get(PERSONAL_FRAME_PATH, webHandler(buildExport(build, 'answerFrameRequest')));
    app.use(
      pageCache({
        lifetimeSeconds: referenceCacheSeconds,
        referenceVersion: referenceDataVersion,
        referenceSince: referenceDataSince,
        sharedVariant: sharedPageRequest,
        maxBytes: config.PAGE_CACHE_MB * 2 ** 20,
        // A kept page viewed by a visitor who accepted cookies is recorded as a rendered one is (root middleware).
        viewed: (req) => {
          const page = pageOfUrl(new URL(req.originalUrl, 'http://localhost'));
          recordPageView({
            path: withoutLinkSecrets(page.path),
            userAgent: req.headers['user-agent'] ?? null,
            locale: page.locale,
          }).catch(() => {});
        },
      }),
    );
    app.use(
      personalPageCache({
        state: buildExport(build, 'personalPageState'),
        referenceVersion: referenceDataVersion,
        maxBytes: config.PERSONAL_PAGE_CACHE_MB * 2 ** 20,
      }),
    );
    app.all('/{*path}', createRequestHandler({ build, mode: 'production' }));
  }

  const server = app.listen(config.PORT, config.HOST, () => {
    const url = `http://localhost:${config.PORT}`;
    logger.info({ url, database: handle.kind }, 'listening');
    if (process.stdout.isTTY || process.env.npm_lifecycle_event === 'start') {
      console.log(
        `\n  Rent-a-car site ready at ${url}  (database: ${handle.kind === 'pglite' ? `embedded, ${config.DATA_DIR}` : 'PostgreSQL'})\n`,
      );
      if (config.APP_ENV !== 'production') console.log(`${describeDemoAccounts()}\n`);
    }
  });
  answerExpectContinue(server);
  // Idle keep-alive connections outlive those of the clients and proxies in front (60 s is common):
  // with Node's 5 s default a request sent on a socket the server was closing failed with ECONNRESET.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping: finishing requests in flight');
    // Stop accepting, let running requests finish, then close the database (an open PGlite keeps the process alive).
    server.close(async () => {
      await handle.close().catch((error) => logger.error({ err: error }, 'closing the database failed'));
      logger.info('stopped');
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => {
      logger.warn('requests still running after 10 s: stopping anyway');
      void handle.close().finally(() => process.exit(1));
    }, 10_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

/** The build with a database outage answered as 503 by every route (app/utils/database-outage-answers.server.ts). */
/** A function app/entry.server.tsx exports for the server, run with the build's own modules. */
function buildExport<Name extends keyof EntryExports>(build: ServerBuild, name: Name): NonNullable<EntryExports[Name]> {
  const found = (build.entry.module as EntryExports)[name];
  if (!found) throw new Error(`entry.server does not export ${name}`);
  return found as NonNullable<EntryExports[Name]>;
}

type EntryExports = {
  answerDatabaseOutages?: (build: ServerBuild) => ServerBuild;
  answerQuoteRequest?: (request: Request) => Promise<Response>;
  answerFrameRequest?: (request: Request) => Promise<Response>;
  personalPageState?: (cookieHeader: string) => Promise<PersonalPageState | null>;
};

const withOutageAnswers = (build: ServerBuild): ServerBuild => buildExport(build, 'answerDatabaseOutages')(build);

function trustProxySetting(value: string): boolean | number | string {
  if (value === 'true' || value === 'false') return value === 'true';
  return /^\d+$/.test(value) ? Number(value) : value;
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
