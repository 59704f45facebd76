import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { lateBound } from './lib/late-bound.ts';
import { registerMetrics, ShopMetrics, type ShopEvents } from './lib/metrics.ts';
import type { RateLimiter } from './lib/rate-limit.ts';
import { messageSenders, type Senders } from './lib/senders.ts';
import { sharedLimiter } from './lib/shared-limiter.ts';
import { adminRoutes } from './modules/admin/admin.ts';
import { type Accounts, buildAccounts } from './modules/auth/accounts.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import type { RecoveryService } from './modules/auth/recovery.service.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { CartService } from './modules/cart/cart.service.ts';
import { userOwner } from './modules/cart/owner.ts';
import { listenForCatalogChanges } from './modules/catalog/catalog-changes.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { CatalogService } from './modules/catalog/catalog.service.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { ContentService } from './modules/content/content.service.ts';
import { giftCardsRoutes } from './modules/gift-cards/gift-cards.routes.ts';
import { GiftCardsService } from './modules/gift-cards/gift-cards.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { stockTiedUp } from './modules/inventory/inventory.service.ts';
import { consentsRoutes } from './modules/legal/consents.routes.ts';
import { ConsentLogService } from './modules/legal/consent-log.service.ts';
import { ConsentsService } from './modules/legal/consents.service.ts';
import { DocumentsService } from './modules/legal/documents.service.ts';
import { legalRoutes } from './modules/legal/legal.routes.ts';
import { personalDataRoutes } from './modules/legal/personal-data.routes.ts';
import { PersonalDataService } from './modules/legal/personal-data.service.ts';
import { loyaltyRoutes } from './modules/loyalty/loyalty.routes.ts';
import { LoyaltyService } from './modules/loyalty/loyalty.service.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { MediaService } from './modules/media/media.service.ts';
import { sweepOrders } from './modules/orders/order-sweep.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { OrdersService } from './modules/orders/orders.service.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { buildPayments, type Payments } from './modules/payments/providers.ts';
import { storefrontRoutes } from './modules/storefront/storefront.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';

/**
 * The composition root: the one place modules are built and wired. `buildModules` makes every module's
 * services in dependency order, `routeTable` hands each module's routes what they use (as arguments: no
 * route reaches a service any other way), `sweepTable` lists what runs every minute. Adding a module
 * touches these tables and the module itself, nothing else.
 */

/** What every module is built on. */
export interface Platform {
  config: Config;
  database: Database;
  log: FastifyBaseLogger;
  limiter: RateLimiter;
  senders: Senders;
  /** What modules count as it happens (/metrics). */
  events: ShopEvents;
  /** The clock holds, codes, tokens, orders and recovery run on (tests move it). */
  now: () => Date;
}

/** Every module's services, built once. */
export interface Modules {
  catalog: CatalogService;
  content: ContentService;
  cart: CartService;
  payments: Payments;
  loyalty: LoyaltyService;
  giftCards: GiftCardsService;
  orders: OrdersService;
  accounts: Accounts;
  legal: Legal;
  media: MediaService;
}

/** Documents, consents and the shopper's rights (modules/legal). */
export interface Legal {
  documents: DocumentsService;
  consents: ConsentsService;
  personalData: PersonalDataService;
  /** The admin's reading of the consent log ('Согласия', CSV). */
  consentLog: ConsentLogService;
}

/** What tests reach through `app.services`: the very services the routes use, read-only. */
export interface Services {
  catalog: CatalogService;
  giftCards: GiftCardsService;
  content: ContentService;
  cart: CartService;
  recovery: RecoveryService;
  orders: OrdersService;
  /** The erasure sweep (tests run it rather than waiting a minute). */
  personalData: PersonalDataService;
}

declare module 'fastify' {
  interface FastifyInstance {
    readonly services: Readonly<Services>;
  }
}

/** Each module's services, every line using only those above it. */
export function buildModules(platform: Platform): Modules {
  const { config, database, log, limiter, senders, events, now } = platform;
  const db = database.db;
  const catalog = new CatalogService(db);
  const media = new MediaService(config.media);
  const content = new ContentService(db);
  // Stock (holds, reservations, limits) is the inventory module's: functions run in the callers' transactions.
  const cart = new CartService(db, catalog, limiter, now);
  const payments = buildPayments({ config, db, now, log }, events);
  const documents = new DocumentsService(db, now);
  const consents = new ConsentsService(db, documents, config.personalData.retentionDays, now);
  // Loyalty and orders need each other: orders spend and credit bonuses, and the loyalty card first
  // settles the account's lapsed orders (their spent bonuses come back). Loyalty gets that as a port,
  // bound as soon as orders exist.
  const settleLapsedOrders = lateBound<(userId: number) => Promise<void>>('loyalty → orders.expireDue');
  const loyalty = new LoyaltyService(db, settleLapsedOrders.call);
  const giftCards = new GiftCardsService({
    db,
    mailer: senders.mailer,
    limiter,
    stores: () => content.stores(),
    publicUrl: config.publicUrl,
    now,
    log,
  });
  const orders = new OrdersService({
    db,
    cart,
    catalog,
    content,
    loyalty,
    giftCards,
    payments: payments.service,
    mailer: senders.mailer,
    publicUrl: config.publicUrl,
    limiter,
    orderMinutes: config.payment.orderMinutes,
    pickupKeepDays: config.payment.pickupKeepDays,
    offsetReceiptPayment: config.payment.yookassa.offsetReceiptPayment,
    consents,
    events,
    now,
    log,
  });
  settleLapsedOrders.bind((userId) => orders.expireDue(now(), userOwner(userId).key));
  const accounts = buildAccounts({
    config,
    db,
    cart,
    senders,
    limiter,
    loyalty,
    adoptGuestOrders: (guest, account, userId) => orders.adoptGuestOrders(guest, account, userId),
    consents,
    events,
    now,
    log,
  });
  const personalData = new PersonalDataService({
    db,
    now,
    settings: config.personalData,
    codes: accounts.codes,
    sessions: accounts.sessions,
    mailer: senders.mailer,
    limiter,
    consents,
    orders,
    loyalty,
    cart,
  });
  const legal = { documents, consents, personalData, consentLog: new ConsentLogService(db, now) };
  return { catalog, content, cart, payments, loyalty, giftCards, orders, accounts, legal, media };
}

