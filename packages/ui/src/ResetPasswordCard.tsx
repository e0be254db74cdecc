import { RESET_LINK_INVALID } from "@institute/schemas";
import { toast } from "@institute/toast";
import { type ReactNode, useState } from "react";
import { z } from "zod";
import { withConfirmation } from "./confirmed-password.ts";
import { PasswordField } from "./PasswordField.tsx";
import { useSchemaForm } from "./use-schema-form.ts";

type Reset = { token: string; newPassword: string };

export interface ResetPasswordCardProps {
  /** The API's schema of the reset (the account's password rules). */
  schema: z.ZodObject<{ token: z.ZodType<string>; newPassword: z.ZodType<string> }>;
  /** Shown under the new password: the account's rule. */
  hint: string;
  /** The one-time link's token, as the page's address gives it. */
  token: string;
  /** Sets the password; resolves with the API's answer, rejects with its error. */
  send: (reset: Reset) => Promise<{ message: string }>;
  /** After the change: the toast has been shown. */
  onChanged?: () => void;
  /** Once changed: a link to log in with the new password. */
  changed: ReactNode;
  /** For a link that cannot be used: a link to ask for a new one. */
  askAgain: ReactNode;
  /** Under the form: the way back to the login. */
  children: ReactNode;
}

/**
 * "Set a new password" with a one-time link: the new password twice, or, for a link the server
 * refuses or the address mangled, why, and the way to a new one. The students' and the staff's.
 */
export function ResetPasswordCard({ schema, hint, token, send, onChanged, changed, askAgain, children }: ResetPasswordCardProps) {
  const form = useSchemaForm(withConfirmation(schema), { token, newPassword: "", confirmPassword: "" }, { checkOn: "submit" });
  // The link's own failure (malformed here; unknown, used or expired for the server): no field of the form can fix it.
  const [serverRefusal, setServerRefusal] = useState("");
  const [done, setDone] = useState(false);
  const refused = schema.shape.token.safeParse(token).success ? serverRefusal : RESET_LINK_INVALID;

  const submit = form.onSubmit(async (reset) => {
    try {
      toast.success((await send({ token: reset.token, newPassword: reset.newPassword })).message);
      setDone(true);
      onChanged?.();
    } catch (error) {
      // As showServerIssues reads the API's error: its issues name the fields.
      const { issues, message } = error as { issues?: { path: string }[]; message?: string };
      if (issues?.some((issue) => issue.path === "token")) setServerRefusal(message || RESET_LINK_INVALID);
      else if (!form.showServerIssues(error)) toast.error((error as Error).message || "Failed to change the password");
    }
  });

  return (
    <section className="auth-card" aria-labelledby="reset-title">
      <h1 id="reset-title">Set a new password</h1>
      {done
        ? (
          <p className="notice notice-done" role="status">
            Your password has been changed. {changed}
          </p>
        )
        : refused
        ? (
          <>
            <p className="auth-refused" role="alert">
              {refused}
            </p>
            <p>{askAgain}</p>
          </>
        )
        : (
          <form onSubmit={submit} noValidate aria-labelledby="reset-title">
            <PasswordField
              label="New password"
              error={form.errors.newPassword}
              hint={hint}
              autoComplete="new-password"
              bind={form.bind("newPassword")}
            />
            <PasswordField
              label="Confirm new password"
              error={form.errors.confirmPassword}
              autoComplete="new-password"
              bind={form.bind("confirmPassword")}
            />
            <button type="submit" className="button button-primary" disabled={form.sending}>
              {form.sending ? "Saving..." : "Set password"}
            </button>
          </form>
        )}
      {!done && children}
    </section>
  );
}
