import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { PaymentProvider } from './payment-provider.ts';
import type { PaymentSync } from './payments.routes.ts';
import { PaymentsService } from './payments.service.ts';
import { isYooKassaAddress } from './provider-addresses.ts';
import { TestPaymentProvider } from './test-provider.ts';
import { testProviderRoutes } from './test-provider.routes.ts';
import { YooKassaProvider } from './yookassa-provider.ts';
import type { ShopEvents } from '../../lib/metrics.ts';

export interface ProviderDeps {
  config: Config;
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
}

/** A provider as the shop runs it: the provider and what it brings besides. */
export interface ProviderSetup {
  provider: PaymentProvider;
  /** Where its notifications may come from; absent: anywhere (they are read back anyway). */
  trustedSource?: (ip: string) => boolean;
  /** Pages of its own the shop serves (the test provider's payment page). */
  routes?: (orders: PaymentSync) => FastifyPluginAsyncZod;
}

export interface ProviderEntry {
  /** Takes no money: production refuses to start with it (config.ts). */
  demoOnly?: boolean;
  create(deps: ProviderDeps): ProviderSetup;
}

/**
 * Every payment provider by its PAYMENT_PROVIDER name. Adding one touches this table and the provider's
 * own files, nothing else: config.ts accepts the names here, notifications arrive at
 * /api/payments/{name}/notification.
 */
export const paymentProviders = {
  test: {
    demoOnly: true,
    create({ db, now, log }) {
      log.warn('PAYMENT_PROVIDER=test: orders are "paid" on the shop\'s own test page, no money is taken');
      const provider = new TestPaymentProvider(db, now);
      return { provider, routes: (orders) => testProviderRoutes(provider, orders) };
    },
  },
  yookassa: {
    create({ config }) {
      const { shopId, secretKey, apiUrl, vatCode, taxSystemCode, checkIp } = config.payment.yookassa;
      // config.ts has refused to start without them.
      const provider = new YooKassaProvider({
        shopId: shopId!,
        secretKey: secretKey!,
        apiUrl,
        vatCode,
        taxSystemCode,
        publicUrl: config.publicUrl,
      });
      // YOOKASSA_CHECK_IP: only YooKassa's published addresses may announce a payment.
      return checkIp ? { provider, trustedSource: isYooKassaAddress } : { provider };
    },
  },
} satisfies Record<string, ProviderEntry>;

export type PaymentProviderName = keyof typeof paymentProviders;

export const paymentProviderNames = Object.keys(paymentProviders) as [
  PaymentProviderName,
  ...PaymentProviderName[],
];

/** The providers that take money; production refuses the others (config.ts). */
export const realPaymentProviders: readonly PaymentProviderName[] = paymentProviderNames.filter(
  (name) => !(paymentProviders[name] as ProviderEntry).demoOnly,
);

/** The payments module as the shop runs it: its service over the configured provider, and that provider. */
export interface Payments extends ProviderSetup {
  service: PaymentsService;
}

export function buildPayments(deps: ProviderDeps, events: Pick<ShopEvents, 'paymentFailed'>): Payments {
  const entry: ProviderEntry = paymentProviders[deps.config.payment.provider];
  const setup = entry.create(deps);
  return { ...setup, service: new PaymentsService(deps.db, setup.provider, deps.now, events) };
}
