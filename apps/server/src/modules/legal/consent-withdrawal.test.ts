import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AccountConsents } from '@shop/shared/legal/legal-api';
import type { Order } from '@shop/shared/orders/order-api';
import { authSessions, consentLog, legalDocuments, users } from '../../db/schema.ts';
import { signIn, uniqueEmail, uniqueIp } from '../../test/sign-in.ts';
import { useTestShop } from '../../test/test-shop.ts';
import { rightsCalls } from './personal-data.fixtures.ts';

/**
 * Withdrawing the processing consent (POST /api/users/consents/withdraw): once, logged as a withdrawal of
 * the version the account accepted last, with the shopper's address (behind the trusted proxy, the forwarded
 * one) and browser; the account is erased PERSONAL_DATA_RETENTION_DAYS (30) later by the sweep, unless it
 * consents again meanwhile.
 */

const clock = { now: new Date('2027-06-01T09:00:00Z') };
const { t, mail, bars, paid } = useTestShop(clock, { TRUST_PROXY: '127.0.0.1' });
const rights = rightsCalls(t);
const DAY_MS = 24 * 60 * 60_000;
const later = (ms: number) => (clock.now = new Date(clock.now.getTime() + ms));
const db = () => t.database.db;

/** A signed-in shopper (the current consent logged at sign-in) with a paid order. */
async function shopper(name = 'withdrawer') {
  const email = uniqueEmail(name);
  const { tokens } = await signIn(t, mail, email);
  const token = tokens.access_token;
  const order = await paid({ token }, Number(bars[0]!.id), 1, { email, first_name: 'Отзывающая' });
  const [row] = await db().select().from(users).where(eq(users.email, email));
  return { email, id: row!.id, token, tokens, order };
}

const withdrawals = (userId: number) =>
  db()
    .select({ log: consentLog, version: legalDocuments.version, kind: legalDocuments.kind })
    .from(consentLog)
    .innerJoin(legalDocuments, eq(legalDocuments.id, consentLog.documentId))
    .where(and(eq(consentLog.userId, userId), eq(consentLog.purpose, 'withdrawal')));

/** Whether each session of an account has ended. */
const sessionsEnded = async (userId: number) =>
  (await db().select().from(authSessions).where(eq(authSessions.userId, userId))).map(
    (s) => s.revokedAt !== null,
  );

const account = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0]!;

