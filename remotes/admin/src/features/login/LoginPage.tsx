import { ADMIN } from "@institute/routes";
import { api } from "@institute/api-client";
import { adminLoginAtom, isAdminAtom } from "@institute/auth";
import { CredentialsForm, LOGIN_TOAST_MS, toast } from "@institute/ui";
import { Link, Navigate, useNavigate } from "@tanstack/react-router";
import { useAtomValue, useSetAtom } from "jotai";
import { useState } from "react";
import { serverError } from "../../shared/hooks";

const USERNAME = { label: "Username", name: "username", type: "text", requiredMessage: "Username is required." } as const;

/** /admin: the administrator's login; an admin already logged in goes straight to the dashboard. */
export function LoginPage() {
  const isAdmin = useAtomValue(isAdminAtom);
  const login = useSetAtom(adminLoginAtom);
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);

  if (isAdmin && !submitting) return <Navigate to={ADMIN.dashboard} replace />;

  async function submit({ account, password }: { account: string; password: string }) {
    setSubmitting(true);
    try {
      const answer = await api.admin.login({ json: { username: account, password } });
      if (!answer?.token) {
        toast.error("No token received from server", { duration: LOGIN_TOAST_MS });
        setSubmitting(false);
        return;
      }
      login({ token: answer.token, name: answer.name ?? "" });
      await navigate({ to: ADMIN.dashboard });
    } catch (error) {
      toast.error(serverError(error, "Login failed. Please try again."), { duration: LOGIN_TOAST_MS });
      setSubmitting(false);
    }
  }

  return (
    <div className="adm-login">
      <section className="auth-card" aria-labelledby="adm-login-title">
        <h1 id="adm-login-title">Admin Login</h1>
        <CredentialsForm account={USERNAME} submitting={submitting} onSubmit={submit} />
        <p>
          <Link to={ADMIN.forgot}>Forgot password?</Link>
        </p>
      </section>
    </div>
  );
}
