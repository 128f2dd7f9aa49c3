// Access tokens (JWT, 15 minutes) and opaque random tokens stored only as hashes.
import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { Role } from '../../src/domain/enums';
import { isId } from '../../src/domain/schemas/common';

export const ACCESS_TOKEN_TTL_S = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 14 * 24 * 3600 * 1000;
export const INVITATION_TTL_MS = 7 * 24 * 3600 * 1000;
export const RESET_TTL_MS = 3600 * 1000;
/** How far ahead of this server's clock another server's clock may be when it signs a token. */
export const CLOCK_SKEW_S = 60;

export interface AccessClaims {
  userId: number;
  role: Role;
  familyId: string;
}

/**
 * Tokens whose signature was checked, with their claims: a signed-in client sends the same token
 * with every call for 15 minutes, and checking an HMAC costs more than the rest of a cached answer.
 * Expiry and issue time are still checked against the clock on every call.
 */
const VERIFIED_TOKENS_HELD = 10_000;

export class TokenService {
  private readonly key: Uint8Array;
  private readonly verified = new Map<string, { claims: AccessClaims; exp: number; iat: number }>();
  constructor(
    secret: string,
    private readonly now: () => Date,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async signAccess(claims: AccessClaims): Promise<string> {
    const iat = Math.floor(this.now().getTime() / 1000);
    return new SignJWT({ role: claims.role, fam: claims.familyId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuedAt(iat)
      .setExpirationTime(iat + ACCESS_TOKEN_TTL_S)
      .sign(this.key);
  }

  /**
   * The claims of a valid token, or null when it is forged, malformed, without an expiry, issued
   * in the future, or (unless allowed) expired.
   */
  async verifyAccess(token: string, { allowExpired = false } = {}): Promise<AccessClaims | null> {
    const nowS = Math.floor(this.now().getTime() / 1000);
    if (this.verified.has(token)) return this.checked(token, nowS, allowExpired) ?? null;
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        requiredClaims: ['sub', 'iat', 'exp'],
        currentDate: allowExpired ? new Date(0) : this.now(),
      });
      if (payload.iat! > nowS + CLOCK_SKEW_S) return null;
      // A subject that is no record id (2^31, "1e3") is a token no user owns.
      const userId = /^\d{1,10}$/.test(payload.sub!) ? Number(payload.sub) : NaN;
      if (!isId(userId) || typeof payload.fam !== 'string') return null;
      const claims: AccessClaims = { userId, role: payload.role as Role, familyId: payload.fam };
      if (this.verified.size >= VERIFIED_TOKENS_HELD) this.verified.clear();
      this.verified.set(token, { claims, exp: payload.exp!, iat: payload.iat! });
      return claims;
    } catch (err) {
      if (err instanceof joseErrors.JOSEError) return null;
      throw err;
    }
  }

  /** The claims of a token already verified, if it is still valid now; undefined if unknown. */
  knownClaims(token: string): AccessClaims | undefined {
    return this.checked(token, Math.floor(this.now().getTime() / 1000), false);
  }

  private checked(token: string, nowS: number, allowExpired: boolean): AccessClaims | undefined {
    const known = this.verified.get(token);
    if (!known) return undefined;
    const valid = (allowExpired || known.exp > nowS) && known.iat <= nowS + CLOCK_SKEW_S;
    return valid ? known.claims : undefined;
  }
}

export const randomToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
