import { api, ApiError } from "@institute/api-client";
import { studentLoginAtom } from "@institute/auth";
import { Field, LOGIN_TOAST_MS, toast } from "@institute/ui";
import { Link, useNavigate } from "@tanstack/react-router";
import { useSetAtom } from "jotai";
import { type FormEvent, useState } from "react";
import { useDelayedAction } from "../../shared/useDelayedAction";

/** Spec section 9: after a successful login the student goes to / after 1.5 s. */
export const REDIRECT_DELAY_MS = 1500;

type Errors = Partial<Record<"email" | "password", string>>;

function check(email: string, password: string): Errors {
  const errors: Errors = {};
  if (!email.trim()) errors.email = "Email is required.";
  if (!password) errors.password = "Password is required.";
  return errors;
}

/** /student-login: email and password, the shared student session, then home. */
export function LoginPage() {
  const login = useSetAtom(studentLoginAtom);
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const later = useDelayedAction();

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = check(email, password);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSubmitting(true);
    try {
      const session = await api.students.login({ email: email.trim(), password });
      login(session);
      toast.success("Login successful!", { duration: LOGIN_TOAST_MS });
      later(() => navigate({ to: "/" }), REDIRECT_DELAY_MS);
    } catch (error) {
      toast.error(error instanceof ApiError && error.message ? error.message : "Login failed", { duration: LOGIN_TOAST_MS });
      setSubmitting(false);
    }
  }

  return (
    <section className="auth-card" aria-labelledby="login-title">
      <h1 id="login-title">Student Login</h1>
      <form onSubmit={submit} noValidate>
        <Field label="Email" error={errors.email} required>
          {(control) => (
            <input {...control} type="email" name="email" autoComplete="email" value={email} onChange={(e) => {
              setEmail(e.target.value);
              setErrors((x) => ({ ...x, email: undefined }));
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
      <p>
        New here? <Link to="/student-register">Register as a student</Link>
      </p>
    </section>
  );
}
