import { and, desc, eq, inArray } from 'drizzle-orm';
import type {
  AccountConsents,
  ConsentPurpose,
  DocumentKind,
  OrderConsents,
} from '@shop/shared/legal/legal-api';
import { consentMessages } from '@shop/shared/legal/messages';
import { userMessages } from '@shop/shared/accounts/messages';
import type { Db, Tx } from '../../db/client.ts';
import { consentLog, legalDocuments, users } from '../../db/schema.ts';
import { notFound, unavailable, unprocessable } from '../../lib/refusals.ts';
import { findUserByEmail, findUserById } from '../users/directory.ts';
import { currentVersion } from './documents.repository.ts';
import type { DocumentRow, DocumentsService } from './documents.service.ts';

/** Where a consent came from: the client address (request.client: behind TRUST_PROXY, the shopper's). */
export interface ConsentSource {
  ip: string;
  userAgent: string | undefined;
}

/** What an order accepted: the offer always, the processing consent when it was asked for. */
export interface OrderAcceptance {
  offer: DocumentRow;
  personalData: DocumentRow | null;
}

/** Who placed the order, as its consent rows name them (a guest: session and the order's e-mail). */
export interface OrderConsenter {
  userId: number | null;
  email: string;
  sessionId: string | null;
}

/** A User-Agent is kept to this many characters (evidence, not a place to store anything sent). */
export const USER_AGENT_MAX = 300;

const DAY_MS = 24 * 60 * 60_000;

const required: Record<Exclude<DocumentKind, 'privacy'>, string> = {
  consent: consentMessages.personalDataRequired,
  offer: consentMessages.offerRequired,
};
const outdated: Record<Exclude<DocumentKind, 'privacy'>, string> = {
  consent: consentMessages.personalDataOutdated,
  offer: consentMessages.offerOutdated,
};

/**
 * Consents: what sign-in and checkout must be given, recorded in the consent log with who, which version
 * (and its hash), what for, when, from which address and browser (docs/product/personal-data.md#consents).
 * The checks run inside the caller's transaction (the code check's, the order's), so a refusal leaves
 * nothing behind and an order and its consent rows commit together.
 */
export class ConsentsService {
  constructor(
    private readonly db: Db,
    private readonly documents: DocumentsService,
    /** PERSONAL_DATA_RETENTION_DAYS: a withdrawn account is erased this long after the withdrawal. */
    private readonly retentionDays: number,
    private readonly now: () => Date,
  ) {}

  /**
   * Sign-in, once the code matched (inside its check's transaction): an e-mail without an account, or whose
   * account withdrew its consent, must send the current processing consent version (422 otherwise). Answers
   * the version to record once the account exists, or null when none was needed (a consent sent then is
   * neither checked nor recorded: the shopper was not asked).
   */
  async admitSignIn(tx: Tx, email: string, given: number | undefined): Promise<DocumentRow | null> {
    const account = await findUserByEmail(tx, email);
    if (account && account.consentWithdrawnAt === null) return null;
    return this.accepted(tx, 'consent', given);
  }

  /**
   * Records the processing consent a sign-in gave (admitSignIn's), for the account it signed in to, in the
   * transaction that made the account.
   */
  recordSignIn(
    tx: Tx,
    userId: number,
    email: string,
    document: DocumentRow,
    source: ConsentSource,
  ): Promise<void> {
    return this.record(tx, [document], 'sign_in', { userId, email, sessionId: null }, null, source);
  }

  /**
   * An order (inside its transaction): the current offer always; the current processing consent from a
   * guest and from an account whose last one is not current or was withdrawn (422 otherwise). A
   * processing consent sent when not needed is ignored.
   */
  async admitOrder(
    tx: Tx,
    userId: number | null,
    given: OrderConsents | undefined,
  ): Promise<OrderAcceptance> {
    const needed = userId === null || (await this.needsConsent(tx, userId));
    const personalData = needed ? await this.accepted(tx, 'consent', given?.personal_data) : null;
    const offer = await this.accepted(tx, 'offer', given?.offer);
    return { offer, personalData };
  }

  /** Records an order's consents (admitOrder's) in the order's transaction, with its id and number. */
  recordOrder(
    tx: Tx,
    acceptance: OrderAcceptance,
    who: OrderConsenter,
    order: { id: number; number: number },
    source: ConsentSource,
  ): Promise<void> {
    const documents = [...(acceptance.personalData ? [acceptance.personalData] : []), acceptance.offer];
    return this.record(tx, documents, 'checkout', who, order, source);
  }

