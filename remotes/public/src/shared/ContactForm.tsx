import { api, ApiError } from "@institute/api-client";
import { type ControlProps, Field, toast } from "@institute/ui";
import { type FormEvent, useId, useState } from "react";
import { Honeypot, honeypotValue } from "./Honeypot";
import { type MessageFields, trimFields, useFormFields } from "./useFormFields";

const ALL_REQUIRED = "All fields are required.";

/** What the user is told when the call fails: a refused field (400) names the server's reason. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 400 && error.message) return error.message;
  return "Something went wrong. Please try again later.";
}

/** The contact form of the home section and of /contact: all four fields required. */
export function ContactForm() {
  const [missing, setMissing] = useState(false);
  const [sending, setSending] = useState(false);
  const { values, bind, reset } = useFormFields();
  // Once asked for, each field is marked until it is filled, and the message until all are.
  const empty = (field: keyof MessageFields) => missing && !values[field].trim();
  const showMissing = missing && Object.values(values).some((v) => !v.trim());

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const trimmed = trimFields(values);
    if (Object.values(trimmed).some((v) => !v)) {
      setMissing(true);
      return;
    }
    setMissing(false);
    setSending(true);
    try {
      const answer = await api.contacts.send({ json: { ...trimmed, website: honeypotValue(e.currentTarget) } });
      if (answer.success) {
        toast.success("Message sent successfully!");
        reset();
      } else {
        toast.error("Failed to send message.");
      }
    } catch (error) {
      toast.error(failureMessage(error));
    } finally {
      setSending(false);
    }
  }

  const errorId = useId();
  // The control's own wiring (label, hint) plus the shared message when this field is empty.
  const wire = (control: ControlProps, field: keyof MessageFields) => ({
    ...control,
    "aria-invalid": empty(field),
    "aria-describedby": [control["aria-describedby"], empty(field) ? errorId : null].filter(Boolean).join(" ") || undefined,
  });
  return (
    <form className="pub-form" onSubmit={submit} noValidate aria-label="Contact form">
      <div className="pub-form-row">
        <Field label="Name" required>
          {(control) => <input {...wire(control, "name")} {...bind("name")} autoComplete="name" maxLength={100} />}
        </Field>
        <Field label="Email" required>
          {(control) => <input {...wire(control, "email")} {...bind("email")} type="email" autoComplete="email" maxLength={254} />}
        </Field>
      </div>
      <Field label="Mobile" hint="10 digits" required>
        {(control) => (
          <input
            {...wire(control, "mobile")}
            {...bind("mobile")}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
          />
        )}
      </Field>
      <Field label="Message" required>
        {(control) => <textarea {...wire(control, "message")} {...bind("message")} rows={4} maxLength={5000} />}
      </Field>
      <Honeypot />
      {showMissing && <p id={errorId} className="field-error" role="alert">{ALL_REQUIRED}</p>}
      <button type="submit" className="button button-primary" disabled={sending}>
        {sending ? "Sending..." : "Send Message"}
      </button>
    </form>
  );
}
