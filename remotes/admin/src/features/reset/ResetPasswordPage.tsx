import { api } from "@institute/api-client";
import { ADMIN } from "@institute/routes";
import { ADMIN_PASSWORD_MIN, StaffPasswordReset } from "@institute/schemas";
import { ResetPasswordCard } from "@institute/ui";
import { Link, useSearch } from "@tanstack/react-router";

/** /admin/reset-password?token=…: a staff account's new password, set with the one-time link mailed to it. */
export function ResetPasswordPage() {
  // As the route reads the address (app/routes.tsx).
  const token = useSearch({ strict: false, select: (search: { token?: string }) => search.token ?? "" });
  return (
    <div className="adm-login">
      <ResetPasswordCard
        schema={StaffPasswordReset}
        hint={`At least ${ADMIN_PASSWORD_MIN} characters, not a common password.`}
        token={token}
        send={(reset) => api.passwordResets.useStaff({ json: reset })}
        changed={<Link to={ADMIN.login}>Log in with it</Link>}
        askAgain={<Link to={ADMIN.forgot}>Get a new link by mail</Link>}
      >
        <p>
          <Link to={ADMIN.login}>Back to Admin Login</Link>
        </p>
      </ResetPasswordCard>
    </div>
  );
}
