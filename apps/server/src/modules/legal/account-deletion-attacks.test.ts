import { eq, like } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '@shop/shared/orders/order-api';
import { rateLimits, users } from '../../db/schema.ts';
import { bearer, signIn, uniqueEmail, uniqueIp } from '../../test/sign-in.ts';
import { useTestShop } from '../../test/test-shop.ts';
import { deletionCode, deletionMails, rightsCalls, wrongCode } from './personal-data.fixtures.ts';

/**
 * Deleting an account against hostile and clumsy callers: no token or a forged one, malformed and wrong
 * codes, someone else's token, a code replayed, run out or used twice at once, an order that may still be
 * paid, the code limits (behind a trusted proxy, the forwarded shopper's address), a mail server down.
 */

const clock = { now: new Date('2027-04-05T09:00:00Z') };
const { t, mail, shop, bars, place, paid } = useTestShop(clock, { TRUST_PROXY: '127.0.0.1' });
const rights = rightsCalls(t);
const minutes = (n: number) => n * 60_000;
const later = (ms: number) => (clock.now = new Date(clock.now.getTime() + ms));

beforeEach(() => {
  // Every test clear of the windows and codes of the one before.
  later(minutes(120));
  mail.failing = false;
});

/** A signed-in shopper with a paid order. */
async function shopper(name = 'deleter') {
  const email = uniqueEmail(name);
  const { tokens } = await signIn(t, mail, email);
  const token = tokens.access_token;
  const order = await paid({ token }, Number(bars[0]!.id), 1, { email });
  return { email, id: await idOf(email), token, order };
}

