import { api } from "@institute/api-client";
import { Field, toast } from "@institute/ui";
import { useRouterState } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { Honeypot, honeypotValue } from "../../shared/Honeypot";
import { trimFields, useFormFields } from "../../shared/useFormFields";
import { type InquiryErrors, validateInquiry } from "./validate";

const MAX_PREFILL = 200;
const searchText = (value: unknown) => (typeof value === "string" ? value.slice(0, MAX_PREFILL) : "");

/**
 * /inquiry: a course inquiry, checked field by field. A batch's Inquire Now
 * link passes ?course=…&batch=… and the message starts from them.
 */
export function InquiryPage() {
  const search = useRouterState({ select: (s) => s.location.search as Record<string, unknown> });
  const course = searchText(search.course);
  const batch = searchText(search.batch);
  const message = course ? `I would like to know more about the ${course} course${batch ? `, batch starting ${batch}` : ""}.` : "";
  // A new course or batch in the address starts a new form.
  return <InquiryForm key={message} message={message} />;
}

function InquiryForm({ message }: { message: string }) {
  const [errors, setErrors] = useState<InquiryErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const { values, bind, reset } = useFormFields({
    initial: { message },
    // Editing a field clears its error.
    onEdit: (field) => setErrors((e) => ({ ...e, [field]: undefined })),
  });

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const found = validateInquiry(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSubmitting(true);
    try {
      await api.inquiries.send({ json: { ...trimFields(values), website: honeypotValue(e.currentTarget) } });
      toast.success("Inquiry submitted successfully!");
      reset();
    } catch {
      toast.error("Failed to submit inquiry.");
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <section className="pub-page pub-narrow" aria-labelledby="pub-inquiry-title">
      <h1 id="pub-inquiry-title">Course Inquiry</h1>
      <p className="pub-lead">Tell us which course or batch interests you; a counsellor will call you back.</p>
      <form className="pub-form" onSubmit={submit} noValidate aria-labelledby="pub-inquiry-title">
        <div className="pub-form-row">
          <Field label="Name" error={errors.name} required>
            {(control) => <input {...control} {...bind("name")} autoComplete="name" maxLength={100} />}
          </Field>
          <Field label="Email" error={errors.email} required>
            {(control) => <input {...control} {...bind("email")} type="email" autoComplete="email" maxLength={254} />}
          </Field>
        </div>
        <Field label="Mobile" error={errors.mobile} hint="10 digits" required>
          {(control) => (
            <input
              {...control}
              {...bind("mobile")}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={20}
            />
          )}
        </Field>
        <Field label="Message" error={errors.message} required>
          {(control) => <textarea {...control} {...bind("message")} rows={5} maxLength={5000} />}
        </Field>
        <Honeypot />
        <button type="submit" className="button button-primary" disabled={submitting}>
          {submitting ? "Submitting..." : "Submit Inquiry"}
        </button>
      </form>
    </section>
  );
}
