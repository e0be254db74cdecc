import { createMiddleware } from "hono/factory";
import { jwtVerify, SignJWT } from "jose";
import type { Sql } from "../db/database.ts";
import { HttpError } from "../http/errors.ts";
import { tokenVersion } from "./accounts.ts";

export type Role = "admin" | "student";

export interface AuthUser {
  id: number;
  role: Role;
  name: string;
  /** The account's token version when the token was signed; a logout moves the account past it. */
  version: number;
}

export type AuthEnv = { Variables: { user: AuthUser } };

const LIFETIME: Record<Role, string> = { admin: "8h", student: "7d" };

export interface TokenService {
  sign(user: AuthUser): Promise<string>;
  verify(token: string): Promise<AuthUser | null>;
}

export function createTokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (user) =>
      new SignJWT({ role: user.role, name: user.name, ver: user.version })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(String(user.id))
        .setIssuedAt()
        .setExpirationTime(LIFETIME[user.role])
        .sign(key),
    async verify(token) {
      try {
        // The algorithm list is fixed here, never read from the token: `alg: none` and RS/HS confusion fail.
        const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"], requiredClaims: ["sub", "exp"] });
        const id = Number(payload.sub);
        const { role, ver } = payload;
        if (!Number.isSafeInteger(id) || (role !== "admin" && role !== "student")) return null;
        if (typeof ver !== "number" || !Number.isSafeInteger(ver) || ver < 0) return null;
        return { id, role, name: typeof payload.name === "string" ? payload.name : "", version: ver };
      } catch {
        return null;
      }
    },
  };
}

/** The spec shows both `Bearer <token>` and the raw token; both are accepted everywhere. */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const value = header.trim();
  const match = /^Bearer\s+(.+)$/i.exec(value);
  const token = (match ? match[1] : value).trim();
  return token.length > 0 ? token : null;
}

/**
 * A 401 about the token itself (none, invalid, expired, revoked, its account gone). It carries
 * `WWW-Authenticate: Bearer`, which is how a client tells it from a 401 about a password it
 * typed, and knows to forget the token and ask for a new login.
 */
export const sessionOver = (message = "Your session is invalid or has expired. Please log in again.") =>
  new HttpError(401, message, undefined, { "WWW-Authenticate": 'Bearer error="invalid_token"' });
export const accountGone = () => sessionOver("Your account no longer exists. Please log in again.");

/**
 * 401 without a valid token, 403 with a valid token of another role, 401 for a token its
 * account has revoked (a logout) or whose account no longer exists.
 */
export function requireRole({ tokens, sql }: { tokens: TokenService; sql: Sql }, role: Role) {
  return createMiddleware<AuthEnv>(async (c, next) => {
    const token = tokenFromHeader(c.req.header("Authorization"));
    if (!token) throw new HttpError(401, "Authentication required", undefined, { "WWW-Authenticate": "Bearer" });
    const user = await tokens.verify(token);
    if (!user) throw sessionOver();
    if (user.role !== role) throw new HttpError(403, "You do not have access to this resource");
    const current = await tokenVersion(sql, role, user.id);
    if (current === undefined) throw accountGone();
    if (current !== user.version) throw sessionOver();
    c.set("user", user);
    await next();
  });
}
