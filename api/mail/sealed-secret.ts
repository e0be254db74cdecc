import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";

/**
 * Where a message's secret (a reset link's token) stands in its stored html and text: the worker
 * puts the secret in its place at the moment it sends, so the console's Mail page and the
 * database show "(sealed)" where the link's token goes.
 */
export const SEALED = "(sealed)";

/** Seals a message's secret for the outbox and opens it for the worker, under the server's secret. */
export interface Sealer {
  seal(secret: string): string;
  /** Throws when `sealed` was not sealed under this server's secret (JWT_SECRET changed since). */
  open(sealed: string): string;
}

export function createSealer(serverSecret: string): Sealer {
  // A key of its own, derived from the token secret, as the signed download URLs' is.
  const key = createHmac("sha256", serverSecret).update("mail-sealed-secrets").digest();
  return {
    seal(secret) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
      return [iv, cipher.getAuthTag(), body].map((part) => part.toString("base64url")).join(".");
    },
    open(sealed) {
      const [iv, tag, body] = sealed.split(".").map((part) => Buffer.from(part, "base64url"));
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, iv);
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
      } catch {
        throw new Error("its link was sealed under another JWT_SECRET: ask for a new one");
      }
    },
  };
}

/** A message's html or text with its secret in the placeholder's place. */
export const unsealed = (text: string, secret: string) => text.replaceAll(SEALED, secret);
