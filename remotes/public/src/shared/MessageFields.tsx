import { MOBILE_WRITTEN_MAX } from "@institute/schemas";
import { type ControlProps, Field } from "@institute/ui";
import type { ReactNode } from "react";

/** The four text fields every public message form has (contact and inquiry). */
export type MessageField = "name" | "email" | "mobile" | "message";
export const EMPTY_MESSAGE: Record<MessageField, string> = { name: "", email: "", mobile: "", message: "" };

interface Props {
  bind: (name: MessageField) => { name: string; value: string };
  /** Each field's own message, shown under it. */
  errors: Partial<Record<MessageField, string>>;
  /** Fields marked invalid whose message is one for the whole form, at the element `describedBy`. */
  flagged?: { fields: MessageField[]; describedBy: string };
  messageRows: number;
  /** A form's own fields, placed before the message (the inquiry's course). */
  children?: ReactNode;
}

export function MessageFields({ bind, errors, flagged, messageRows, children }: Props) {
  const wire = (name: MessageField) => (control: ControlProps) => {
    if (!flagged?.fields.includes(name)) return { ...control, ...bind(name) };
    const describedBy = [control["aria-describedby"], flagged.describedBy].filter(Boolean).join(" ");
    return { ...control, ...bind(name), "aria-invalid": true, "aria-describedby": describedBy };
  };
  return (
    <>
      <div className="pub-form-row">
        <Field label="Name" error={errors.name} required>
          {(control) => <input {...wire("name")(control)} autoComplete="name" maxLength={100} />}
        </Field>
        <Field label="Email" error={errors.email} required>
          {(control) => <input {...wire("email")(control)} type="email" autoComplete="email" maxLength={254} />}
        </Field>
      </div>
      <Field label="Mobile" error={errors.mobile} hint="10 digits" required>
        {(control) => (
          <input
            {...wire("mobile")(control)}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            // Room for a number pasted or filled in with its country code and spaces: the form keeps its digits (typedMobile).
            maxLength={MOBILE_WRITTEN_MAX}
          />
        )}
      </Field>
      {children}
      <Field label="Message" error={errors.message} required>
        {(control) => <textarea {...wire("message")(control)} rows={messageRows} maxLength={5000} />}
      </Field>
    </>
  );
}
