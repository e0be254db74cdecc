import type { Context } from "hono";
import type { Deps } from "../deps.ts";
import { countedAddress } from "../http/client-address.ts";
import { HttpError } from "../http/errors.ts";
import { fieldError } from "../http/validation.ts";
import { findCredentials, replacePassword } from "./accounts.ts";
import { isCommonPassword, TOO_COMMON } from "./common-passwords.ts";
import { throttledLogin } from "./login-throttle.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import { accountGone, type AuthUser } from "./tokens.ts";

const WRONG_CURRENT = "Your current password is not correct";

/**
 * Checks the signed-in account's current password, as a change of what guards the account (its
 * password, its email) needs: under the login lockout, so a stolen token cannot be used to guess
 * it freely; a wrong one is a 401 that names the field. Answers the account.
 */
export async function confirmCurrentPassword(deps: Deps, c: Context, user: AuthUser, currentPassword: string) {
  const account = await findCredentials(deps.sql, user.role, user.id);
  if (!account) throw accountGone();
  const address = countedAddress(c, deps.config.TRUST_PROXY);
  await throttledLogin(deps.sql, { kind: user.role, account: account.login, address }, async () => {
    return (await verifyPassword(currentPassword, account.password_hash)) || null;
  }).catch((e) => {
    if (e instanceof HttpError && e.status === 401) {
      deps.log.warn("current password refused", { kind: user.role, account: account.login, address });
      throw new HttpError(401, WRONG_CURRENT, [{ path: "currentPassword", message: WRONG_CURRENT }]);
    }
    throw e;
  });
  return account;
}

/**
 * Changes the signed-in account's password, the current one confirmed first. The change refuses
 * every token the account holds, on every device; this session goes on with the new token in the answer.
 */
export async function changePassword(
  deps: Deps,
  c: Context,
  user: AuthUser,
  { currentPassword, newPassword }: { currentPassword: string; newPassword: string },
): Promise<string> {
  if (isCommonPassword(newPassword)) throw fieldError("newPassword", TOO_COMMON);
  const account = await confirmCurrentPassword(deps, c, user, currentPassword);
  const version = await replacePassword(deps.sql, user.role, user.id, await hashPassword(newPassword));
  if (version === undefined) throw accountGone();
  deps.log.info("password changed", { kind: user.role, account: account.login });
  return deps.tokens.sign({ id: user.id, role: user.role, name: account.name, version });
}
