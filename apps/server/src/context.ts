import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Clock } from './lib/clock';
import type { Mailer } from './mail/mailer';
import type { Auth } from './modules/auth/context';
import type { AccountService } from './modules/auth/service';
import type { CampaignService } from './modules/campaigns/service';
import type { ChatService } from './modules/chats/service';
import type { Metrics } from './modules/health/metrics';
import type { LikeService } from './modules/likes/service';
import type { MemberService } from './modules/members/service';
import type { NotificationService } from './modules/notifications/service';
import type { TestProvider } from './modules/payments/providers/test';
import type { PaymentService } from './modules/payments/service';
import type { PhotoService } from './modules/photos/service';
import type { SiteResolver } from './modules/sites/context';
import type { SiteService } from './modules/sites/service';
import type { EventBus } from './realtime/bus';

/**
 * The context every module's routes get (docs/architecture.md#server-layers). Its own file, so a
 * route imports this contract and not the composition root (`app.ts`) that builds it.
 */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What every module's routes get: the typed app, the database and the shared services. */
export interface AppContext {
  app: ZodApp;
  db: Db;
  databaseKind: Database['kind'];
  config: Config;
  sites: SiteService;
  siteOf: SiteResolver;
  clock: Clock;
  mailer: Mailer;
  auth: Auth;
  accounts: AccountService;
  /** Photo upload pipeline and storage (modules/photos). */
  photos: PhotoService;
  members: MemberService;
  likes: LikeService;
  chats: ChatService;
  /** Live events to members' open pages, across all app nodes. */
  events: EventBus;
  /** In-app notifications, Web Push and notification mails; other modules call `notify`. */
  notifications: NotificationService;
  /** Packages, discounts, orders and their booking (modules/payments). */
  payments: PaymentService;
  /** The built-in test provider (its hosted checkout page needs it directly). */
  testProvider: TestProvider;
  /** Promotion and news mailings from the staff console (modules/campaigns). */
  campaigns: CampaignService;
  /** This node's Prometheus metrics (modules/health/metrics.ts). */
  metrics: Metrics;
}
