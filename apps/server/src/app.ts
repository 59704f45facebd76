import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { composeShop } from './composition.ts';
import type { Database } from './db/client.ts';
import { registerBodyWatchdog, BODY_RULES, type BodyRules } from './lib/body-watchdog.ts';
import { clientErrorHandler, HEADERS_TIMEOUT_MS } from './lib/client-errors.ts';
import { registerClientAddress } from './lib/client-address.ts';
import { frameworkErrorHandler, registerErrorHandling } from './lib/errors.ts';
import { registerInputHygiene } from './lib/input-hygiene.ts';
import { loggerOptions, registerRequestLog } from './lib/logging.ts';
import { registerOpenApi } from './lib/openapi.ts';
import { requestIdOf } from './lib/request-id.ts';
import { registerResponseHeaders } from './lib/response-headers.ts';

export interface AppOptions {
  config: Config;
  database: Database;
  /** The built storefront (apps/web/dist); null serves the API only. */
  webDist: string | null;
  /** Defaults to a pino logger at the configured level. */
  logger?: boolean;
  /** Where the log goes (defaults to stdout; tests read it). */
  logStream?: DestinationStream;
  /** How long request bodies may take (tests shorten it). */
  bodyRules?: BodyRules;
  /** The clock holds, codes, tokens and recovery run on (tests move it). */
  now?: () => Date;
  /** A demo's terminal, where its mail and SMS are printed (defaults to stdout). */
  print?: (text: string) => void;
  /** Where a demo keeps demo-outbox.jsonl (defaults to DATA_DIR; null keeps no file). */
  outboxDir?: string | null;
}

/**
 * Fastify closes idle keep-alive sockets once, when close() starts; a socket whose request (a payment
 * notification, say) finishes afterwards would stay open for its keep-alive timeout (72 s) and hold close()
 * that long. While closing, idle sockets are closed every 200 ms.
 */
function reapKeepAliveWhileClosing(app: FastifyInstance): void {
  let reaper: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    reaper = setInterval(() => app.server.closeIdleConnections(), 200);
    reaper.unref();
  });
  app.addHook('onClose', async () => clearInterval(reaper));
}

/** Builds the whole app without listening, so tests can drive it with inject() or a real port. */
export async function buildApp({
  config,
  database,
  webDist,
  logger,
  logStream,
  bodyRules = BODY_RULES,
  now = () => new Date(),
  print = (text) => void process.stdout.write(text),
  outboxDir = config.dataDir,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Guest session ids blanked in every line; a client that went away is no error (lib/logging.ts).
    logger: logger === false ? false : loggerOptions(config.logLevel, logStream),
    // Fastify's two lines per request (incoming, completed) become one (lib/logging.ts).
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: false,
    genReqId: requestIdOf,
    // Headers too large or too slow, malformed HTTP, addresses the router cannot read: answered with a
    // `{"detail": …}` like every error.
    clientErrorHandler,
    frameworkErrors: frameworkErrorHandler,
    // Our routes accept /path and /path/ alike (documented paths end in a slash, callers sometimes omit it).
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    // request.ip is the client's address behind the proxies named here (per-IP limits).
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

  app.server.headersTimeout = HEADERS_TIMEOUT_MS;
  reapKeepAliveWhileClosing(app);
  registerClientAddress(app, config.trustProxy);
  registerRequestLog(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  // A visitor who accepted analytics gets the policy that lets the Metrica counter load.
  registerResponseHeaders(app, { metrika: config.metrikaId !== undefined });
  registerBodyWatchdog(app, bodyRules);
  registerInputHygiene(app);
  // Brotli 5 rather than the plugin's 4: a painted product page (~110 kB of HTML) goes 10 % smaller for
  // 0.3 ms more. Built assets are compressed once at build time (storefront.routes.ts, preCompressed).
  await app.register(fastifyCompress, {
    threshold: 1024,
    brotliOptions: {
      params: { [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_QUALITY]: 5 },
    },
  });

  await registerOpenApi(app);

  // Every module built and wired in one place (composition.ts).
  await composeShop(app, { config, database, webDist, now, print, outboxDir });

  return app;
}
