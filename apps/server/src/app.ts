import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerErrorHandling } from './lib/errors.ts';
import { registerResponseHeaders } from './lib/response-headers.ts';
import { Redis } from 'ioredis';
import { DevOutbox } from './lib/dev-outbox.ts';
import { outboxMailer, smtpMailer } from './lib/mail/mailer.ts';
import { databaseRateLimiter, redisRateLimiter } from './lib/rate-limit.ts';
import { httpSmsSender, outboxSmsSender } from './lib/sms/sms-sender.ts';
import { TokenKeys } from './lib/tokens.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { Authenticator } from './modules/auth/authenticator.ts';
import { CodeService } from './modules/auth/codes.ts';
import { EmailChangeService } from './modules/auth/email-change.service.ts';
import { RecoveryService } from './modules/auth/recovery.service.ts';
import { SessionService } from './modules/auth/sessions.ts';
import { devOutboxRoutes } from './modules/dev/outbox.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { UsersService } from './modules/users/users.service.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { CartService } from './modules/cart/cart.service.ts';
import { CatalogService } from './modules/catalog/catalog.service.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { ContentService } from './modules/content/content.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { registerStorefront } from './modules/storefront/storefront.routes.ts';

export interface AppOptions {
  config: Config;
  database: Database;
  /** The built storefront (apps/web/dist); null serves the API only. */
  webDist: string | null;
  /** Defaults to a pino logger at the configured level. */
  logger?: boolean;
  /** The clock holds, codes, tokens and recovery run on (tests move it). */
  now?: () => Date;
}

export interface Services {
  catalog: CatalogService;
  content: ContentService;
  cart: CartService;
  recovery: RecoveryService;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

/** Builds the whole app without listening, so tests can drive it with inject() or a real port. */
export async function buildApp({
  config,
  database,
  webDist,
  logger,
  now = () => new Date(),
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger === false ? false : { level: config.logLevel },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // Our routes accept /path and /path/ alike (SPEC.md paths end in a slash, callers sometimes omit it).
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    // request.ip is the client's address behind the proxies named here (per-IP limits).
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerResponseHeaders(app);
  await app.register(fastifyCompress, { threshold: 1024 });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'humbl shop API', version: '1.0.0', description: 'API of the humbl online shop' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const db = database.db;
  const catalog = new CatalogService(db);
  const cart = new CartService(db, catalog, now);

  // Mail and SMS go out through SMTP_URL / SMS_URL, or into the development outbox.
  const outbox = new DevOutbox();
  const mailer = config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : outboxMailer(outbox, app.log);
  const sms = config.smsUrl ? httpSmsSender(config.smsUrl) : outboxSmsSender(outbox, app.log);
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  const limiter = redis ? redisRateLimiter(redis) : databaseRateLimiter(db);
  const logError = (err: unknown, message: string) => app.log.error({ err }, message);

  const keys = new TokenKeys(config.jwtSecret);
  const sessions = new SessionService(db, keys);
  const authenticator = new Authenticator(keys, sessions, now);
  const codes = new CodeService(db, keys, limiter);
  const users = new UsersService(db);
  const common = { db, codes, sessions, limiter, mailer, now, logError };
  const recovery = new RecoveryService({
    ...common,
    sms,
    publicUrl: config.publicUrl,
    delayHours: config.recoveryDelayHours,
  });
  const auth = new AuthService({ ...common, users, cart, recovery, adminEmails: config.adminEmails });
  const emailChange = new EmailChangeService(common);

  const services: Services = { catalog, content: new ContentService(db), cart, recovery };
  app.decorate('services', services);

  await app.register(healthRoutes(database));
  await app.register(catalogRoutes(catalog));
  await app.register(contentRoutes(services.content));
  await app.register(cartRoutes(cart, authenticator));
  await app.register(authRoutes(auth, recovery, authenticator));
  await app.register(usersRoutes(users, emailChange, authenticator));
  if ((!config.smtpUrl || !config.smsUrl) && isLoopback(config.host))
    await app.register(devOutboxRoutes(outbox));

  // Recoveries apply before every sign-in anyway; the sweep ends the old sessions of a due one promptly.
  const sweep = setInterval(
    () => void recovery.applyDue(now()).catch((err) => logError(err, 'recovery sweep')),
    60_000,
  );
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  await registerStorefront(app, { webDist, publicUrl: config.publicUrl, catalog: services.catalog });

  return app;
}

const isLoopback = (host: string) => ['127.0.0.1', '::1', 'localhost'].includes(host);
