import { api, ApiError } from "@institute/api-client";
import { PORTAL } from "@institute/routes";
import { ForgotPassword } from "@institute/schemas";
import { Field, toast, useSchemaForm } from "@institute/ui";
import { Link } from "@tanstack/react-router";
import { useState } from "react";

/** /student-forgot-password: a reset link by mail, to the email the student registered with. */
export function ForgotPasswordPage() {
  const form = useSchemaForm(ForgotPassword, { email: "" }, { checkOn: "submit" });
  // The server's answer, the same whether or not the address is a student's.
  const [sent, setSent] = useState("");

  const submit = form.onSubmit(async ({ email }) => {
    try {
      setSent((await api.passwordResets.request({ json: { email } })).message);
    } catch (error) {
      if (!form.showServerIssues(error)) {
        toast.error(error instanceof ApiError && error.message ? error.message : "Failed to send the link");
      }
    }
  });

  return (
    <section className="auth-card" aria-labelledby="forgot-title">
      <h1 id="forgot-title">Forgot password</h1>
      {sent
        ? (
          <p className="notice notice-done" role="status">
            {sent}
          </p>
        )
        : (
          <form onSubmit={submit} noValidate aria-labelledby="forgot-title">
            <p>Enter the email you registered with, and we will mail you a link to set a new password.</p>
            <Field label="Email" error={form.errors.email} required>
              {(control) => <input {...control} {...form.bind("email")} type="email" autoComplete="email" />}
            </Field>
            <button type="submit" className="button button-primary" disabled={form.sending}>
              {form.sending ? "Sending..." : "Send reset link"}
            </button>
          </form>
        )}
      <p className="portal-hint">No mail? Check your spam folder, or ask the institute for a reset link.</p>
      <p>
        <Link to={PORTAL.login}>Back to Student Login</Link>
      </p>
    </section>
  );
}
