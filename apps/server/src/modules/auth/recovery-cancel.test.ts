import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { recoveryMessages } from '@shop/shared/accounts/messages';
import { signIn, uniqueEmail } from '../../test/sign-in.ts';
import { createTestApp } from '../../test/test-app.ts';
import { cancelTokenIn, hours, minutes, reminderSubject, useRecoverySuite } from './recovery.fixtures.ts';

/** Contact recovery: the cancel links of the warning and the reminder, and the reminders themselves. */

let clock = new Date('2026-11-23T12:00:00Z');
const {
  t,
  mail,
  later,
  cancel,
  remindersTo,
  warningToken,
  sweep,
  sweepAtReminder,
  movesFrom,
  refresh,
  shopper,
  recoverEmail,
  signInLater,
} = useRecoverySuite(
  { now: () => clock, setNow: (now) => (clock = now) },
  // No SMS_URL: a demo prints SMS in its terminal (and demo-outbox.jsonl).
  { RECOVERY_DELAY_HOURS: '72' },
);

describe('cancelling', () => {
  it('stops the move with the link before the deadline: after 72 h nothing has moved', async () => {
    const owner = await shopper('Нина');
    const newEmail = uniqueEmail('new');
    await recoverEmail(owner.email, newEmail);
    later(hours(70));

    const cancelled = await cancel(await warningToken(owner.email));
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({ detail: 'Смена контакта отменена' });

    later(hours(3));
    await t.app.services.recovery.applyDue(clock);
    expect((await refresh(owner.tokens.refresh_token)).statusCode).toBe(200);
    expect((await signIn(t, mail, owner.email)).user).toMatchObject({ first_name: 'Нина' });
    expect((await signIn(t, mail, newEmail)).user).toMatchObject({ email: newEmail, first_name: null });
  });

  it('answers 404 to a link used twice, forged, or used once the move is due or applied', async () => {
    const dead = { detail: recoveryMessages.cancelLinkDead };
    const first = await shopper('Нина');
    await recoverEmail(first.email, uniqueEmail('new'));
    const token = await warningToken(first.email);
    expect((await cancel(token)).statusCode).toBe(200);
    const twice = await cancel(token);
    expect(twice.statusCode).toBe(404);
    expect(twice.json()).toEqual(dead);

    for (const forged of [randomBytes(32).toString('base64url'), `${token}x`, 'x']) {
      const res = await cancel(forged);
      expect(res.statusCode, forged).toBe(404);
      expect(res.json()).toEqual(dead);
    }

    const second = await shopper('Лев');
    const newEmail = uniqueEmail('new');
    const { effective_at } = await recoverEmail(second.email, newEmail);
    const lateToken = await warningToken(second.email);
    await sweepAtReminder(effective_at);
    clock = new Date(new Date(effective_at).getTime() + 1000);
    expect((await cancel(lateToken)).json()).toEqual(dead); // due and reminded: in force, not applied yet
    await t.app.services.recovery.applyDue(clock);
    const afterMove = await cancel(lateToken);
    expect(afterMove.statusCode).toBe(404);
    expect(afterMove.json()).toEqual(dead);
    expect((await signIn(t, mail, newEmail)).user).toMatchObject({ first_name: 'Лев' });
  });

  it("cancels every pending move of the account from any warning's link, a superseded move's too", async () => {
    const owner = await shopper('Нина');
    const [first, second] = [uniqueEmail('first'), uniqueEmail('second')];
    await recoverEmail(owner.email, first);
    const firstToken = await warningToken(owner.email);
    later(hours(1));
    const secondMove = await recoverEmail(owner.email, second);
    expect((await movesFrom(owner.email)).map((m) => m.status)).toEqual(['superseded', 'pending']);

    // The owner acts on the first warning: the move that superseded it stops too.
    const cancelled = await cancel(firstToken);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({ detail: recoveryMessages.cancelled });
    expect((await movesFrom(owner.email)).map((m) => m.status)).toEqual(['superseded', 'cancelled']);

    clock = new Date(new Date(secondMove.effective_at).getTime() + hours(1));
    await sweep();
    expect(remindersTo(owner.email)).toHaveLength(0);
    expect((await refresh(owner.tokens.refresh_token)).statusCode).toBe(200);
    expect((await signIn(t, mail, owner.email)).user).toMatchObject({ first_name: 'Нина' });
    expect((await signIn(t, mail, second)).user).toMatchObject({ email: second, first_name: null });
  });

  it("cancels from the reminder's own link, sent once a day before the move", async () => {
    const owner = await shopper('Нина');
    const newEmail = uniqueEmail('new');
    const { effective_at } = await recoverEmail(owner.email, newEmail);
    const warning = await warningToken(owner.email);

    clock = new Date(new Date(effective_at).getTime() - hours(24) - minutes(1));
    await sweep();
    expect(remindersTo(owner.email)).toHaveLength(0);
    later(minutes(1));
    await sweep();
    await sweep();
    const [reminder, ...more] = remindersTo(owner.email);
    expect(more).toHaveLength(0);
    expect(reminder!.text).toContain(newEmail);
    const reminderToken = cancelTokenIn(reminder!.text);
    expect(reminderToken).not.toBe(warning);
    expect(reminder!.html).toContain(`?cancel_recovery=${reminderToken}`);

    expect((await cancel(reminderToken)).statusCode).toBe(200);
    expect((await movesFrom(owner.email)).map((m) => m.status)).toEqual(['cancelled']);
    clock = new Date(new Date(effective_at).getTime() + hours(1));
    expect((await signIn(t, mail, owner.email)).user).toMatchObject({ first_name: 'Нина' });
  });

  it('leaves a link dead once its move, or a later one of the account, was applied', async () => {
    const owner = await shopper('Лев');
    const [first, second] = [uniqueEmail('first'), uniqueEmail('second')];
    await recoverEmail(owner.email, first);
    const supersededToken = await warningToken(owner.email);
    later(hours(1));
    const { effective_at } = await recoverEmail(owner.email, second);
    const appliedToken = await warningToken(owner.email);
    await sweepAtReminder(effective_at);
    const reminderToken = cancelTokenIn(
      (await mail.latest(owner.email, (m) => m.subject === reminderSubject)).text,
    );
    clock = new Date(new Date(effective_at).getTime() + minutes(1));
    await sweep();
    expect((await movesFrom(owner.email)).map((m) => m.status)).toEqual(['superseded', 'applied']);

    // The account moved on a new recovery: whoever holds the old mailbox cannot stop its next one.
    const third = uniqueEmail('third');
    await recoverEmail(second, third);
    for (const token of [appliedToken, reminderToken, supersededToken]) {
      const res = await cancel(token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: recoveryMessages.cancelLinkDead });
    }
    expect((await movesFrom(second)).map((m) => m.status)).toEqual(['pending']);
  });
});

