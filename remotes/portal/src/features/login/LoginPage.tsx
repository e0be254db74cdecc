import { PORTAL, PUBLIC } from "@institute/routes";
import { api, ApiError } from "@institute/api-client";
import { studentLoginAtom } from "@institute/auth";
import { CredentialsForm, LOGIN_TOAST_MS, toast } from "@institute/ui";
import { Link, useNavigate, useRouterState } from "@tanstack/react-router";
import { useSetAtom } from "jotai";
import { useState } from "react";
import { REDIRECT_DELAY_MS, useDelayedAction } from "../../shared/use-delayed-action";

const EMAIL = { label: "Email", name: "email", type: "email", requiredMessage: "Email is required." } as const;

/** /student-login: email and password, the shared student session, then home. */
export function LoginPage() {
  const login = useSetAtom(studentLoginAtom);
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const later = useDelayedAction();
  const { registeredEmail, passwordChanged } = useRouterState({ select: (s) => s.location.state });

  async function submit({ account, password }: { account: string; password: string }) {
    setSubmitting(true);
    try {
      const session = await api.students.login({ json: { email: account, password } });
      login(session);
      toast.success("Login successful!", { duration: LOGIN_TOAST_MS });
      later(() => navigate({ to: PUBLIC.home }), REDIRECT_DELAY_MS);
    } catch (error) {
      toast.error(error instanceof ApiError && error.message ? error.message : "Login failed", { duration: LOGIN_TOAST_MS });
      setSubmitting(false);
    }
  }

  return (
    <section className="auth-card" aria-labelledby="login-title">
      <h1 id="login-title">Student Login</h1>
      {passwordChanged && <p className="notice notice-done" role="status">Your password has been changed: log in with the new one.</p>}
      <CredentialsForm account={EMAIL} initialAccount={registeredEmail} submitting={submitting} onSubmit={submit} />
      <p>
        <Link to={PORTAL.forgot}>Forgot password?</Link>
      </p>
      <p>
        New here? <Link to={PORTAL.register}>Register as a student</Link>
      </p>
    </section>
  );
}
