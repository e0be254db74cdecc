import type { Context } from "hono";
import { recordActivity } from "../activity/record.ts";
import type { LoginAnswer } from "@institute/schemas";
import type { Deps } from "../deps.ts";
import { countedAddress } from "../http/client-address.ts";
import { HttpError } from "../http/errors.ts";
import { type LoginKind, throttledLogin, WINDOW_MINUTES } from "./login-throttle.ts";
import { verifyPassword } from "./password.ts";

export interface LoginAccount {
  id: number;
  name: string;
  password_hash: string;
  token_version: number;
  /** Why the account, once its password is right, may not log in (a deactivated student): a 403. */
  refusal?: string;
}

export interface PasswordLogin {
  kind: LoginKind;
  /** What the caller typed to name the account (username or email); the lockout counts per account. */
  account: string;
  password: string;
  find: () => Promise<LoginAccount | undefined>;
}

/**
 * What someone typed as a username, as the log keeps it: on one line (it is shown as typed,
 * untrusted; the login's schema already bounds it at 100 characters).
 */
const typedName = (typed: string) => typed.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, " ").trim();

/**
 * An admin's login in the activity log: a failure names the username typed and what was answered.
 * A refusal by the lockout is written once per address and lockout window: the failures before it
 * are the trail, and a flood of refused guesses would otherwise fill the log.
 */
const recordLogin = (deps: Deps, c: Context, action: string, id: number | null, name: string, status?: number) =>
  recordActivity(
    deps,
    c,
    {
      admin_id: id,
      admin_name: id === null ? typedName(name) : name,
      action,
      entity: "Admin",
      entity_id: id === null ? null : String(id),
      record_name: "",
      summary: status ? `answered ${status}` : "",
    },
    status === 429 ? WINDOW_MINUTES : undefined,
  );

/**
 * The one login flow of admins and students: the lockout, a password check that costs the
 * same whether or not the account exists, and a token of `kind`'s role. Every failure is the
 * same 401, so the answer never tells whether the account exists.
 */
export async function passwordLogin(deps: Deps, c: Context, login: PasswordLogin): Promise<LoginAnswer> {
  const address = countedAddress(c, deps.config.TRUST_PROXY);
  const found = await login.find();
  const account = await throttledLogin(
    deps.sql,
    { kind: login.kind, account: login.account, address },
    async () => {
      const ok = await verifyPassword(login.password, found?.password_hash);
      return ok && found ? found : null;
    },
  ).catch(async (e) => {
    // Who tried which account from where (never the password): the trail of a guessing run.
    if (e instanceof HttpError) {
      deps.log.warn("login failed", { kind: login.kind, account: login.account, address, status: e.status });
      if (login.kind === "admin") await recordLogin(deps, c, "login-failed", null, login.account, e.status);
    }
    throw e;
  });
  // Told only to whoever knows the password, so the answer reveals nothing to a guesser.
  if (account.refusal) throw new HttpError(403, account.refusal);
  if (login.kind === "admin") await recordLogin(deps, c, "login", account.id, account.name);
  const token = await deps.tokens.sign({ id: account.id, role: login.kind, name: account.name, version: account.token_version });
  return { token, name: account.name };
}