const idOf = async (email: string) =>
  (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!.id;

const alive = async (id: number) =>
  (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!.deletedAt === null;

/** Asks for a deletion code and reads it from the mail. */
async function codeFor(who: { email: string; token: string }): Promise<string> {
  const requested = await rights.requestDeletion(who.token);
  expect(requested.statusCode, requested.body).toBe(200);
  return deletionCode(mail, who.email);
}

describe('deleting an account, against hostile callers', () => {
  it('needs a live bearer token, checked before the body', async () => {
    const forged = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
    for (const token of [null, forged]) {
      expect((await rights.requestDeletion(token)).statusCode).toBe(401);
      const confirmed = await rights.confirmDeletion(token, { code: 'nonsense' });
      expect(confirmed.statusCode).toBe(401);
      expect(confirmed.json().detail).toBe('Не передан или недействителен токен');
    }
  });

  it('refuses malformed codes at the field, and a wrong code deletes nothing', async () => {
    const who = await shopper();
    for (const payload of [{}, { code: '1234' }, { code: 'abcde' }, { code: 12345 }, { code: '123456' }]) {
      const answer = await rights.confirmDeletion(who.token, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(422);
      expect(typeof answer.json().detail).toBe('string');
    }
    const code = await codeFor(who);
    const wrong = await rights.confirmDeletion(who.token, { code: wrongCode(code) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toBe('Неверный или просроченный код');
    expect(await alive(who.id)).toBe(true);
  });

  it('a code serves only the account it was mailed for; a deletion touches no other account', async () => {
    const owner = await shopper('owner');
    const stranger = await shopper('stranger');
    const code = await codeFor(owner);
    // The stranger holds the owner's code (a forwarded mail): with their own token it is nobody's code.
    const borrowed = await rights.confirmDeletion(stranger.token, { code });
    expect(borrowed.statusCode).toBe(400);
    expect(await alive(owner.id)).toBe(true);
    expect(await alive(stranger.id)).toBe(true);

    // The owner deletes; the stranger's account and order are as they were.
    expect((await rights.confirmDeletion(owner.token, { code })).statusCode).toBe(204);
    expect(await alive(owner.id)).toBe(false);
    expect(await alive(stranger.id)).toBe(true);
    const theirs = (await shop.order({ token: stranger.token }, stranger.order.id)).json() as Order;
    expect(theirs).toMatchObject({ personal_data_erased: false, customer: { email: stranger.email } });
    const me = await t.app.inject({ method: 'GET', url: '/api/users/user', headers: bearer(stranger.token) });
    expect(me.json()).toMatchObject({ email: stranger.email });
  });

  it('a code runs out after 10 minutes', async () => {
    const who = await shopper();
    const code = await codeFor(who);
    later(minutes(10) + 1_000);
    const late = await rights.confirmDeletion(who.token, { code });
    expect(late.statusCode).toBe(400);
    expect(await alive(who.id)).toBe(true);
  });

  it('one code used twice at once erases once; the replay finds the token dead or the code used', async () => {
    const who = await shopper();
    // A second device of the same account.
    const other = (await signIn(t, mail, who.email)).tokens.access_token;
    const code = await codeFor(who);
    const answers = await Promise.all([
      rights.confirmDeletion(who.token, { code }),
      rights.confirmDeletion(other, { code }),
      rights.confirmDeletion(who.token, { code }),
    ]);
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses[0]).toBe(204);
    expect(statuses.slice(1).every((status) => status === 400 || status === 401)).toBe(true);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, who.id));
    expect(row).toMatchObject({ email: `deleted-${who.id}@deleted.invalid`, deletedAt: clock.now });

    // Replayed later: every token of the account is dead.
    for (const token of [who.token, other]) {
      expect((await rights.confirmDeletion(token, { code })).statusCode).toBe(401);
      expect((await rights.requestDeletion(token)).statusCode).toBe(401);
    }
    // The e-mail signs up again: the old code is used up and was the old account's.
    const fresh = await signIn(t, mail, who.email);
    const replayed = await rights.confirmDeletion(fresh.tokens.access_token, { code });
    expect(replayed.statusCode).toBe(400);
    const freshId = await idOf(who.email);
    expect(freshId).not.toBe(who.id);
    expect(await alive(freshId)).toBe(true);
  });

  it('waits for an order that may still be paid, and the code keeps until then', async () => {
    const who = await shopper();
    const code = await codeFor(who);
    const { order, payment_url } = await place({ token: who.token }, Number(bars[1]!.id), 1, {
      email: who.email,
    });
    const refused = await rights.confirmDeletion(who.token, { code });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(
      new RegExp(
        `^Заказ №${order.retailcrm_id} ждёт оплаты до .+: удалить аккаунт можно, когда он будет оплачен`,
      ),
    );
    expect((await rights.requestDeletion(who.token)).statusCode).toBe(409);
    expect(await alive(who.id)).toBe(true);
    expect((await shop.decide(payment_url!, 'succeeded')).statusCode).toBe(200);
    expect((await rights.confirmDeletion(who.token, { code })).statusCode).toBe(204);
  });

  it('mails at most 5 codes an hour per account, one a minute per address', async () => {
    const who = await shopper();
    const ip = uniqueIp();
    const ask = () => rights.requestDeletion(who.token, ip);
    expect((await ask()).statusCode).toBe(200);
    const soon = await ask();
    expect(soon.statusCode).toBe(429);
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);
    // Every request counts against the account's five an hour, the one refused a moment ago too.
    for (let n = 3; n <= 5; n++) {
      later(61_000);
      expect((await ask()).statusCode, `request ${n}`).toBe(200);
    }
    later(61_000);
    const sixth = await ask();
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(60);
    expect(deletionMails(mail, who.email)).toBe(4);
  });

  it('behind the trusted proxy the forwarded shopper is counted; a forged header from elsewhere is not', async () => {
    const who = await shopper();
    const forwarded = { 'x-forwarded-for': '203.0.113.9' };
    expect((await rights.requestDeletion(who.token, '127.0.0.1', forwarded)).statusCode).toBe(200);
    later(61_000);
    const forged = { 'x-forwarded-for': '203.0.113.10' };
    expect((await rights.requestDeletion(who.token, undefined, forged)).statusCode).toBe(200);
    const keys = (
      await t.database.db.select().from(rateLimits).where(like(rateLimits.key, 'codes-ip:%'))
    ).map((row) => row.key);
    expect(keys).toContain('codes-ip:203.0.113.9');
    expect(keys).not.toContain('codes-ip:203.0.113.10');
  });

  it('a mail that cannot be sent answers 503 and may be asked for again at once', async () => {
    const who = await shopper();
    mail.failing = true;
    const failed = await rights.requestDeletion(who.token);
    expect(failed.statusCode).toBe(503);
    expect(failed.json().detail).toBe('Ошибка при отправке кода: письмо не ушло, попробуйте ещё раз');
    mail.failing = false;
    const code = await codeFor(who);
    expect((await rights.confirmDeletion(who.token, { code })).statusCode).toBe(204);
  });
});
