import { Field } from "./Field.tsx";

export interface PasswordFieldProps {
  label: string;
  error?: string | null;
  /** The account's rule, shown under the field. */
  hint?: string;
  /** "current-password" lets the browser fill a saved one; "new-password" lets it suggest one. */
  autoComplete: "current-password" | "new-password";
  /** The field's binding from useSchemaForm. */
  bind: {
    name: string;
    value: string;
    onChange: (e: { target: { value: string } }) => void;
    onBlur: (e: { relatedTarget: EventTarget | null }) => void;
  };
}

/** A required password input with its label, hint and inline error. */
export function PasswordField({ label, error, hint, autoComplete, bind }: PasswordFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} required>
      {(control) => <input {...control} {...bind} type="password" autoComplete={autoComplete} />}
    </Field>
  );
}
