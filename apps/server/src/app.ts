import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PHOTO_MAX_BYTES } from '@amora/shared';
import { postPush } from '@amora/shared/endpoints';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import { and, count, gt, isNull } from 'drizzle-orm';
import Fastify from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { outbox } from './db/schema';
import { answerSerializerCompiler } from './lib/answers';
import { type Clock, systemClock } from './lib/clock';
import { enforceContract } from './lib/contract';
import { installErrorHandling } from './lib/errors';
import { installInputGuard } from './lib/input-guard';
import { loggerOptions } from './lib/logging';
import { PAGES_DIR, WEB_DIST_DIR } from './lib/paths';
import { registerRateLimits } from './lib/rate-limit';
import { installRobotsHeader } from './lib/robots';
import { installSecurityHeaders } from './lib/security-headers';
import { SERVER_TIMEOUTS, type ServerTimeouts, timeoutOptions } from './lib/server-timeouts';
import { installSpaFallback } from './lib/spa';
import { createMailer, type Mailer } from './mail/mailer';
import { mailRoutes } from './mail/routes';
import { installClientHeaderCheck, makeAuth } from './modules/auth/context';
import { authRoutes } from './modules/auth/routes';
import { secondFactorRoutes } from './modules/auth/second-factor-routes';
import { AccountService } from './modules/auth/service';
import { SessionService } from './modules/auth/sessions';
import { CampaignService } from './modules/campaigns/service';
import { chatRoutes } from './modules/chats/routes';
import { ChatService } from './modules/chats/service';
import { geoRoutes } from './modules/geo/routes';
import { installMetrics, Metrics } from './modules/health/metrics';
import { timeQueries } from './modules/health/query-timing';
import { Readiness } from './modules/health/readiness';
import { healthRoutes } from './modules/health/routes';
import { invitationRoutes } from './modules/invitations/routes';
import { landerRoutes } from './modules/landers/routes';
import { likeRoutes } from './modules/likes/routes';
import { LikeService } from './modules/likes/service';
import { interestRoutes } from './modules/members/interests';
import { memberRoutes } from './modules/members/routes';
import { MemberService } from './modules/members/service';
import { loadNotificationKeys } from './modules/notifications/keys';
import { PushSender } from './modules/notifications/push';
import { notificationRoutes, PUSH_ROUTE } from './modules/notifications/routes';
import { NotificationService } from './modules/notifications/service';
import { pageRoutes } from './modules/pages/routes';
import { PageTexts } from './modules/pages/texts';
import { MollieProvider } from './modules/payments/providers/mollie';
import type { PaymentProvider } from './modules/payments/providers/provider';
import { TestProvider } from './modules/payments/providers/test';
import { paymentRoutes } from './modules/payments/routes';
import { PaymentService, paymentWarnings } from './modules/payments/service';
import { outboxSms } from './modules/payments/sms';
import { closePhotoStorage, photoStorageFor } from './modules/photos/drivers';
import { photoRoutes } from './modules/photos/routes';
import { PhotoService } from './modules/photos/service';
import { privacyRoutes } from './modules/privacy/routes';
import { safetyRoutes } from './modules/safety/routes';
import { ModelScreening, type ScreeningEngine } from './modules/screening/engine';
import { ScreeningService } from './modules/screening/service';
import { makeSiteResolver, refuseUnknownHosts } from './modules/sites/context';
import { crawlerRoutes } from './modules/sites/crawlers';
import { makeHeadFor } from './modules/sites/head';
import { manifestRoutes } from './modules/sites/manifest';
import { makeRecordCheck } from './modules/sites/records';
import { siteRoutes } from './modules/sites/routes';
import { SiteService } from './modules/sites/service';
import { staffRoutes } from './modules/staff/plugin';
import { EventBus } from './realtime/bus';
import { liveRoutes } from './realtime/routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** This node's Prometheus registry (the scheduler counts its jobs in it). */
    metrics: Metrics;
    /** The mail sender, for the scheduler's retry job. */
    mailer: Mailer;
    /** The sites cache (tests invalidate it after changing a site). */
    sites: SiteService;
    /** Photos, for the purge job (files of erased accounts). */
    photos: PhotoService;
    /** Notifications, for the scheduled reminder and weekly jobs. */
    notifications: NotificationService;
    /** Payments, for staff refunds and tests. */
    payments: PaymentService;
    /** The built-in test payment provider (tests settle its payments directly). */
    testProvider: TestProvider;
    /** Staff mailings, for the scheduled sending job. */
    campaigns: CampaignService;
  }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Built web app to serve; defaults to apps/web/dist. Missing folder → API only. */
  webDistDir?: string;
  logger?: boolean;
  /** Where log lines go instead of standard output (tests read them); turns the logger on. */
  logStream?: NodeJS.WritableStream;
  /** Tests pass a movable clock. */
  clock?: Clock;
  /** Tests may pass their own; default: SMTP when configured, else the outbox and the log. */
  mailer?: Mailer;
  /** Texts of the static pages; defaults to packages/shared/src/locales/pages. */
  pagesDir?: string;
  /** How long the server waits for clients; defaults to SERVER_TIMEOUTS (tests shorten them). */
  timeouts?: ServerTimeouts;
  /** The photo-screening models; defaults to the real ones (modules/screening/engine.ts). */
  screening?: ScreeningEngine;
}

