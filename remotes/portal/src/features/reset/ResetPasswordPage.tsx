import { api } from "@institute/api-client";
import { PORTAL } from "@institute/routes";
import { PASSWORD_MIN, PasswordReset } from "@institute/schemas";
import { ResetPasswordCard } from "@institute/ui";
import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { REDIRECT_DELAY_MS, useDelayedAction } from "../../shared/use-delayed-action";

/** /student-reset?token=…: the new password, set with the one-time link mailed to the student or given by an admin. */
export function ResetPasswordPage() {
  // As the route reads the address (app/routes.tsx).
  const token = useSearch({ strict: false, select: (search: { token?: string }) => search.token ?? "" });
  const navigate = useNavigate();
  const later = useDelayedAction();
  return (
    <ResetPasswordCard
      schema={PasswordReset}
      hint={`At least ${PASSWORD_MIN} characters, not a common password.`}
      token={token}
      send={(reset) => api.passwordResets.use({ json: reset })}
      onChanged={() =>
        later(() => navigate({ to: PORTAL.login, state: (state) => ({ ...state, passwordChanged: true }) }), REDIRECT_DELAY_MS)}
      changed={<Link to={PORTAL.login} state={(state) => ({ ...state, passwordChanged: true })}>Log in with it</Link>}
      askAgain={<Link to={PORTAL.forgot}>Get a new link by mail</Link>}
    >
      <p>
        <Link to={PORTAL.login}>Back to Student Login</Link>
      </p>
    </ResetPasswordCard>
  );
}
