import type { Sql } from "../db/database.ts";
import { transaction } from "../db/transaction.ts";
import { HttpError } from "../http/errors.ts";

export const WINDOW_MINUTES = 15;
/** Failures for one account from one address before that pair is locked out. */
export const PAIR_LIMIT = 5;
/** Failures from one address across all accounts (credential stuffing). */
export const ADDRESS_LIMIT = 50;

/** Who logs in; the table login_attempts checks its kind against these (api/db/enums_test.ts). */
export const LOGIN_KINDS = ["admin", "student"] as const;
export type LoginKind = (typeof LOGIN_KINDS)[number];

export interface LoginAttempt {
  kind: LoginKind;
  account: string;
  address: string;
}

class TooManyAttempts extends HttpError {
  constructor(retryAfterSeconds: number) {
    const seconds = Math.max(1, retryAfterSeconds);
    super(429, `Too many failed login attempts. Please try again in ${Math.ceil(seconds / 60)} minutes.`, undefined, {
      "Retry-After": String(seconds),
    });
  }
}

/**
 * Runs `check` (verify the password) unless the account/address pair or the address is
 * locked out. The attempt is recorded as a failure before the check, under a transaction-scoped
 * lock on the pair, so parallel guesses count one after another and the limit is exact; no
 * connection is held while the password hash is computed. A passing check clears the pair.
 */
export async function throttledLogin<T>(sql: Sql, attempt: LoginAttempt, check: () => Promise<T | null>): Promise<T> {
  const account = attempt.account.trim().toLowerCase();
  const window = `${WINDOW_MINUTES} minutes`;
  await transaction(sql, async (tx) => {
    await tx`select pg_advisory_xact_lock(hashtext(${`${attempt.kind}\n${account}\n${attempt.address}`}))`;
    const [state] = await tx`
      select
        count(*) filter (where kind = ${attempt.kind} and account = ${account})::int as pair,
        count(*)::int as address,
        coalesce(extract(epoch from (min(attempted_at) filter (where kind = ${attempt.kind} and account = ${account}) + ${window}::interval - now())), 0)::int as pair_wait,
        coalesce(extract(epoch from (min(attempted_at) + ${window}::interval - now())), 0)::int as address_wait
      from login_attempts
      where address = ${attempt.address} and attempted_at > now() - ${window}::interval`;
    if (state.pair >= PAIR_LIMIT) throw new TooManyAttempts(state.pair_wait);
    if (state.address >= ADDRESS_LIMIT) throw new TooManyAttempts(state.address_wait);
    await tx`insert into login_attempts (kind, account, address) values (${attempt.kind}, ${account}, ${attempt.address})`;
  });

  const result = await check();
  if (result === null) {
    await sql`delete from login_attempts where attempted_at < now() - ${window}::interval`;
    throw new HttpError(401, "Invalid credentials");
  }
  await sql`delete from login_attempts where kind = ${attempt.kind} and account = ${account} and address = ${attempt.address}`;
  return result;
}