describe('withdrawing the consent to processing personal data', () => {
  it('is logged once, naming the version accepted, with the forwarded address and the browser', async () => {
    const who = await shopper();
    // A newer consent text is published after the shopper accepted version 1.
    await db()
      .insert(legalDocuments)
      .values({
        kind: 'consent',
        version: 2,
        title: 'Согласие на обработку персональных данных',
        format: 'markdown',
        body: 'Редакция 2',
        hash: 'b'.repeat(64),
        publishedAt: clock.now,
      });
    const at = clock.now;
    const answer = await rights.withdraw(who.token, {
      ip: '127.0.0.1',
      headers: { 'x-forwarded-for': '198.51.100.7', 'user-agent': 'Mozilla/5.0 Firefox/140.0' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const consents = answer.json() as AccountConsents;
    expect(consents).toMatchObject({
      personal_data: { needed: true, current_version: 2 },
      withdrawn_at: at.toISOString(),
      erase_after: new Date(at.getTime() + 30 * DAY_MS).toISOString(),
      retention_days: 30,
    });
    expect(consents.given[0]).toMatchObject({ kind: 'consent', version: 1, purpose: 'withdrawal' });
    const [row] = await withdrawals(who.id);
    expect(row).toMatchObject({
      kind: 'consent',
      version: 1,
      log: { email: who.email, ip: '198.51.100.7', userAgent: 'Mozilla/5.0 Firefox/140.0', at },
    });

    // Twice (a minute later), and three times at once: the first date stays, nothing more is logged.
    later(60_000);
    const again = await Promise.all([1, 2, 3].map(() => rights.withdraw(who.token)));
    expect(again.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    for (const a of again) expect((a.json() as AccountConsents).withdrawn_at).toBe(at.toISOString());
    expect(await withdrawals(who.id)).toHaveLength(1);
    expect((await account(who.id)).consentWithdrawnAt).toEqual(at);
    // GET /api/users/consents says the same.
    expect(((await rights.consents(who.token)).json() as AccountConsents).erase_after).toBe(
      consents.erase_after,
    );
  });

  it('parallel first withdrawals log one row', async () => {
    const who = await shopper();
    const answers = await Promise.all([1, 2, 3, 4].map(() => rights.withdraw(who.token)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((a) => (a.json() as AccountConsents).withdrawn_at)).size).toBe(1);
    expect(await withdrawals(who.id)).toHaveLength(1);
  });

  it('an account that never consented (from before consents) withdraws the current version', async () => {
    const who = await shopper();
    await db().delete(consentLog).where(eq(consentLog.userId, who.id));
    expect((await rights.withdraw(who.token)).statusCode).toBe(200);
    const [row] = await withdrawals(who.id);
    const [newest] = await db()
      .select({ version: legalDocuments.version })
      .from(legalDocuments)
      .where(eq(legalDocuments.kind, 'consent'))
      .orderBy(desc(legalDocuments.version))
      .limit(1);
    expect(row!.version).toBe(newest!.version);
  });

  it('a forwarding header from a peer that is not the proxy is not believed', async () => {
    const who = await shopper();
    const peer = '192.0.2.44';
    await rights.withdraw(who.token, { ip: peer, headers: { 'x-forwarded-for': '198.51.100.99' } });
    const [row] = await withdrawals(who.id);
    expect(row!.log.ip).toBe(peer);
  });

  it('needs a live bearer token', async () => {
    expect((await rights.withdraw(null)).statusCode).toBe(401);
    expect((await rights.withdraw('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl')).statusCode).toBe(401);
  });

  it("is erased by the sweep once the retention has passed, and someone else's withdrawal touches nobody", async () => {
    const who = await shopper();
    const bystander = await shopper('bystander');
    const withdrawnAt = clock.now;
    expect((await rights.withdraw(who.token)).statusCode).toBe(200);
    const sweep = () => t.app.services.personalData.eraseDue();

    // A minute before the retention ends: still there.
    clock.now = new Date(withdrawnAt.getTime() + 30 * DAY_MS - 60_000);
    await sweep();
    expect((await account(who.id)).deletedAt).toBeNull();

    // A minute after: erased as by deletion; the bystander untouched.
    clock.now = new Date(withdrawnAt.getTime() + 30 * DAY_MS + 60_000);
    await sweep();
    expect(await account(who.id)).toMatchObject({
      email: `deleted-${who.id}@deleted.invalid`,
      firstName: null,
      deletedAt: clock.now,
    });
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: who.tokens.refresh_token },
    });
    expect(refreshed.statusCode).toBe(401);
    const admin = await t.app.services.orders.find(who.order.id);
    expect(admin).toMatchObject({ personal_data_erased: true, customer: { email: '', first_name: '' } });
    expect(await account(bystander.id)).toMatchObject({ email: bystander.email, deletedAt: null });
    const theirs = (await t.app.services.orders.find(bystander.order.id)) as Order;
    expect(theirs.personal_data_erased).toBe(false);
    // The bystander's sessions are live; the erased account's ended.
    expect(await sessionsEnded(bystander.id)).toEqual([false]);
    expect(await sessionsEnded(who.id)).toEqual([true]);
  });

  it('consenting again (signing in with the consent) stops the erasure', async () => {
    const who = await shopper();
    const withdrawnAt = clock.now;
    expect((await rights.withdraw(who.token)).statusCode).toBe(200);
    later(DAY_MS);
    // Signing in after a withdrawal asks for the consent again; the storefront sends it ticked.
    const back = await signIn(t, mail, who.email, { ip: uniqueIp() });
    const standing = (await rights.consents(back.tokens.access_token)).json() as AccountConsents;
    expect(standing).toMatchObject({ withdrawn_at: null, erase_after: null });
    clock.now = new Date(withdrawnAt.getTime() + 31 * DAY_MS);
    await t.app.services.personalData.eraseDue();
    expect(await account(who.id)).toMatchObject({ email: who.email, deletedAt: null });
    expect(await sessionsEnded(who.id)).toEqual([false, false]);
  });
});
