import { api } from "@institute/api-client";
import { PORTAL } from "@institute/routes";
import { ForgotPasswordCard } from "@institute/ui";
import { Link } from "@tanstack/react-router";

/** /student-forgot-password: a reset link by mail, to the email the student registered with. */
export function ForgotPasswordPage() {
  return (
    <ForgotPasswordCard
      intro="Enter the email you registered with, and we will mail you a link to set a new password."
      ask={(email) => api.passwordResets.request({ json: { email } })}
    >
      <p className="auth-hint">No mail? Check your spam folder, or ask the institute for a reset link.</p>
      <p>
        <Link to={PORTAL.login}>Back to Student Login</Link>
      </p>
    </ForgotPasswordCard>
  );
}
