import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A shopper's account: made by the first verified code sent to its e-mail (no passwords). */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased; the sign-in contact. */
    email: text('email').notNull(),
    /** '+' and digits, or null. */
    phone: text('phone'),
    /** When `phone` was proven by an SMS code; only a proven phone can recover the account. */
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    firstName: text('first_name'),
    lastName: text('last_name'),
    /** Set at sign-in from ADMIN_EMAILS (and by admins later); every admin check reads it here. */
    isAdmin: boolean('is_admin').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /**
     * When the shopper withdrew the consent to processing personal data (null: never, or given again since);
     * the account is erased PERSONAL_DATA_RETENTION_DAYS later unless consent is given again.
     */
    consentWithdrawnAt: timestamp('consent_withdrawn_at', { withTimezone: true }),
    /**
     * When the account was deleted: its personal fields erased (`email` is then `deleted-{id}@deleted.invalid`,
     * which no mailbox has), its sessions ended; the row stays for its orders' and ledgers' references.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email), index('users_phone_idx').on(t.phone)],
);

/**
 * A signed-in device: one refresh-token family. Access tokens name their session, so revoking it (logout,
 * a reused refresh token, a contact change) ends the access tokens too, not only the refresh token.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    /** Random, unguessable (it travels inside access tokens). */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** logout | reuse | contact-change | account-deleted */
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

/** Refresh tokens, hashed; each is used once and replaced by the next of its session. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_unique').on(t.tokenHash),
    index('refresh_tokens_session_idx').on(t.sessionId),
  ],
);

/**
 * One-time codes: sign-in, e-mail change, contact recovery, proof of the profile's phone. `contact` is where
 * the code went; `subject` is what it unlocks besides (the user id of an e-mail change or a phone proof, the
 * old contact of a recovery).
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').notNull(),
    contact: text('contact').notNull(),
    subject: text('subject').notNull().default(''),
    /**
     * The guest session that asked for it (sign-in): only a check with the same session can use it, so a
     * stranger's requests and wrong guesses never touch the owner's code. '' when none was sent.
     */
    requester: text('requester').notNull().default(''),
    /** HMAC of the code: a leaked table does not give codes away, even with 10^5 of them possible. */
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('verification_codes_lookup_idx').on(t.purpose, t.contact, t.subject, t.requester, t.createdAt),
    check(
      'verification_codes_purpose_known',
      sql`${t.purpose} in ('login', 'change_email', 'recover', 'verify_phone', 'delete_account')`,
    ),
  ],
);

/**
 * A lost contact moved to a new one by recovery: waits `effectiveAt` (RECOVERY_DELAY_HOURS) and applies
 * unless cancelled from the old contact. Applied when due, by whichever request or sweep comes first.
 */
export const contactMoves = pgTable(
  'contact_moves',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    oldValue: text('old_value').notNull(),
    newValue: text('new_value').notNull(),
    cancelTokenHash: text('cancel_token_hash').notNull(),
    /** The reminder sent to the old contact before the move applies carries a cancel link of its own. */
    reminderTokenHash: text('reminder_token_hash'),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    /** pending | applied | cancelled | superseded | failed (the new e-mail was taken meanwhile) */
    status: text('status').notNull().default('pending'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('contact_moves_cancel_unique').on(t.cancelTokenHash),
    uniqueIndex('contact_moves_reminder_unique').on(t.reminderTokenHash),
    index('contact_moves_due_idx').on(t.status, t.effectiveAt),
    check('contact_moves_kind_known', sql`${t.kind} in ('email', 'phone')`),
  ],
);

/** Fixed-window counters of the rate limits when no REDIS_URL is set (shared by every instance). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});