/** Each module's routes with what they use, in registration order (the storefront's catch-all last). */
export function routeTable(
  { config, database, limiter, now }: Platform,
  m: Modules,
  webDist: string | null,
): FastifyPluginAsyncZod[] {
  const auth = m.accounts.authenticator;
  const { catalog, content, cart, orders } = m;
  return [
    healthRoutes(database),
    catalogRoutes(catalog),
    authRoutes(m.accounts.auth, m.accounts.recovery, auth),
    usersRoutes(m.accounts.users, m.accounts.emailChange, m.accounts.phoneProof, auth),
    cartRoutes(cart, auth),
    ordersRoutes(orders, auth, content, { limiter, now }),
    loyaltyRoutes(m.loyalty, auth),
    giftCardsRoutes(m.giftCards, auth),
    legalRoutes(m.legal.documents),
    consentsRoutes(m.legal.consents, auth),
    personalDataRoutes(m.legal.personalData, auth),
    paymentsRoutes(m.payments, { orders, limiter, now }),
    contentRoutes(content),
    mediaRoutes(config.media.dir),
    adminRoutes({
      db: database.db,
      auth,
      config,
      content,
      catalog,
      cart,
      orders,
      giftCards: m.giftCards,
      legal: m.legal,
      media: m.media,
      now,
    }),
    storefrontRoutes({
      webDist,
      publicUrl: config.publicUrl,
      catalog,
      content,
      demo: config.demo,
      metrikaId: config.metrikaId,
    }),
  ];
}

/** Work done every minute besides answering requests. */
interface Sweep {
  name: string;
  run(): Promise<void>;
}

/**
 * Each sweep but the gift cards' only does sooner what the next request that looks would do anyway; the
 * gift card sweep is what mails a card on its day (its claims make it run once with several instances).
 */
export function sweepTable({ now }: Platform, m: Modules): Sweep[] {
  return [
    { name: 'order sweep', run: () => sweepOrders(m.orders, now) },
    // Sends recovery reminders on time (retrying one that could not be sent) and ends the old sessions
    // of a due recovery promptly; sign-in applies due recoveries anyway.
    { name: 'recovery sweep', run: () => m.accounts.recovery.applyDue(now()) },
    // Mails cards on their day (and those whose first try failed); writes off what expired cards hold.
    {
      name: 'gift card sweep',
      run: async () => {
        await m.giftCards.sendDue();
        await m.giftCards.expireDue();
      },
    },
    // Erases accounts whose processing consent was withdrawn PERSONAL_DATA_RETENTION_DAYS ago and the
    // personal data of guests' never-paid orders older than GUEST_ORDER_DATA_MONTHS.
    { name: 'personal data sweep', run: () => m.legal.personalData.eraseDue() },
  ];
}

const SWEEP_MS = 60_000;

export interface ShopOptions {
  config: Config;
  database: Database;
  webDist: string | null;
  now: () => Date;
  /** A demo's terminal, where its mail and SMS are printed. */
  print: (text: string) => void;
  /** Where a demo keeps demo-outbox.jsonl (null keeps no file). */
  outboxDir: string | null;
}

/** The shop on `app` (its HTTP setup done): modules built, routes registered, sweeps started till close. */
export async function composeShop(app: FastifyInstance, options: ShopOptions): Promise<void> {
  const { config, database, now } = options;
  // Before any route, so every answer is timed.
  const metrics = new ShopMetrics({
    stockTiedUp: () => stockTiedUp(database.db, now()),
    pool: () => database.poolStats(),
  });
  registerMetrics(app, metrics, config.metricsToken);
  const platform: Platform = {
    config,
    database,
    log: app.log,
    limiter: sharedLimiter(app, config, database.db),
    senders: messageSenders(config, app.log, options.print, options.outboxDir),
    events: metrics.events,
    now,
  };
  const modules = buildModules(platform);
  // Other instances' catalogue edits (PostgreSQL LISTEN/NOTIFY; nothing to do on the embedded database).
  const catalogListener = await listenForCatalogChanges(database, modules.catalog, app.log);
  app.addHook('onClose', () => catalogListener.stop());

  const { catalog, content, cart, orders, accounts } = modules;
  app.decorate(
    'services',
    Object.freeze({
      catalog,
      giftCards: modules.giftCards,
      content,
      cart,
      recovery: accounts.recovery,
      orders,
      personalData: modules.legal.personalData,
    }),
  );
  for (const routes of routeTable(platform, modules, options.webDist)) await app.register(routes);

  for (const sweep of sweepTable(platform, modules)) {
    const timer = setInterval(
      () => void sweep.run().catch((err: unknown) => app.log.error({ err }, sweep.name)),
      SWEEP_MS,
    );
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
}
