import { beforeAll, expect } from 'vitest';
import type { ProductGroup } from '@shop/shared/catalog/product-api';
import type { CreateOrderAnswer, CreateOrderBody } from '@shop/shared/orders/order-api';
import { buildCatalogCards } from '@shop/shared/rules/card-builders';
import type { Card, RegularCard } from '@shop/shared/rules/cards';
import { MailCatcher } from './mail-catcher.ts';
import { pickupForm, shopCalls, type Who } from './shop-calls.ts';
import { useMailCatcher, useTestApp } from './suite.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export interface TestShop {
  t: TestApp;
  /** The real SMTP server the shop sends to. */
  mail: MailCatcher;
  shop: ReturnType<typeof shopCalls>;
  /** The storefront's cards, built from GET /api/products/grouped. */
  cards: Card[];
  stop(): Promise<void>;
}

/** The storefront's cards, built from GET /api/products/grouped. */
export async function catalogCards(t: TestApp): Promise<Card[]> {
  const groups = (
    await t.app.inject({ method: 'GET', url: '/api/products/grouped' })
  ).json() as ProductGroup[];
  return buildCatalogCards(groups);
}

/** The cards of bars: regular products with plenty of stock. */
export const isBar = (c: Card): c is RegularCard => c.kind === 'regular' && c.subcategoryType === 'Bars';

/** A seeded shop on its own database, mailing a real SMTP server, on a clock the test moves. */
export async function startTestShop(clock: { now: Date }): Promise<TestShop> {
  const mail = await new MailCatcher().start();
  const t = await createTestApp({ now: () => clock.now, env: { SMTP_URL: mail.url } });
  return {
    t,
    mail,
    shop: shopCalls(t),
    cards: await catalogCards(t),
    async stop() {
      await t.close();
      await mail.stop();
    },
  };
}

/**
 * startTestShop for a whole test file (test/suite.ts): started in a beforeAll, stopped in an afterAll. The
 * app, the mail catcher and the calls stand for the shop from that beforeAll on, when `cards` and `bars` (the
 * cards of bars) are filled. `place` and `paid` set orders up the way tests need them.
 */
export function useTestShop(clock: { now: Date }, env: Record<string, string> = {}) {
  const mail = useMailCatcher();
  const t = useTestApp(() => ({ now: () => clock.now, env: { SMTP_URL: mail.url, ...env } }));
  const shop = shopCalls(t);
  const cards: Card[] = [];
  const bars: RegularCard[] = [];
  beforeAll(async () => {
    cards.push(...(await catalogCards(t)));
    bars.push(...cards.filter(isBar));
  });

  /** `quantity` of a product carted and checked out with a pickup form (`form` over it): 201. */
  async function place(who: Who, productId: number, quantity = 1, form: Partial<CreateOrderBody> = {}) {
    expect((await shop.addToCart(who, productId, quantity)).statusCode).toBe(200);
    const answer = await shop.placeOrder(who, pickupForm(form));
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json() as CreateOrderAnswer;
  }

  /** An order placed and paid on the test payment page; answers the order. */
  async function paid(who: Who, productId: number, quantity = 1, form: Partial<CreateOrderBody> = {}) {
    const placed = await place(who, productId, quantity, form);
    expect((await shop.decide(placed.payment_url!, 'succeeded')).statusCode).toBe(200);
    return placed.order;
  }

  return { t, mail, shop, cards, bars, place, paid };
}
