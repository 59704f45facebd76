import type { ProductGroup } from '@shop/shared/catalog/product-api';
import { buildCatalogCards } from '@shop/shared/rules/card-builders';
import type { Card } from '@shop/shared/rules/cards';
import { MailCatcher } from './mail-catcher.ts';
import { shopCalls } from './shop-calls.ts';
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

/** A seeded shop on its own database, mailing a real SMTP server, on a clock the test moves. */
export async function startTestShop(clock: { now: Date }): Promise<TestShop> {
  const mail = await new MailCatcher().start();
  const t = await createTestApp({ now: () => clock.now, env: { SMTP_URL: mail.url } });
  const groups = (
    await t.app.inject({ method: 'GET', url: '/api/products/grouped' })
  ).json() as ProductGroup[];
  return {
    t,
    mail,
    shop: shopCalls(t),
    cards: buildCatalogCards(groups),
    async stop() {
      await t.close();
      await mail.stop();
    },
  };
}
