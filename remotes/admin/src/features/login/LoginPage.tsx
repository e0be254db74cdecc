import { api } from "@institute/api-client";
import { adminLoginAtom, isAdminAtom } from "@institute/auth";
import { Field, LOGIN_TOAST_MS, toast } from "@institute/ui";
import { Navigate, useNavigate } from "@tanstack/react-router";
import { useAtomValue, useSetAtom } from "jotai";
import { type FormEvent, useState } from "react";
import { serverError } from "../shared/hooks";

type Errors = Partial<Record<"username" | "password", string>>;

/** /admin: the administrator's login; an admin already logged in goes straight to the dashboard. */
export function LoginPage() {
  const isAdmin = useAtomValue(isAdminAtom);
  const login = useSetAtom(adminLoginAtom);
  const navigate = useNavigate();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);

  if (isAdmin && !submitting) return <Navigate to="/admin/dashboard" replace />;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found: Errors = {};
    if (!username.trim()) found.username = "Username is required.";
    if (!password) found.password = "Password is required.";
    setErrors(found);
    if (Object.keys(found).length) return;
    setSubmitting(true);
    try {
      const answer = await api.admin.login({ username: username.trim(), password });
      if (!answer?.token) {
        toast.error("No token received from server", { duration: LOGIN_TOAST_MS });
        setSubmitting(false);
        return;
      }
      login({ token: answer.token, name: answer.name ?? "" });
      await navigate({ to: "/admin/dashboard" });
    } catch (error) {
      toast.error(serverError(error, "Login failed. Please try again."), { duration: LOGIN_TOAST_MS });
      setSubmitting(false);
    }
  }

  return (
    <section className="adm-login" aria-labelledby="adm-login-title">
      <h1 id="adm-login-title">Admin Login</h1>
      <form onSubmit={submit} noValidate>
        <Field label="Username" error={errors.username} required>
          {(control) => (
            <input {...control} name="username" autoComplete="username" value={username} onChange={(e) => {
              setUsername(e.target.value);
              setErrors((x) => ({ ...x, username: undefined }));
            }} />
          )}
        </Field>
        <Field label="Password" error={errors.password} required>
          {(control) => (
            <input {...control} type="password" name="password" autoComplete="current-password" value={password} onChange={(e) => {
              setPassword(e.target.value);
              setErrors((x) => ({ ...x, password: undefined }));
            }} />
          )}
        </Field>
        <button type="submit" className="button button-primary" disabled={submitting}>
          {submitting ? "Logging in..." : "Login"}
        </button>
      </form>
    </section>
  );
}
