import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { AccountConsents } from '@shop/shared/legal/legal-api';
import { consentMessages } from '@shop/shared/legal/messages';
import { consentLog, legalDocuments } from '../../db/schema.ts';
import { currentVersion } from '../../test/consents.ts';
import { pickupForm, type Who } from '../../test/shop-calls.ts';
import { bearer, signIn, uniqueEmail } from '../../test/sign-in.ts';
import { useTestShop } from '../../test/test-shop.ts';
import { documentHash } from './document-hash.ts';

/**
 * The consent to processing refers to the privacy policy: a shopper who consented under one policy is asked
 * again at the next checkout once a newer policy is published (docs/product/personal-data.md#consents).
 */

const clock = { now: new Date('2026-11-24T09:00:00Z') };
const { t, mail, shop, bars } = useTestShop(clock);

const consentsOf = async (token: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/users/consents', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AccountConsents;
};

/** Publishes the next privacy policy as the admin's publishing does (an INSERT). */
async function publishPolicy(): Promise<number> {
  const version = (await currentVersion(t, 'privacy')) + 1;
  const title = 'Политика обработки персональных данных';
  const body = `Редакция ${version}: добавлен курьер.`;
  await t.database.db.insert(legalDocuments).values({
    kind: 'privacy',
    version,
    title,
    format: 'markdown',
    body,
    hash: documentHash(title, 'markdown', body),
    publishedAt: clock.now,
  });
  return version;
}

it('asks a returning shopper again after a new privacy policy, and records the policy with the consent', async () => {
  const email = uniqueEmail('policy');
  const { tokens } = await signIn(t, mail, email);
  const token = tokens.access_token;
  const who: Who = { token };
  const offer = await currentVersion(t, 'offer');
  const personalData = await currentVersion(t, 'consent');
  const order = (consents: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders/',
      headers: bearer(token),
      payload: pickupForm({ email, consents }),
    });

  expect((await consentsOf(token)).personal_data.needed).toBe(false);
  const policy = await publishPolicy();
  expect((await consentsOf(token)).personal_data.needed).toBe(true);

  expect((await shop.addToCart(who, Number(bars[0]!.id))).statusCode).toBe(200);
  const refused = await order({ offer });
  expect([refused.statusCode, refused.json().detail]).toEqual([422, consentMessages.personalDataRequired]);
  const placed = await order({ offer, personal_data: personalData });
  expect(placed.statusCode, placed.body).toBe(201);
  expect((await consentsOf(token)).personal_data.needed).toBe(false);

  // The checkout's consent row names the policy in force; the sign-in's the first one.
  const rows = await t.database.db
    .select({ purpose: consentLog.purpose, privacy: legalDocuments.version })
    .from(consentLog)
    .innerJoin(legalDocuments, eq(legalDocuments.id, consentLog.privacyDocumentId))
    .where(eq(consentLog.email, email));
  expect(rows.map((row) => [row.purpose, row.privacy]).sort()).toEqual([
    ['checkout', policy],
    ['sign_in', policy - 1],
  ]);
});
