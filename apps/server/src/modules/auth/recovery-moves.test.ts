import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userMessages } from '@shop/shared/accounts/messages';
import { contactMoves, users } from '../../db/schema.ts';
import { bearer, signIn, uniqueEmail, uniqueIp } from '../../test/sign-in.ts';
import {
  cancelLink,
  cancelTokenIn,
  hours,
  minutes,
  useRecoverySuite,
  warningSubject,
} from './recovery.fixtures.ts';

/**
 * Contact recovery: a confirmed move waits 72 h, then takes the account over; a newer move, or the owner's
 * own change, wins.
 */

let clock = new Date('2026-11-23T12:00:00Z');
const {
  t,
  mail,
  later,
  emailRequest,
  emailConfirm,
  warningsTo,
  remindersTo,
  sweep,
  sweepAtReminder,
  refresh,
  shopper,
  recoverEmail,
  signInLater,
} = useRecoverySuite(
  { now: () => clock, setNow: (now) => (clock = now) },
  // No SMS_URL: a demo prints SMS in its terminal (and demo-outbox.jsonl).
  { RECOVERY_DELAY_HOURS: '72' },
);

describe('confirming', () => {
  it('answers when the move takes effect (72 h), in the same words whether the old e-mail has an account', async () => {
    const owner = await shopper('Ольга');
    const [newA, newB, nobody] = [uniqueEmail('new'), uniqueEmail('new'), uniqueEmail('nobody')];
    await emailRequest(owner.email, newA);
    await emailRequest(nobody, newB);
    const codeA = await mail.code(newA);
    const codeB = await mail.code(newB);

    const known = await emailConfirm(owner.email, newA, codeA);
    const unknown = await emailConfirm(nobody, newB, codeB);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    const effective = new Date(clock.getTime() + hours(72));
    expect(known.json().effective_at).toBe(effective.toISOString());
    expect(unknown.json()).toEqual(known.json());
    const moscow = new Date(effective.getTime() + hours(3));
    const hhmm = `${String(moscow.getUTCHours()).padStart(2, '0')}:${String(moscow.getUTCMinutes()).padStart(2, '0')}`;
    expect(known.json().detail).toContain('Новый контакт подтверждён');
    expect(known.json().detail).toContain(`${hhmm} (МСК)`);

    // Only the account's owner is warned; nobody is written to for an address without an account.
    expect(warningsTo(owner.email)).toHaveLength(1);
    expect(mail.countTo(nobody)).toBe(0);
  });

  it('warns the old e-mail at once with a cancel link; the account moves only after 72 h, ending its sessions', async () => {
    const owner = await shopper('Ольга');
    const newEmail = uniqueEmail('new');
    await recoverEmail(owner.email, newEmail);

    const warning = await mail.latest(owner.email, (m) => m.subject === warningSubject);
    expect(warning.text).toContain(newEmail);
    expect(warning.text).toMatch(cancelLink);
    expect(warning.html).toContain(`?cancel_recovery=${cancelTokenIn(warning.text)}`);
    expect(mail.countTo(newEmail)).toBe(1); // the code only: no warning goes to the new address

    // 71 h on (the sweep has reminded the owner meanwhile), the account is still the old e-mail's, and
    // its sessions live.
    later(hours(48));
    await sweep();
    expect(remindersTo(owner.email)).toHaveLength(1);
    later(hours(23));
    const stillOld = await signIn(t, mail, owner.email);
    expect(stillOld.user).toMatchObject({ email: owner.email, first_name: 'Ольга' });
    const renewed = await refresh(owner.tokens.refresh_token);
    expect(renewed.statusCode).toBe(200);

    later(hours(1));
    const moved = await signIn(t, mail, newEmail);
    expect(moved.user).toMatchObject({ email: newEmail, first_name: 'Ольга' });
    const fresh = await signInLater(owner.email);
    expect(fresh.user).toMatchObject({ email: owner.email, first_name: null });

    // Every session from before the move has ended.
    expect((await refresh(renewed.json().refresh_token)).statusCode).toBe(401);
    expect((await refresh(stillOld.tokens.refresh_token)).statusCode).toBe(401);
    const notice = await mail.latest(owner.email, (m) => m.subject === 'Email вашего аккаунта humbl изменён');
    expect(notice.text).toContain(newEmail);
  });

  it('is applied by the sweep without any sign-in, ending the sessions that existed', async () => {
    const owner = await shopper('Глеб');
    const newEmail = uniqueEmail('new');
    const { effective_at } = await recoverEmail(owner.email, newEmail);
    await sweepAtReminder(effective_at);

    // A minute before it is due, a token renewed then still works…
    clock = new Date(new Date(effective_at).getTime() - minutes(1));
    const renewed = (await refresh(owner.tokens.refresh_token)).json();
    const me = () =>
      t.app.inject({ method: 'GET', url: '/api/users/user', headers: bearer(renewed.access_token) });
    await t.app.services.recovery.applyDue(clock);
    expect((await me()).statusCode).toBe(200);

    // …and once the sweep has run after the moment, it does not.
    later(minutes(2));
    await t.app.services.recovery.applyDue(clock);
    expect((await me()).statusCode).toBe(401);
    expect((await refresh(renewed.refresh_token)).statusCode).toBe(401);
    const rows = await t.database.db
      .select()
      .from(contactMoves)
      .where(eq(contactMoves.oldValue, owner.email));
    expect(rows.map((r) => r.status)).toEqual(['applied']);
    expect((await signIn(t, mail, newEmail)).user.first_name).toBe('Глеб');
  });

  it("does not hand an admin's rights to the new e-mail", async () => {
    const owner = await shopper('Ирина');
    await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.email, owner.email));
    const newEmail = uniqueEmail('new');
    const { effective_at } = await recoverEmail(owner.email, newEmail);
    await sweepAtReminder(effective_at);
    clock = new Date(new Date(effective_at).getTime() + minutes(1));
    const moved = await signIn(t, mail, newEmail);
    expect(moved.user).toMatchObject({ first_name: 'Ирина', email: newEmail, is_admin: false });
    const admin = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders',
      headers: bearer(moved.tokens.access_token),
    });
    expect(admin.statusCode).toBe(403);
  });

  it('fails, keeping the account where it is, when the new e-mail signed in before the move', async () => {
    const owner = await shopper('Пётр');
    const newEmail = uniqueEmail('new');
    await recoverEmail(owner.email, newEmail);

    // Signing in with the new e-mail before the move makes it an account of its own…
    const early = await signInLater(newEmail);
    expect(early.user).toMatchObject({ email: newEmail, first_name: null });

    // …which the move cannot take over: both accounts stay as they were.
    later(hours(48));
    await sweep();
    later(hours(25));
    expect((await signIn(t, mail, owner.email)).user).toMatchObject({
      email: owner.email,
      first_name: 'Пётр',
    });
    expect((await signInLater(newEmail)).user).toMatchObject({ email: newEmail, first_name: null });
    const [move] = await t.database.db
      .select()
      .from(contactMoves)
      .where(eq(contactMoves.oldValue, owner.email));
    expect(move!.status).toBe('failed');
    expect((await refresh(owner.tokens.refresh_token)).statusCode).toBe(200);
  });
});

