import type { UpdateUserBody, User } from '@shop/shared/accounts/account-api';
import { userMessages } from '@shop/shared/accounts/messages';
import { contactMessages, isPhone, nameProblem, normalisePhone } from '@shop/shared/rules/contact-rules';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest, notFound, unprocessable } from '../../lib/refusals.ts';
import type { LoyaltyService } from '../loyalty/loyalty.service.ts';
import * as repo from './users.repository.ts';

/** Accounts and their profile (docs/product/accounts.md#profile). */
export class UsersService {
  constructor(
    private readonly db: Db,
    private readonly loyalty: Pick<LoyaltyService, 'standing'>,
  ) {}

  /** The profile as docs/product/accounts.md#api shows it; balance and level from the bonus ledger. */
  async toUser(row: repo.UserRow): Promise<User> {
    const standing = await this.loyalty.standing(row.id);
    return {
      first_name: row.firstName,
      last_name: row.lastName,
      phone: row.phone,
      phone_verified: row.phone !== null && row.phoneVerifiedAt !== null,
      email: row.email,
      loyalty_amount: standing.balance,
      loyalty_level_name: standing.level.name,
      is_admin: row.isAdmin,
    };
  }

  findByEmail(email: string, tx: Db | Tx = this.db): Promise<repo.UserRow | undefined> {
    return repo.findByEmail(tx, email);
  }

  findById(id: number, tx: Db | Tx = this.db): Promise<repo.UserRow | undefined> {
    return repo.findById(tx, id);
  }

  /**
   * The one account whose phone this is, proven by a code: a phone typed into a profile proves nothing (anyone
   * can type anyone's), and a phone several accounts claim cannot say whose it is.
   */
  async findOnlyByPhone(phone: string): Promise<repo.UserRow | undefined> {
    const found = await repo.findByProvenPhone(this.db, phone);
    return found.length === 1 ? found[0] : undefined;
  }

  /**
   * Moves an account to a new e-mail or phone (inside the caller's transaction); a phone moved in here was
   * proven by its code at `provenAt`, and stays proven for this account only.
   */
  async setContact(
    tx: Tx,
    userId: number,
    contact: { email: string; isAdmin?: false } | { phone: string; provenAt: Date },
  ): Promise<void> {
    if ('email' in contact) {
      await repo.update(tx, userId, contact);
      return;
    }
    await repo.unproveElsewhere(tx, contact.phone, userId);
    await repo.update(tx, userId, { phone: contact.phone, phoneVerifiedAt: contact.provenAt });
  }

  /**
   * The account's phone is proven by a code sent to it (a profile's phone proof): only while it is still
   * `phone`, and no other account keeps that phone proven. Undefined when the phone changed meanwhile.
   */
  provePhone(userId: number, phone: string, at: Date): Promise<repo.UserRow | undefined> {
    return this.db.transaction((tx) => repo.provePhone(tx, userId, phone, at));
  }

  async profile(userId: number): Promise<User> {
    const row = await repo.findById(this.db, userId);
    if (!row) throw notFound(userMessages.notSignedIn);
    return this.toUser(row);
  }

  /**
   * Fills the profile's empty first name, last name and phone from what the shopper typed at a guest
   * checkout (valid there already); a value the profile has is kept, a phone filled in stays unproven.
   */
  fillBlanks(
    userId: number,
    contact: { firstName: string; lastName: string; phone: string },
  ): Promise<repo.UserRow | undefined> {
    return repo.fillBlanks(this.db, userId, contact);
  }

  /**
   * Saves first name, last name and phone (only those); each checked, trimmed, the phone stored as +digits.
   * A changed phone is unproven: it recovers nothing until a code proves it.
   */
  async update(userId: number, body: UpdateUserBody): Promise<User> {
    const changes: { firstName?: string; lastName?: string; phone?: string } = {};
    if (body.first_name !== undefined) changes.firstName = checkedName(body.first_name);
    if (body.last_name !== undefined) changes.lastName = checkedName(body.last_name);
    if (body.phone !== undefined) {
      if (!isPhone(body.phone)) throw unprocessable(contactMessages.phone);
      changes.phone = normalisePhone(body.phone);
    }
    if (Object.keys(changes).length === 0) throw badRequest(userMessages.nothingToUpdate);
    const row = await repo.updateProfile(this.db, userId, changes);
    if (!row) throw notFound(userMessages.notSignedIn);
    return this.toUser(row);
  }
}

function checkedName(name: string): string {
  const problem = nameProblem(name);
  if (problem) throw unprocessable(problem);
  return name.trim();
}