export async function buildApp(options: BuildOptions) {
  const { config, database, webDistDir = WEB_DIST_DIR, logger, clock = systemClock } = options;
  const app = Fastify({
    // Redacted: no token, cookie or password reaches a log line (decision 026).
    logger:
      (logger ?? config.nodeEnv !== 'test') || options.logStream
        ? loggerOptions(config, options.logStream)
        : false,
    // Slow-header and slow-body sockets are closed instead of held open (decision 025).
    ...timeoutOptions(options.timeouts ?? SERVER_TIMEOUTS),
    // Requests through a proxy on this machine (nginx, a load balancer) report the visitor's IP.
    trustProxy: 'loopback',
    bodyLimit: 1_048_576,
    genReqId: () => crypto.randomUUID(),
    // docs/product.md#the-calls-the-web-makes: the push subscription is posted to /api/user.php?push=1, the login's path.
    rewriteUrl: (request) => {
      const url = request.url ?? '/';
      if (!url.startsWith('/api/user.php?')) return url;
      return new URLSearchParams(url.slice(url.indexOf('?') + 1)).get('push') === '1' ? PUSH_ROUTE : url;
    },
  });
  // Every /api/ route is an endpoint of the shared contract, with its schemas (decision 037).
  enforceContract(app, { [`POST ${PUSH_ROUTE}`]: postPush });
  // Prometheus metrics of this node at /metrics (decision 035): every answer counted and timed.
  const metrics = new Metrics();
  installMetrics(app, metrics, config.metricsToken);
  app.decorate('metrics', metrics);
  app.setValidatorCompiler(validatorCompiler);
  // The hot answers by a writer compiled from their schema, checked both ways outside production
  // (decision 044); the others through Zod.
  app.setSerializerCompiler(answerSerializerCompiler(config.nodeEnv !== 'production'));
  installErrorHandling(app);
  installRobotsHeader(app);

  const behindTls = config.publicUrl?.startsWith('https://') ?? false;
  installSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // https: too, so photos load from a site's cdn_prefix host (sites change at run time).
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: behindTls ? [] : null,
      },
    },
    hsts: behindTls,
    // Nothing frames the site (landers, payment and checkout pages are top-level pages): the
    // header for older browsers says what frame-ancestors 'none' says.
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
  // Answers of 1 KB and more (JSON, HTML, XML) compressed per Accept-Encoding; brotli at the
  // plugin's quality 4, not zlib's 11. Prebuilt .br/.gz files pass untouched. Request bodies are
  // never inflated: bodyLimit must hold for what a client sends (decision 026).
  if (config.compression) {
    await app.register(fastifyCompress, {
      encodings: ['br', 'gzip'],
      threshold: 1024,
      globalDecompression: false,
    });
  }
  await app.register(fastifyCookie);
  // Photos: multipart uploads, one file of at most PHOTO_MAX_BYTES (modules/photos).
  await app.register(fastifyMultipart, {
    limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 10, parts: 11 },
  });
  // Form-encoded bodies for every route: payment providers post their webhooks form-encoded
  // (Mollie does), and Fastify parses only JSON by itself. The unsubscribe page's scope parses
  // them its own way (modules/notifications/routes.ts).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
  installClientHeaderCheck(app);
  installInputGuard(app);
  await registerRateLimits(app, database.db, config.rateLimits);
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Amora API', version: '1.0.0', description: 'JSON API of the Amora dating platform' },
    },
    transform: jsonSchemaTransform,
    // Schemas registered with an id (MemberSummary) become components the answers refer to.
    transformObject: jsonSchemaTransformObject,
  });

  const sites = new SiteService(database.db);
  const production = config.nodeEnv === 'production';
  const siteOf = makeSiteResolver(app, sites, production);
  if (production) refuseUnknownHosts(app, sites);
  const mailer =
    options.mailer ??
    createMailer({
      db: database.db,
      smtpUrl: config.smtpUrl,
      mailFrom: config.mailFrom,
      dkim: config.dkim,
      log: app.log,
      // Outside production the log shows a kept mail's links (the activation link); never in production.
      logLinks: config.nodeEnv !== 'production',
    });
  app.addHook('onClose', () => mailer.close());
  app.decorate('mailer', mailer);
  app.decorate('sites', sites);
  const auth = makeAuth(app, new SessionService(database.db, clock), config, clock);
  // Photo files: DATA_DIR's folders, or the bucket that every node shares (decision 035).
  const photoStorage = photoStorageFor(config);
  app.addHook('onClose', () => closePhotoStorage(photoStorage));
  // Screening on arrival: the models in a worker thread, loaded on the first photo (decision 043).
  const screening = new ScreeningService(
    options.screening ?? new ModelScreening(),
    app.log,
    (result, seconds) => {
      metrics.screenings.inc({ result });
      metrics.screeningDuration.observe(seconds);
    },
  );
  app.addHook('onClose', () => screening.close());
  const photos = new PhotoService(database.db, photoStorage, clock, { screening });
  app.decorate('photos', photos);
  const members = new MemberService(database.db, clock, config.visitorCacheSeconds * 1000);
  const events = new EventBus(database);
  await events.start();
  app.addHook('onClose', () => events.close());
  const keys = await loadNotificationKeys(database.db, config);
  const push = new PushSender(
    database.db,
    { ...keys.vapid, subject: vapidSubject(config) },
    app.log,
    (outcome) => metrics.pushes.inc({ outcome }),
  );
  const notifications = new NotificationService(
    database.db,
    clock,
    config,
    sites,
    members,
    mailer,
    push,
    keys,
    app.log,
    events,
  );
  app.decorate('notifications', notifications);
  // Mails and pushes still on their way leave before the mailer closes.
  app.addHook('onClose', () => notifications.idle());
  // Payments: Mollie when MOLLIE_API_KEY is set, else the built-in test checkout — but that one
  // only while test payments are on (TEST_PAYMENTS; off in production unless named, decision 022).
  // Without either, ordering is refused. Registered providers settle their own orders after a switch.
  const testProvider = new TestProvider(database.db);
  const mollie = config.mollieApiKey
    ? new MollieProvider(config.mollieApiKey, config.mollieApiEndpoint)
    : null;
  const providers: Record<string, PaymentProvider> = {
    ...(config.testPayments ? { test: testProvider } : {}),
    ...(mollie ? { mollie } : {}),
  };
  for (const warning of paymentWarnings(config)) app.log.warn(warning);
  const payments = new PaymentService(
    database.db,
    clock,
    events,
    {
      active: mollie ?? (config.testPayments ? testProvider : null),
      all: providers,
      testPayments: config.testPayments,
    },
    outboxSms(database.db, app.log),
    // A booked payment is counted and becomes an in-app notification (payment_completed).
    (order) => {
      const labels = { provider: order.provider, currency: order.currency };
      metrics.paymentsBooked.inc(labels);
      metrics.paymentsBookedAmount.inc(labels, order.amount);
      return order.userId === null
        ? Promise.resolve()
        : notifications.notify({
            userId: order.userId,
            type: 'payment_completed',
            data: { credits: order.credits, order_id: order.id },
          });
    },
  );
  app.decorate('payments', payments);
  app.decorate('testProvider', testProvider);
  const chats = new ChatService(database.db, clock, members, events, notifications);
  const campaigns = new CampaignService(database.db, clock, sites, notifications, app.log);
  app.decorate('campaigns', campaigns);
  // A batch started by "send" finishes before the mailer closes.
  app.addHook('onClose', () => campaigns.idle());
  // Every statement timed (decision 039), until the app closes.
  const stopTiming = timeQueries(database.db, (statement, seconds) =>
    metrics.queryDuration.observe({ statement }, seconds),
  );
  app.addHook('onClose', async () => stopTiming());
  const poolStats = database.poolStats;
  if (poolStats) {
    metrics.gauge(
      'amora_db_pool_connections',
      'PostgreSQL connections open in the pool',
      () => poolStats().total,
    );
    metrics.gauge('amora_db_pool_idle', 'PostgreSQL connections idle in the pool', () => poolStats().idle);
    metrics.gauge(
      'amora_db_pool_waiting',
      'Queries waiting for a free pooled connection',
      () => poolStats().waiting,
    );
  }
  metrics.gauge(
    'amora_screening_models_bytes',
    'Bytes of the loaded screening models (0 until the first photo loads them)',
    () => screening.stats()?.modelBytes ?? 0,
  );
  metrics.gauge(
    'amora_screening_models_load_seconds',
    'How long loading the screening models took on this node (0 until the first photo)',
    () => (screening.stats()?.loadMs ?? 0) / 1000,
  );
  metrics.gauge(
    'amora_mail_outbox_unsent',
    'Mails in the outbox not (yet) accepted by the SMTP server',
    async () => {
      const [row] = await database.db.select({ n: count() }).from(outbox).where(isNull(outbox.sentAt));
      return row?.n ?? 0;
    },
  );
  metrics.gauge('amora_mail_outbox_failing', 'Unsent mails whose delivery failed at least once', async () => {
    const [row] = await database.db
      .select({ n: count() })
      .from(outbox)
      .where(and(isNull(outbox.sentAt), gt(outbox.attempts, 0)));
    return row?.n ?? 0;
  });
  const context: AppContext = {
    app: app.withTypeProvider<ZodTypeProvider>(),
    db: database.db,
    databaseKind: database.kind,
    config,
    sites,
    siteOf,
    clock,
    mailer,
    auth,
    accounts: new AccountService(database.db, clock, mailer, (userId) => chats.releaseHeld(userId)),
    // Photos: approved files under DATA_DIR/photos (or the bucket's photos/), served at
    // /photos/<name>; the others under DATA_DIR/photos-private (or photos-private/), served at
    // /photos/private/<name> after a check (decisions 020 and 035).
    photos,
    members,
    likes: new LikeService(database.db, clock, members, events, notifications),
    chats,
    events,
    notifications,
    payments,
    testProvider,
    campaigns,
    metrics,
  };
  /**
   * A module's routes as an encapsulated Fastify plugin: the hooks, parsers and decorators the
   * module adds apply to its own routes only, while everything installed above (plumbing, the
   * contract check, the OpenAPI collector) applies to them too (docs/architecture.md#server-layers).
   * In this order, the order of the OpenAPI document's paths.
   */
  const mount = (routes: (context: AppContext) => Promise<unknown>) =>
    app.register(async (instance) => {
      await routes({ ...context, app: instance.withTypeProvider<ZodTypeProvider>() });
    });
  // Whether this node takes traffic: main.ts marks it stopping at shutdown (decision 039).
  const readiness = new Readiness();
  app.decorate('readiness', readiness);
  await mount((scoped) => healthRoutes(scoped, readiness));
  await mount(siteRoutes);
  await mount(authRoutes);
  await mount(secondFactorRoutes);
  await mount(interestRoutes);
  await mount(geoRoutes);
  await mount(memberRoutes);
  await mount(likeRoutes);
  await mount(chatRoutes);
  // On the root, not mounted: it registers the WebSocket plugin and closes the sockets before
  // the app closes (a preClose hook), for the whole app.
  await liveRoutes(context);
  await mount(safetyRoutes);
  await mount(privacyRoutes);
  await mount(invitationRoutes);
  await mount(mailRoutes);
  await mount(notificationRoutes);
  await mount(photoRoutes);
  const pageTexts = new PageTexts(options.pagesDir ?? PAGES_DIR);
  await mount((scoped) => pageRoutes(scoped, pageTexts));
  await mount(landerRoutes);
  await mount(manifestRoutes);
  await mount(crawlerRoutes);
  await mount(paymentRoutes);
  // Its own plugin already (modules/staff/plugin.ts): its hooks check every staff route's capability.
  await staffRoutes(context);

  // Written by hand, not with routeOf: the document is not an operation of itself (hidden), and
  // the contract names no answer schema for it (docs/architecture.md#routes-outside-the-contract).
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  const indexFile = path.join(webDistDir, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      index: false,
      wildcard: false,
      preCompressed: true,
      // Off: `send` would write its own `public, max-age=0` (decision 026).
      cacheControl: false,
      setHeaders: (reply, filePath) =>
        reply.header('cache-control', staticCacheControl(webDistDir, filePath)),
    });
  }
  const landerFile = path.join(webDistDir, 'lander.html');
  installSpaFallback(
    app,
    indexHtml,
    makeHeadFor(database.db, siteOf, config, () => clock.now(), {
      texts: pageTexts,
      company: (site) => sites.company(site),
      // The web's lander asks for 12 (apps/web/src/features/landers/LanderScreen.tsx).
      landerCards: (site) => members.landerCards(site, 12),
    }),
    existsSync(landerFile) ? readFileSync(landerFile, 'utf8') : null,
    makeRecordCheck(database.db, siteOf, async (request) => (await auth.sessionOf(request))?.user.id ?? null),
  );
  return app;
}

/**
 * How long browsers keep a built file: hashed assets a year (a new build has new names), icons a
 * day, everything else (the service worker above all) is revalidated on every use.
 */
export function staticCacheControl(root: string, filePath: string): string {
  const relative = path.relative(root, filePath).split(path.sep).join('/');
  if (relative.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  if (/\.(svg|png|webp|jpe?g|ico)$/.test(relative)) return 'public, max-age=86400';
  return 'no-cache';
}

/** Who the push services may contact about our pushes: VAPID_SUBJECT, else the public site or a mailbox. */
function vapidSubject(config: Config): string {
  if (config.vapidSubject) return config.vapidSubject;
  if (config.publicUrl?.startsWith('https://')) return config.publicUrl;
  const domain = config.mailFrom?.match(/@([^>\s]+)/)?.[1] ?? 'localhost';
  return `mailto:no-reply@${domain}`;
}