describe('several recoveries', () => {
  it('lets a newer confirmed recovery supersede a pending one: only the newest applies', async () => {
    const owner = await shopper('Ирина');
    const [first, second] = [uniqueEmail('first'), uniqueEmail('second')];
    const firstMove = await recoverEmail(owner.email, first);
    later(hours(1));
    const secondMove = await recoverEmail(owner.email, second);
    expect(warningsTo(owner.email)).toHaveLength(2);

    // When the first move would have been due, nothing happens; only the newest is reminded of.
    await sweepAtReminder(secondMove.effective_at);
    expect(remindersTo(owner.email)).toHaveLength(1);
    clock = new Date(new Date(firstMove.effective_at).getTime() + minutes(1));
    await t.app.services.recovery.applyDue(clock);
    expect((await signIn(t, mail, first)).user).toMatchObject({ email: first, first_name: null });
    expect((await signIn(t, mail, owner.email)).user).toMatchObject({ first_name: 'Ирина' });

    later(hours(1));
    expect((await signIn(t, mail, second)).user).toMatchObject({ email: second, first_name: 'Ирина' });
  });

  it('keeps a pending recovery when a newer one fails for want of its warning mail', async () => {
    const owner = await shopper('Ирина');
    const [first, second] = [uniqueEmail('first'), uniqueEmail('second')];
    const firstMove = await recoverEmail(owner.email, first);
    later(hours(1));

    await emailRequest(owner.email, second);
    const code = await mail.code(second);
    mail.failing = true;
    expect((await emailConfirm(owner.email, second, code)).statusCode).toBe(503);
    mail.failing = false;

    // The first recovery still stands and applies when due; the failed one never does.
    await sweepAtReminder(firstMove.effective_at);
    clock = new Date(new Date(firstMove.effective_at).getTime() + minutes(1));
    expect((await signIn(t, mail, first)).user).toMatchObject({ email: first, first_name: 'Ирина' });
    expect((await signInLater(second)).user).toMatchObject({ email: second, first_name: null });
  });
});

describe('the owner acting meanwhile', () => {
  it('refuses a new e-mail that already has an account, once its code proves it is the caller’s', async () => {
    const owner = await shopper('Вера');
    const taken = uniqueEmail('taken');
    await signIn(t, mail, taken);
    later(61_000);
    expect((await emailRequest(owner.email, taken)).statusCode).toBe(200);
    const refused = await emailConfirm(owner.email, taken, await mail.code(taken));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: userMessages.emailTaken });
    expect(warningsTo(owner.email)).toHaveLength(0);
  });

  it('lets a pending move give way when the owner changed that contact before it came due', async () => {
    const owner = await shopper('Глеб');
    const stranger = uniqueEmail('stranger');
    await recoverEmail(owner.email, stranger);
    // The owner ignores the warning but moves their account to a new address of their own.
    const renamed = uniqueEmail('renamed');
    const headers = bearer(owner.tokens.access_token);
    const request = await t.app.inject({
      method: 'POST',
      url: '/api/users/change-email/request',
      headers,
      payload: { new_email: renamed, confirm_new_email: renamed },
      remoteAddress: uniqueIp(),
    });
    expect(request.statusCode).toBe(200);
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/users/change-email/confirm',
      headers,
      payload: { new_email: renamed, code: await mail.code(renamed) },
      remoteAddress: uniqueIp(),
    });
    expect(confirm.statusCode).toBe(200);

    later(hours(73));
    await t.app.services.recovery.applyDue(clock);
    const [move] = await t.database.db.select().from(contactMoves).where(eq(contactMoves.newValue, stranger));
    expect(move!.status).toBe('superseded');
    const back = await signIn(t, mail, renamed);
    expect(back.user.first_name).toBe('Глеб');
    expect((await signInLater(stranger)).user.first_name).toBeNull();
  });
});
