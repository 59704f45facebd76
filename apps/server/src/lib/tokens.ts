import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

/** An opaque random token (256 bits), URL-safe: refresh tokens, session ids, cancel links. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** What a random token is stored as: it is unguessable, so a plain hash is enough. */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('base64url');

/** A one-time code of `length` digits from the CSPRNG. */
export const randomDigits = (length: number): string => Array.from({ length }, () => randomInt(10)).join('');

/**
 * Signs short-lived access tokens and keys the hashes of one-time codes. Codes have only 10^5 values, so
 * they are hashed with a key the database does not hold (derived from JWT_SECRET).
 */
export class TokenKeys {
  private readonly jwtKey: Uint8Array;
  private readonly codeKey: Buffer;

  constructor(secret: string) {
    this.jwtKey = new TextEncoder().encode(secret);
    this.codeKey = createHmac('sha256', secret).update('verification-codes').digest();
  }

  /** An access token naming the user and the session (so revoking the session ends it at once). */
  signAccess(userId: number, sessionId: string, now: Date, minutes: number): Promise<string> {
    const issuedAt = Math.floor(now.getTime() / 1000);
    return new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + minutes * 60)
      .sign(this.jwtKey);
  }

  /** The user and session an access token names, or null when it is forged, malformed or expired. */
  async verifyAccess(token: string, now: Date): Promise<{ userId: number; sessionId: string } | null> {
    try {
      const { payload } = await jwtVerify(token, this.jwtKey, { algorithms: ['HS256'], currentDate: now });
      const userId = Number(payload.sub);
      if (!Number.isSafeInteger(userId) || typeof payload.sid !== 'string') return null;
      return { userId, sessionId: payload.sid };
    } catch {
      return null;
    }
  }

  /** The stored form of a code, bound to what it is for and where it was sent. */
  codeHash(code: string, binding: string): string {
    return createHmac('sha256', this.codeKey).update(`${binding}\n${code}`).digest('base64url');
  }

  codeMatches(code: string, binding: string, stored: string): boolean {
    const actual = Buffer.from(this.codeHash(code, binding));
    const expected = Buffer.from(stored);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }
}
