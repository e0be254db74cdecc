import { type ReactNode, useId } from "react";

export interface ControlProps {
  id: string;
  "aria-invalid": boolean;
  "aria-describedby"?: string;
  "aria-required"?: boolean;
}

export interface FieldProps {
  label: string;
  error?: string | null;
  hint?: string;
  required?: boolean;
  children: (control: ControlProps) => ReactNode;
}

/**
 * A labelled control with its inline error: the label is tied to the control, and the error
 * is announced and linked through aria-describedby.
 */
export function Field({ label, error, hint, required, children }: FieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`field${error ? " field-invalid" : ""}`}>
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true">{" *"}</span> : null}
      </label>
      {children({ id, "aria-invalid": Boolean(error), "aria-describedby": described, "aria-required": required || undefined })}
      {hint ? <p id={`${id}-hint`} className="field-hint">{hint}</p> : null}
      {error ? <p id={`${id}-error`} className="field-error" role="alert">{error}</p> : null}
    </div>
  );
}
