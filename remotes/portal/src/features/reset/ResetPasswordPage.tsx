import { api, ApiError } from "@institute/api-client";
import { PORTAL } from "@institute/routes";
import { PASSWORD_MIN, PasswordReset, RESET_LINK_INVALID } from "@institute/schemas";
import { PasswordField, toast, useSchemaForm, withConfirmation } from "@institute/ui";
import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { useState } from "react";
import { REDIRECT_DELAY_MS, useDelayedAction } from "../../shared/use-delayed-action";

const ResetForm = withConfirmation(PasswordReset);

/** /student-reset?token=…: the new password, set with the one-time link mailed to the student or given by an admin. */
export function ResetPasswordPage() {
  // As the route reads the address (app/routes.tsx).
  const token = useSearch({ strict: false, select: (search: { token?: string }) => search.token ?? "" });
  const navigate = useNavigate();
  const later = useDelayedAction();
  const form = useSchemaForm(ResetForm, { token, newPassword: "", confirmPassword: "" }, { checkOn: "submit" });
  // The link's own failure (malformed here; unknown, used or expired for the server): no field of the form can fix it.
  const [serverRefusal, setServerRefusal] = useState("");
  const [changed, setChanged] = useState(false);
  const refused = PasswordReset.shape.token.safeParse(token).success ? serverRefusal : RESET_LINK_INVALID;

  const submit = form.onSubmit(async (reset) => {
    try {
      const answer = await api.passwordResets.use({ json: { token: reset.token, newPassword: reset.newPassword } });
      toast.success(answer.message);
      setChanged(true);
      later(() => navigate({ to: PORTAL.login, state: (state) => ({ ...state, passwordChanged: true }) }), REDIRECT_DELAY_MS);
    } catch (error) {
      const linkRefused = error instanceof ApiError && error.issues?.some((issue) => issue.path === "token");
      if (linkRefused) setServerRefusal(error.message);
      else if (!form.showServerIssues(error)) {
        toast.error(error instanceof ApiError && error.message ? error.message : "Failed to change the password");
      }
    }
  });

  return (
    <section className="auth-card" aria-labelledby="reset-title">
      <h1 id="reset-title">Set a new password</h1>
      {changed
        ? (
          <p className="notice notice-done" role="status">
            Your password has been changed.{" "}
            <Link to={PORTAL.login} state={(state) => ({ ...state, passwordChanged: true })}>Log in with it</Link>
          </p>
        )
        : refused
        ? (
          <>
            <p className="portal-refused" role="alert">
              {refused}
            </p>
            <p>
              <Link to={PORTAL.forgot}>Get a new link by mail</Link>
            </p>
          </>
        )
        : (
          <form onSubmit={submit} noValidate aria-labelledby="reset-title">
            <PasswordField
              label="New password"
              error={form.errors.newPassword}
              hint={`At least ${PASSWORD_MIN} characters, not a common password.`}
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
      {!changed && (
        <p>
          <Link to={PORTAL.login}>Back to Student Login</Link>
        </p>
      )}
    </section>
  );
}
