import { join } from "node:path";
import type { Env } from "../config.ts";

/**
 * JWT_SECRET when set (required in production). Otherwise a random secret kept in
 * DATA_DIR, so tokens survive restarts of a development server.
 */
export async function jwtSecret(config: Env): Promise<string> {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  const file = join(config.DATA_DIR, "jwt-secret");
  try {
    return (await Deno.readTextFile(file)).trim();
  } catch (e) {
    if (!(e instanceof Deno.errors.NotFound)) throw e;
  }
  const secret = Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) => b.toString(16).padStart(2, "0")).join("");
  await Deno.mkdir(config.DATA_DIR, { recursive: true });
  await Deno.writeTextFile(file, secret, { mode: 0o600 });
  return secret;
}
