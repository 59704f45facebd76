import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAccountSchema, type AdminAccount } from '@shop/shared/admin/admins-api';
import { adminMessages } from '@shop/shared/admin/messages';
import { users } from '../../db/schema.ts';
import { MailCatcher } from '../../test/mail-catcher.ts';
import { signIn, uniqueEmail } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  adminCalls,
  auditOf,
  setAdmin,
  signInAdmin,
  signInCustomer,
  type SignedIn,
} from './admin-test-kit.ts';

const BOSS = 'boss@example.ru';
let t: TestApp;
let mail: MailCatcher;
let boss: SignedIn;

beforeAll(async () => {
  mail = await new MailCatcher().start();
  t = await createTestApp({ env: { ADMIN_EMAILS: BOSS, SMTP_URL: mail.url } });
  const { tokens } = await signIn(t, mail, BOSS);
  const [row] = await t.database.db.select().from(users).where(eq(users.email, BOSS));
  boss = { id: row!.id, email: BOSS, token: tokens.access_token };
});
afterAll(async () => {
  await t?.close();
  await mail?.stop();
});

const as = (who: SignedIn) => adminCalls(t, who.token);
const listed = async (who: SignedIn): Promise<AdminAccount[]> => {
  const res = await as(who).get('/api/admin/admins');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const userRow = async (email: string) =>
  (await t.database.db.select().from(users).where(eq(users.email, email)))[0];
const adminCount = async () =>
  (await t.database.db.select().from(users).where(eq(users.isAdmin, true))).length;

describe('the admins list', () => {
  it('shows every admin, with the ADMIN_EMAILS ones marked', async () => {
    const other = await signInAdmin(t, mail, 'second');
    const all = await listed(boss);
    for (const account of all) adminAccountSchema.parse(account);
    expect(all.find((a) => a.email === BOSS)).toMatchObject({ id: boss.id, from_env: true });
    expect(all.find((a) => a.email === other.email)).toMatchObject({ id: other.id, from_env: false });
    expect(all.every((a) => a.first_name === '' || typeof a.first_name === 'string')).toBe(true);
  });
});

describe('POST /api/admin/admins', () => {
  it('makes an account for an address that never signed in, and it is an admin at its first sign-in', async () => {
    const email = uniqueEmail('New.Staff');
    const res = await as(boss).post('/api/admin/admins', { email: `  ${email.toUpperCase()} ` });
    expect(res.statusCode, res.body).toBe(201);
    const account = adminAccountSchema.parse(res.json());
    expect(account).toMatchObject({ email: email.toLowerCase(), from_env: false });
    expect(await userRow(email.toLowerCase())).toMatchObject({ id: account.id, isAdmin: true });

    const { user, tokens } = await signIn(t, mail, email.toLowerCase());
    expect(user.is_admin).toBe(true);
    expect((await adminCalls(t, tokens.access_token).get('/api/admin/admins')).statusCode).toBe(200);

    expect(await auditOf(t, `admin:${account.id}`)).toMatchObject([
      {
        action: 'admin.add',
        actorEmail: BOSS,
        before: null,
        after: { email: email.toLowerCase(), is_admin: true },
      },
    ]);
    // Again: still an admin, nothing more to record.
    expect((await as(boss).post('/api/admin/admins', { email })).statusCode).toBe(201);
    expect(await auditOf(t, `admin:${account.id}`)).toHaveLength(1);
  });

  it('gives a signed-in customer admin rights that their current token carries at once', async () => {
    const customer = await signInCustomer(t, mail);
    expect((await as(customer).get('/api/admin/admins')).statusCode).toBe(403);
    const res = await as(boss).post('/api/admin/admins', { email: customer.email });
    expect(res.json()).toMatchObject({ id: customer.id });
    expect((await as(customer).get('/api/admin/admins')).statusCode).toBe(200);
    expect(await auditOf(t, `admin:${customer.id}`)).toMatchObject([
      { action: 'admin.add', before: { is_admin: false }, after: { is_admin: true } },
    ]);
  });

  it('refuses an address that is not an e-mail', async () => {
    for (const body of [{ email: 'not-an-email' }, {}, { email: 'a@b.ru', is_admin: true }])
      expect((await as(boss).post('/api/admin/admins', body)).statusCode, JSON.stringify(body)).toBe(422);
  });
});

describe('DELETE /api/admin/admins/{userId}', () => {
  it('takes the rights away: the removed admin is refused with their next call, token still valid', async () => {
    const removed = await signInAdmin(t, mail, 'leaving');
    expect((await as(removed).get('/api/admin/dashboard')).statusCode).toBe(200);
    const res = await as(boss).delete(`/api/admin/admins/${removed.id}`);
    expect(res.statusCode, res.body).toBe(204);

    const refused = await as(removed).get('/api/admin/dashboard');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(adminMessages.notAdmin);
    // Still signed in as a customer.
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/users/user',
          headers: { authorization: `Bearer ${removed.token}` },
        })
      ).statusCode,
    ).toBe(200);
    expect((await listed(boss)).map((a) => a.id)).not.toContain(removed.id);
    expect(await auditOf(t, `admin:${removed.id}`)).toMatchObject([
      { action: 'admin.remove', actorEmail: BOSS, before: { is_admin: true }, after: { is_admin: false } },
    ]);
  });

  it('refuses ADMIN_EMAILS admins, accounts that are not admins and unknown ids', async () => {
    const other = await signInAdmin(t, mail, 'other');
    const env = await as(other).delete(`/api/admin/admins/${boss.id}`);
    expect(env.statusCode).toBe(409);
    expect(env.json().detail).toBe(adminMessages.envAdmin);
    expect((await userRow(BOSS))!.isAdmin).toBe(true);

    const customer = await signInCustomer(t, mail);
    for (const id of [customer.id, 999_999]) {
      const res = await as(other).delete(`/api/admin/admins/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe(adminMessages.adminNotFound);
    }
    expect((await as(other).delete('/api/admin/admins/abc')).statusCode).toBe(422);
  });

  it('never removes the last admin', async () => {
    // Only admins made in /admin left (the ADMIN_EMAILS one is demoted directly for this test).
    await setAdmin(t, boss.id, false);
    try {
      const everyone = await t.database.db.select().from(users).where(eq(users.isAdmin, true));
      for (const row of everyone) await setAdmin(t, row.id, false);
      const last = await signInAdmin(t, mail, 'last');
      const res = await as(last).delete(`/api/admin/admins/${last.id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toBe(adminMessages.lastAdmin);
      expect(await adminCount()).toBe(1);
    } finally {
      await setAdmin(t, boss.id, true);
    }
  });

  it('leaves one admin when the last two remove each other at once', async () => {
    await setAdmin(t, boss.id, false);
    try {
      for (let round = 0; round < 5; round += 1) {
        const everyone = await t.database.db.select().from(users).where(eq(users.isAdmin, true));
        for (const row of everyone) await setAdmin(t, row.id, false);
        const first = await signInAdmin(t, mail, 'duel');
        const second = await signInAdmin(t, mail, 'duel');
        const results = await Promise.all([
          as(first).delete(`/api/admin/admins/${second.id}`),
          as(second).delete(`/api/admin/admins/${first.id}`),
        ]);
        const statuses = results.map((r) => r.statusCode).sort();
        // The loser is refused as the last admin, or — if it was already demoted when its call came in — as
        // no admin at all.
        expect(statuses[0]).toBe(204);
        expect([403, 409]).toContain(statuses[1]);
        expect(await adminCount()).toBe(1);
      }
    } finally {
      await setAdmin(t, boss.id, true);
    }
  });
});
