import { hash, verify } from "@node-rs/bcrypt";
import { PASSWORD_MAX_BYTES, utf8Length } from "@institute/schemas";
import pLimit from "p-limit";

const COST = 10;

/**
 * Password work (a tenth of a second of CPU each) runs on all cores but one, the others waiting
 * their turn: a flood of registrations, resets or logins then slows password work alone, never
 * the pages and reads served beside it.
 */
const passwordWork = pLimit(Math.max(1, navigator.hardwareConcurrency - 1));

export const hashPassword = (plain: string): Promise<string> => passwordWork(() => hash(plain, COST));

// Compared against when the account does not exist, so a miss costs the same
// time as a wrong password and response timing does not reveal accounts.
const DUMMY_HASH = "$2b$10$WUq/uNqvNrbXfGzY5TmIr.s11C8MhvT.gYGNkMC4lwB6NI9UvDzBC";

export async function verifyPassword(plain: string, stored: string | null | undefined): Promise<boolean> {
  // bcrypt would compare only the first 72 bytes: a longer password matches no stored one,
  // after the same work as any other check.
  const fits = utf8Length(plain) <= PASSWORD_MAX_BYTES;
  // A malformed stored hash is a failed login, not a server error.
  const ok = await passwordWork(() => verify(plain, (fits && stored) || DUMMY_HASH)).catch(() => false);
  return ok && fits && Boolean(stored);
}