describe('reminders', () => {
  it('go out once however many instances sweep at once', async () => {
    const other = await createTestApp({
      database: t.database,
      now: () => clock,
      env: { SMTP_URL: mail.url, RECOVERY_DELAY_HOURS: '72' },
    });
    try {
      const owner = await shopper('Ольга');
      const { effective_at } = await recoverEmail(owner.email, uniqueEmail('new'));
      clock = new Date(new Date(effective_at).getTime() - hours(24));
      await Promise.all([sweep(), other.app.services.recovery.applyDue(clock), sweep()]);
      expect(remindersTo(owner.email)).toHaveLength(1);
      const [move] = await movesFrom(owner.email);
      expect(move!.remindedAt).toEqual(clock);
      expect(move!.reminderTokenHash).not.toBeNull();
    } finally {
      await other.close();
    }
  });

  it('are tried again until sent, and a move never applies before its reminder went out', async () => {
    const owner = await shopper('Ольга');
    const newEmail = uniqueEmail('new');
    const { effective_at } = await recoverEmail(owner.email, newEmail);
    const due = new Date(effective_at);

    mail.failing = true;
    await sweepAtReminder(effective_at);
    clock = new Date(due.getTime() + minutes(1));
    await sweep();
    const [waiting] = await movesFrom(owner.email);
    expect(waiting).toMatchObject({ status: 'pending', remindedAt: null, reminderTokenHash: null });
    expect((await refresh(owner.tokens.refresh_token)).statusCode).toBe(200);

    // Sent late, the reminder leaves the owner half a day (half its notice) to act: the move waits.
    mail.failing = false;
    later(minutes(1));
    await sweep();
    expect(remindersTo(owner.email)).toHaveLength(1);
    const [reminded] = await movesFrom(owner.email);
    expect(reminded!.status).toBe('pending');
    expect(reminded!.effectiveAt).toEqual(new Date(clock.getTime() + hours(12)));
    later(hours(12) - minutes(1));
    await sweep();
    expect((await movesFrom(owner.email))[0]!.status).toBe('pending');
    later(minutes(1));
    await sweep();
    expect((await movesFrom(owner.email))[0]!.status).toBe('applied');
    expect((await signInLater(newEmail)).user.first_name).toBe('Ольга');
  });
});
