import { describe, expect, it } from 'vitest';
import { authMessages } from '@shop/shared/accounts/messages';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { bearer, signIn, uniqueEmail } from '../../test/sign-in.ts';
import { minutes, useSignInSuite } from './sign-in.fixtures.ts';

/** The tokens a sign-in gives: refresh rotation, replay, expiry, logout; the admin flag they carry. */

let clock = new Date('2026-11-23T12:00:00Z');
const { t, mail, getUser } = useSignInSuite(
  { now: () => clock, setNow: (now) => (clock = now) },
  { ADMIN_EMAILS: 'Boss@Humbl.ru, second@humbl.ru' },
);

describe('tokens', () => {
  it('rotates the refresh token on every use', async () => {
    const { tokens } = await signIn(t, mail, uniqueEmail());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: tokens.refresh_token },
    });
    expect(res.statusCode).toBe(200);
    const renewed = res.json();
    expect(renewed).toMatchObject({ token_type: 'bearer', is_admin: false });
    expect(renewed.refresh_token).not.toBe(tokens.refresh_token);
    expect((await getUser(renewed.access_token)).statusCode).toBe(200);
  });

  it('ends the whole session when a used refresh token comes back', async () => {
    const { tokens } = await signIn(t, mail, uniqueEmail());
    const refresh = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: token } });
    const renewed = (await refresh(tokens.refresh_token)).json();
    const replay = await refresh(tokens.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().detail).toBe(authMessages.refreshFailed);
    // The thief's replay ends the family: the legitimate new tokens die too.
    expect((await refresh(renewed.refresh_token)).statusCode).toBe(401);
    expect((await getUser(renewed.access_token)).statusCode).toBe(401);
    expect((await getUser(tokens.access_token)).statusCode).toBe(401);
  });

  it('lets only one of two parallel refreshes with one token through, and then ends the session', async () => {
    const { tokens } = await signIn(t, mail, uniqueEmail());
    const results = await Promise.all(
      [1, 2].map(() =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/refresh',
          payload: { refresh_token: tokens.refresh_token },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
    const winner = results.find((r) => r.statusCode === 200)!.json();
    expect((await getUser(winner.access_token)).statusCode).toBe(401);
  });

  it('refuses unknown, expired and forged tokens', async () => {
    const { tokens } = await signIn(t, mail, uniqueEmail());
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: 'x'.repeat(43) },
    });
    expect(unknown.statusCode).toBe(401);

    const [header, payload] = tokens.access_token.split('.') as [string, string, string];
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    const tampered = `${header}.${Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: '1' }),
    ).toString('base64url')}.${tokens.access_token.split('.')[2]}`;
    for (const forged of [unsigned, tampered, 'garbage', '']) {
      const res = await getUser(forged);
      expect(res.statusCode, forged).toBe(401);
      expect(res.json().detail).toBe(authMessages.tokenInvalid);
    }

    clock = new Date(clock.getTime() + minutes(15) + 1000);
    expect((await getUser(tokens.access_token)).statusCode).toBe(401);
    clock = new Date(clock.getTime() + minutes(30 * 24 * 60));
    const stale = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: tokens.refresh_token },
    });
    expect(stale.statusCode).toBe(401);
  });

  it('logs out: the access and refresh tokens of the session stop working', async () => {
    const { tokens } = await signIn(t, mail, uniqueEmail());
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(tokens.access_token),
      payload: { refresh_token: tokens.refresh_token },
    });
    expect(out.statusCode).toBe(204);
    expect((await getUser(tokens.access_token)).statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: tokens.refresh_token },
    });
    expect(refresh.statusCode).toBe(401);
    const twice = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(tokens.access_token),
    });
    expect(twice.statusCode).toBe(401);
  });

  it('needs a bearer to log out, and never ends another shopper’s session', async () => {
    const alice = await signIn(t, mail, uniqueEmail('alice'));
    const bob = await signIn(t, mail, uniqueEmail('bob'));
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refresh_token: alice.tokens.refresh_token },
    });
    expect(anonymous.statusCode).toBe(401);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(bob.tokens.access_token),
      payload: { refresh_token: alice.tokens.refresh_token },
    });
    expect((await getUser(alice.tokens.access_token)).statusCode).toBe(200);
    const aliceRefresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: alice.tokens.refresh_token },
    });
    expect(aliceRefresh.statusCode).toBe(200);
  });

  it('keeps sessions on two devices apart', async () => {
    const email = uniqueEmail();
    const phone = await signIn(t, mail, email);
    clock = new Date(clock.getTime() + 61_000);
    const laptop = await signIn(t, mail, email);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(phone.tokens.access_token),
      payload: { refresh_token: phone.tokens.refresh_token },
    });
    expect((await getUser(laptop.tokens.access_token)).statusCode).toBe(200);
  });
});

describe('admins', () => {
  it('are recognised from ADMIN_EMAILS at sign-in, whatever the case', async () => {
    const { user, tokens } = await signIn(t, mail, 'boss@humbl.ru');
    expect(user.is_admin).toBe(true);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: tokens.refresh_token },
    });
    expect(refreshed.json().is_admin).toBe(true);
    expect((await signIn(t, mail, uniqueEmail())).user.is_admin).toBe(false);
  });

  it('lose the flag at once when the database says so, even with a live token', async () => {
    const { tokens } = await signIn(t, mail, 'second@humbl.ru');
    await t.database.db.update(users).set({ isAdmin: false }).where(eq(users.email, 'second@humbl.ru'));
    expect((await getUser(tokens.access_token)).json().is_admin).toBe(false);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: tokens.refresh_token },
    });
    expect(refreshed.json().is_admin).toBe(false);
  });
});
