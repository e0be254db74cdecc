import { ForgotPassword } from "@institute/schemas";
import { toast } from "@institute/toast";
import { type ReactNode, useState } from "react";
import { Field } from "./Field.tsx";
import { useSchemaForm } from "./use-schema-form.ts";

export interface ForgotPasswordCardProps {
  /** What the email is: the one registered with, or the one set on the staff account. */
  intro: string;
  /** Asks the API for a link; resolves with its answer, the same whether or not the address is known. */
  ask: (email: string) => Promise<{ message: string }>;
  /** Under the form: where to go instead (the login page). */
  children: ReactNode;
}

/** "Forgot password": an email, then the API's answer in place of the form. The students' and the staff's. */
export function ForgotPasswordCard({ intro, ask, children }: ForgotPasswordCardProps) {
  const form = useSchemaForm(ForgotPassword, { email: "" }, { checkOn: "submit" });
  // The server's answer, the same whether or not the address is an account's: the page tells no one who has one.
  const [sent, setSent] = useState("");

  const submit = form.onSubmit(async ({ email }) => {
    try {
      setSent((await ask(email)).message);
    } catch (error) {
      if (!form.showServerIssues(error)) toast.error((error as Error).message || "Failed to send the link");
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
            <p>{intro}</p>
            <Field label="Email" error={form.errors.email} required>
              {(control) => <input {...control} {...form.bind("email")} type="email" autoComplete="email" />}
            </Field>
            <button type="submit" className="button button-primary" disabled={form.sending}>
              {form.sending ? "Sending..." : "Send reset link"}
            </button>
          </form>
        )}
      {children}
    </section>
  );
}
