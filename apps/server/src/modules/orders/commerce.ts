import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import type { Authenticator } from '../auth/authenticator.ts';
import type { CartService } from '../cart/cart.service.ts';
import { userOwner } from '../cart/owner.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { ContentService } from '../content/content.service.ts';
import { loyaltyRoutes } from '../loyalty/loyalty.routes.ts';
import { LoyaltyService } from '../loyalty/loyalty.service.ts';
import { paymentsRoutes, testProviderRoutes } from '../payments/payments.routes.ts';
import { PaymentsService } from '../payments/payments.service.ts';
import { TestPaymentProvider } from '../payments/test-provider.ts';
import { YooKassaProvider } from '../payments/yookassa-provider.ts';
import { isYooKassaAddress } from '../payments/provider-addresses.ts';
import { ordersRoutes } from './orders.routes.ts';
import { OrdersService } from './orders.service.ts';

/** An open payment the provider has said nothing of for this long is read back by the sweep. */
const PAYMENT_READ_BACK_MINUTES = 5;

export interface Commerce {
  orders: OrdersService;
  loyalty: LoyaltyService;
  payments: PaymentsService;
  testProvider: TestPaymentProvider | null;
  /** The configured provider's name: its notifications arrive at /api/payments/{provider}/notification. */
  provider: string;
}

/**
 * Orders, payments and loyalty, built before accounts (which read the loyalty card and adopt a guest's
 * orders at sign-in); their routes come once the authenticator exists.
 */
export function buildCommerce(
  app: FastifyInstance,
  deps: {
    config: Config;
    db: Db;
    cart: CartService;
    catalog: CatalogService;
    content: ContentService;
    mailer: Mailer;
    limiter: RateLimiter;
    now: () => Date;
  },
): Commerce {
  const { config, db, now } = deps;
  const testProvider = config.payment.provider === 'test' ? new TestPaymentProvider(db, now) : null;
  if (testProvider)
    app.log.warn('PAYMENT_PROVIDER=test: orders are "paid" on the shop\'s own test page, no money is taken');
  const provider = testProvider ?? yooKassa(config);
  const payments = new PaymentsService(db, provider, now);
  // The loyalty card settles the account's lapsed orders before it is read (their bonuses come back).
  const settle = (userId: number) => orders.expireDue(now(), userOwner(userId).key);
  const loyalty = new LoyaltyService(db, settle);
  const orders: OrdersService = new OrdersService({
    db,
    cart: deps.cart,
    catalog: deps.catalog,
    content: deps.content,
    loyalty,
    payments,
    mailer: deps.mailer,
    publicUrl: config.publicUrl,
    limiter: deps.limiter,
    orderMinutes: config.payment.orderMinutes,
    now,
    log: app.log,
  });

  // Lapsed orders are cancelled when anyone looks at them anyway; the sweep sends their mails promptly,
  // and applies payments whose notification never came (or whose order missed them in a crash).
  const sweepOnce = async () => {
    await orders.settlePayments({ staleMinutes: PAYMENT_READ_BACK_MINUTES });
    await orders.expireDue(now());
  };
  const sweep = setInterval(
    () => void sweepOnce().catch((err: unknown) => app.log.error({ err }, 'order sweep')),
    60_000,
  );
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
  return { orders, loyalty, payments, testProvider, provider: provider.name };
}

function yooKassa(config: Config): YooKassaProvider {
  const { shopId, secretKey, apiUrl, vatCode, taxSystemCode } = config.payment.yookassa;
  // config.ts has refused to start without them.
  return new YooKassaProvider({
    shopId: shopId!,
    secretKey: secretKey!,
    apiUrl,
    vatCode,
    taxSystemCode,
    publicUrl: config.publicUrl,
  });
}

export async function registerCommerceRoutes(
  app: FastifyInstance,
  {
    commerce,
    auth,
    config,
    limiter,
    now,
  }: { commerce: Commerce; auth: Authenticator; config: Config; limiter: RateLimiter; now: () => Date },
): Promise<void> {
  await app.register(ordersRoutes(commerce.orders, auth));
  await app.register(loyaltyRoutes(commerce.loyalty, auth));
  const checkIp = commerce.provider === 'yookassa' && config.payment.yookassa.checkIp;
  await app.register(
    paymentsRoutes(
      commerce.payments,
      commerce.orders,
      commerce.provider,
      checkIp ? isYooKassaAddress : null,
      {
        limiter,
        now,
      },
    ),
  );
  if (commerce.testProvider) await app.register(testProviderRoutes(commerce.testProvider, commerce.orders));
}
