import { createHmac, timingSafeEqual } from "node:crypto";

/** Signs download paths (course PDFs) so a link works for its holder until it expires. */
export interface UrlSigner {
  sign(path: string, ttlSeconds?: number): { url: string; expiresAt: Date };
  verify(path: string, expires: string | undefined, signature: string | undefined): boolean;
}

export const DEFAULT_TTL_SECONDS = 3600;

export function createUrlSigner(secret: string, now: () => number = Date.now): UrlSigner {
  // A key of its own, derived from the token secret: a URL signature can never pass as a token's.
  const key = createHmac("sha256", secret).update("signed-download-urls").digest();
  const mac = (path: string, expires: number) => createHmac("sha256", key).update(`${path}\n${expires}`).digest("base64url");
  return {
    sign(path, ttlSeconds = DEFAULT_TTL_SECONDS) {
      const expires = Math.floor(now() / 1000) + ttlSeconds;
      return { url: `${path}?expires=${expires}&signature=${mac(path, expires)}`, expiresAt: new Date(expires * 1000) };
    },
    verify(path, expires, signature) {
      const at = Number(expires);
      if (!signature || !Number.isSafeInteger(at) || at * 1000 < now()) return false;
      const expected = Buffer.from(mac(path, at));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
