import { api } from "@institute/api-client";
import { ADMIN } from "@institute/routes";
import { ForgotPasswordCard } from "@institute/ui";
import { Link } from "@tanstack/react-router";

/** /admin/forgot-password: a reset link by mail, to the email set on the staff account. */
export function ForgotPasswordPage() {
  return (
    <div className="adm-login">
      <ForgotPasswordCard
        intro="Enter your staff account's email, and we will mail you a link to set a new password."
        ask={(email) => api.passwordResets.requestStaff({ json: { email } })}
      >
        <p className="auth-hint">
          No mail? Check your spam folder. An account without an email gets none: another admin can set you a new password on the Staff
          page.
        </p>
        <p>
          <Link to={ADMIN.login}>Back to Admin Login</Link>
        </p>
      </ForgotPasswordCard>
    </div>
  );
}
