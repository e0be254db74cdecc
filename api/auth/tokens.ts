import { createMiddleware } from "hono/factory";
import { jwtVerify, SignJWT } from "jose";
import { HttpError } from "../http/errors.ts";

export type Role = "admin" | "student";

export interface AuthUser {
  id: number;
  role: Role;
  name: string;
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
      new SignJWT({ role: user.role, name: user.name })
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
        const role = payload.role;
        if (!Number.isSafeInteger(id) || (role !== "admin" && role !== "student")) return null;
        return { id, role, name: typeof payload.name === "string" ? payload.name : "" };
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

/** 401 without a valid token, 403 with a valid token of another role. */
export function requireRole(tokens: TokenService, role: Role) {
  return createMiddleware<AuthEnv>(async (c, next) => {
    const token = tokenFromHeader(c.req.header("Authorization"));
    if (!token) throw new HttpError(401, "Authentication required");
    const user = await tokens.verify(token);
    if (!user) throw new HttpError(401, "Your session is invalid or has expired. Please log in again.");
    if (user.role !== role) throw new HttpError(403, "You do not have access to this resource");
    c.set("user", user);
    await next();
  });
}
