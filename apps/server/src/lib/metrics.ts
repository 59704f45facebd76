import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { OrderMoveKind } from '@shop/shared/orders/status';

/**
 * The shop's Prometheus figures (README "Monitoring"). Each app has its own registry (tests build many apps
 * in one process); counters count this instance's events and Prometheus sums the instances, while the
 * stock figures are read from the database at scrape time, so every instance reports the same whole.
 */

/** What the modules report as it happens. */
export interface ShopEvents {
  orderPlaced(): void;
  /** A committed move of the order state table. */
  orderMoved(kind: OrderMoveKind): void;
  /** A payment that will not bring money: declined at the provider, or the provider not reached. */
  paymentFailed(reason: string): void;
  /** A sign-in code mailed, or refused (a limit, a wrong or expired code). */
  signInCode(outcome: 'sent' | 'refused', reason: string): void;
}

/** What ties up stock now, read at scrape time. */
export interface StockTiedUp {
  /** Live cart holds: lines and units. */
  holds: { lines: number; units: number };
  /** Orders awaiting payment within their hour: orders and units they reserve. */
  unpaid: { orders: number; units: number };
}

export interface MetricsSources {
  stockTiedUp(): Promise<StockTiedUp>;
  /** The database pool (PostgreSQL); null on the embedded database, which has one connection. */
  pool(): { total: number; idle: number; waiting: number } | null;
}

export class ShopMetrics {
  readonly registry = new Registry();
  readonly events: ShopEvents;

  readonly requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Requests by method, route (as declared, not the address asked) and status, with their durations',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  constructor(sources: MetricsSources) {
    const registry = this.registry;
    // Event-loop lag, heap, CPU, handles: prom-client's own set.
    collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

    const placed = new Counter({
      name: 'shop_orders_placed_total',
      help: 'Orders placed',
      registers: [registry],
    });
    const paid = new Counter({ name: 'shop_orders_paid_total', help: 'Orders paid', registers: [registry] });
    const cancelled = new Counter({
      name: 'shop_orders_cancelled_total',
      help: 'Orders cancelled: unpaid when their hour ran out, or by the shop',
      labelNames: ['reason'] as const,
      registers: [registry],
    });
    const refunded = new Counter({
      name: 'shop_orders_refunded_total',
      help: 'Orders refunded',
      registers: [registry],
    });
    const paymentFailures = new Counter({
      name: 'shop_payment_failures_total',
      help: "Payments that brought no money, by the provider's reason or provider_unavailable",
      labelNames: ['reason'] as const,
      registers: [registry],
    });
    const codes = new Counter({
      name: 'shop_sign_in_codes_total',
      help: 'Sign-in codes sent, and refused (by reason)',
      labelNames: ['outcome', 'reason'] as const,
      registers: [registry],
    });
    for (const reason of ['unpaid', 'shop']) cancelled.inc({ reason }, 0);

    this.events = {
      orderPlaced: () => placed.inc(),
      orderMoved: (kind) => {
        if (kind === 'pay') paid.inc();
        else if (kind === 'lapse') cancelled.inc({ reason: 'unpaid' });
        else if (kind === 'cancel') cancelled.inc({ reason: 'shop' });
        else if (kind === 'refund') refunded.inc();
      },
      paymentFailed: (reason) => paymentFailures.inc({ reason: labelOf(reason) }),
      signInCode: (outcome, reason) => codes.inc({ outcome, reason: labelOf(reason) }),
    };

    new Gauge({
      name: 'shop_stock_tied_up',
      help: 'What holds stock now: live cart holds and orders awaiting payment within their hour',
      labelNames: ['by', 'measure'] as const,
      registers: [registry],
      async collect() {
        const tied = await sources.stockTiedUp();
        this.set({ by: 'cart_holds', measure: 'lines' }, tied.holds.lines);
        this.set({ by: 'cart_holds', measure: 'units' }, tied.holds.units);
        this.set({ by: 'unpaid_orders', measure: 'orders' }, tied.unpaid.orders);
        this.set({ by: 'unpaid_orders', measure: 'units' }, tied.unpaid.units);
      },
    });
    new Gauge({
      name: 'shop_db_pool_connections',
      help: 'PostgreSQL pool: connections open, idle, and queries waiting for one',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const pool = sources.pool();
        if (!pool) return;
        this.set({ state: 'total' }, pool.total);
        this.set({ state: 'idle' }, pool.idle);
        this.set({ state: 'waiting' }, pool.waiting);
      },
    });
  }
}

/** A label value from a reason another system chose: short, plain, never a new series per payment. */
const labelOf = (reason: string) => reason.replace(/[^\w-]/g, '_').slice(0, 40) || 'unknown';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Times every answer under its declared route, and serves GET /metrics to whoever shows `token` as a
 * bearer token (404 to everyone when there is none: the figures are not public).
 */
export function registerMetrics(app: FastifyInstance, metrics: ShopMetrics, token: string | undefined) {
  app.addHook('onResponse', async (request, reply) => {
    metrics.requests.observe(
      {
        method: request.method,
        // Unmatched addresses share one series: a scanner cannot grow the registry.
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
  if (!token) return;
  const expected = digest(`Bearer ${token}`);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const shown = digest(request.headers.authorization ?? '');
    if (!timingSafeEqual(shown, expected))
      return reply.code(401).header('www-authenticate', 'Bearer').send({ detail: 'Нужен токен метрик' });
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
