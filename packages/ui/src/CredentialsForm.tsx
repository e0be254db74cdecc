import { type FormEvent, useState } from "react";
import { Field } from "./Field.tsx";

/** The account field of a login form: the student's email or the admin's username. */
export interface AccountField {
  label: string;
  name: "email" | "username";
  type: "email" | "text";
  /** Shown inline when the field is left empty. */
  requiredMessage: string;
}

export interface CredentialsFormProps {
  account: AccountField;
  /** What the account field starts with (the email just registered). */
  initialAccount?: string;
  /** The page owns the request; the button stays disabled while it runs. */
  submitting: boolean;
  /** Called with the trimmed account and the password, only when both are filled in. */
  onSubmit: (credentials: { account: string; password: string }) => void;
}

type Errors = Partial<Record<"account" | "password", string>>;

/** Account and password with inline errors, cleared as the user types; the login pages' shared form. */
export function CredentialsForm({ account: field, initialAccount = "", submitting, onSubmit }: CredentialsFormProps) {
  const [account, setAccount] = useState(initialAccount);
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<Errors>({});

  function submit(e: FormEvent) {
    e.preventDefault();
    const found: Errors = {};
    if (!account.trim()) found.account = field.requiredMessage;
    if (!password) found.password = "Password is required.";
    setErrors(found);
    if (!found.account && !found.password) onSubmit({ account: account.trim(), password });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Field label={field.label} error={errors.account} required>
        {(control) => (
          <input
            {...control}
            type={field.type}
            name={field.name}
            autoComplete={field.name}
            value={account}
            onChange={(e) => {
              setAccount(e.target.value);
              setErrors((x) => ({ ...x, account: undefined }));
            }}
          />
        )}
      </Field>
      <Field label="Password" error={errors.password} required>
        {(control) => (
          <input
            {...control}
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              setErrors((x) => ({ ...x, password: undefined }));
            }}
          />
        )}
      </Field>
      <button type="submit" className="button button-primary" disabled={submitting}>
        {submitting ? "Logging in..." : "Login"}
      </button>
    </form>
  );
}