  /**
   * The account's consents (newest first, withdrawals too), whether checkout must ask for the processing
   * consent again, and when a withdrawal takes effect (GET /api/users/consents).
   */
  async standing(userId: number): Promise<AccountConsents> {
    const account = await findUserById(this.db, userId);
    if (!account) throw notFound(userMessages.notSignedIn);
    const [current, needed, given] = await Promise.all([
      this.documents.current('consent'),
      this.needsConsent(this.db, userId),
      this.db
        .select({ log: consentLog, document: legalDocuments })
        .from(consentLog)
        .innerJoin(legalDocuments, eq(legalDocuments.id, consentLog.documentId))
        .where(eq(consentLog.userId, userId))
        .orderBy(desc(consentLog.at), desc(consentLog.id)),
    ]);
    const withdrawnAt = account.consentWithdrawnAt;
    return {
      personal_data: { needed, current_version: current?.version ?? null },
      given: given.map(({ log, document }) => ({
        kind: document.kind as DocumentKind,
        title: document.title,
        version: document.version,
        purpose: log.purpose as ConsentPurpose,
        order_number: log.orderNumber,
        at: log.at.toISOString(),
      })),
      withdrawn_at: withdrawnAt?.toISOString() ?? null,
      erase_after: withdrawnAt
        ? new Date(withdrawnAt.getTime() + this.retentionDays * DAY_MS).toISOString()
        : null,
      retention_days: this.retentionDays,
    };
  }

  /**
   * Whether the account must give the processing consent again: withdrawn, never given, or its last one
   * (at sign-in or checkout) names an older version than the current one, or was given under an older
   * privacy policy than the current one (the consent refers to the policy).
   */
  private async needsConsent(db: Db | Tx, userId: number): Promise<boolean> {
    const account = await findUserById(db, userId);
    if (!account || account.consentWithdrawnAt !== null) return true;
    const [latest] = await db
      .select({
        documentId: consentLog.documentId,
        privacyDocumentId: consentLog.privacyDocumentId,
        purpose: consentLog.purpose,
      })
      .from(consentLog)
      .innerJoin(legalDocuments, eq(legalDocuments.id, consentLog.documentId))
      .where(
        and(
          eq(consentLog.userId, userId),
          eq(legalDocuments.kind, 'consent'),
          inArray(consentLog.purpose, ['sign_in', 'checkout', 'withdrawal']),
        ),
      )
      .orderBy(desc(consentLog.at), desc(consentLog.id))
      .limit(1);
    if (!latest || latest.purpose === 'withdrawal') return true;
    const [consent, privacy] = await Promise.all([
      currentVersion(db, 'consent'),
      currentVersion(db, 'privacy'),
    ]);
    if (latest.documentId !== consent?.id) return true;
    return privacy !== undefined && latest.privacyDocumentId !== privacy.id;
  }

  /** The current version of `kind`, when `given` names it; 422 when it is missing or names another. */
  private async accepted(
    tx: Tx,
    kind: Exclude<DocumentKind, 'privacy'>,
    given: number | undefined,
  ): Promise<DocumentRow> {
    const current = await currentVersion(tx, kind);
    if (!current) throw unavailable(consentMessages.documentMissing);
    if (given === undefined) throw unprocessable(required[kind]);
    if (given !== current.version) throw unprocessable(outdated[kind]);
    return current;
  }

  /** Log rows for `documents`; a processing consent given clears the account's withdrawal. */
  private async record(
    tx: Tx,
    documents: readonly DocumentRow[],
    purpose: Exclude<ConsentPurpose, 'withdrawal'>,
    who: OrderConsenter,
    order: { id: number; number: number } | null,
    source: ConsentSource,
  ): Promise<void> {
    const at = this.now();
    // A processing consent names the privacy policy in force with it.
    const privacy = documents.some((document) => document.kind === 'consent')
      ? await currentVersion(tx, 'privacy')
      : undefined;
    await tx.insert(consentLog).values(
      documents.map((document) => ({
        at,
        userId: who.userId,
        email: who.email,
        sessionId: who.sessionId,
        documentId: document.id,
        privacyDocumentId: document.kind === 'consent' ? (privacy?.id ?? null) : null,
        purpose,
        orderId: order?.id ?? null,
        orderNumber: order?.number ?? null,
        ip: source.ip,
        userAgent: source.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
      })),
    );
    if (who.userId !== null && documents.some((document) => document.kind === 'consent'))
      await tx.update(users).set({ consentWithdrawnAt: null }).where(eq(users.id, who.userId));
  }
}
