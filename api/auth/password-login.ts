import type { Context } from "hono";
import type { LoginAnswer } from "@institute/schemas";
import type { Deps } from "../deps.ts";
import { countedAddress } from "../http/client-address.ts";
import { HttpError } from "../http/errors.ts";
import { type LoginKind, throttledLogin } from "./login-throttle.ts";
import { verifyPassword } from "./password.ts";

export interface LoginAccount {
  id: number;
  name: string;
  password_hash: string;
  token_version: number;
}

export interface PasswordLogin {
  kind: LoginKind;
  /** What the caller typed to name the account (username or email); the lockout counts per account. */
  account: string;
  password: string;
  find: () => Promise<LoginAccount | undefined>;
}

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
  ).catch((e) => {
    // Who tried which account from where (never the password): the trail of a guessing run.
    if (e instanceof HttpError) deps.log.warn("login failed", { kind: login.kind, account: login.account, address, status: e.status });
    throw e;
  });
  const token = await deps.tokens.sign({ id: account.id, role: login.kind, name: account.name, version: account.token_version });
  return { token, name: account.name };
}
