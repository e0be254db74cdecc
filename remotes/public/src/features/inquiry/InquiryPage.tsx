import { api, queries } from "@institute/api-client";
import { InquiryRequest, typedMobile } from "@institute/schemas";
import { Button, Field, Form, LoadFailed, PrivacyConsent, toast, useSchemaForm } from "@institute/ui";
import { useQuery } from "@tanstack/react-query";
import { useSearch } from "@tanstack/react-router";
import { useState } from "react";
import { Honeypot, honeypotValue } from "../../shared/Honeypot";
import { EMPTY_MESSAGE, MessageFields } from "../../shared/MessageFields";
import { type Sender, SentConfirmation } from "../../shared/SentConfirmation";

const fields = InquiryRequest.omit({ website: true });

/**
 * /inquiry: a course inquiry, checked field by field. A batch's Inquire Now link (and a course's Ask
 * us) passes ?course=…&course_id=…(&batch=…): the course is picked and the message starts from them.
 */
export function InquiryPage() {
  // As the route reads the address (app/search.ts).
  const search: { course?: string; batch?: string; course_id?: number } = useSearch({ strict: false });
  const course = search.course ?? "";
  const batch = search.batch ?? "";
  const courseId = search.course_id === undefined ? "" : String(search.course_id);
  const message = course ? `I would like to know more about the ${course} course${batch ? `, batch starting ${batch}` : ""}.` : "";
  // A new course or batch in the address, or a sent inquiry, starts a new form; once the
  // inquiry about this course is sent, the next one starts empty. A sent inquiry is confirmed in
  // the form's place until the visitor writes again.
  const [sent, setSent] = useState<{ count: number; about: string; sender: Sender | null }>({ count: 0, about: "", sender: null });
  const prefill = sent.count > 0 && sent.about === message ? "" : message;
  const onSent = (sender: Sender) => setSent((s) => ({ count: s.count + 1, about: message, sender }));
  return (
    <section className="pub-page pub-narrow" aria-labelledby="pub-inquiry-title">
      <h1 id="pub-inquiry-title">Course Inquiry</h1>
      <p className="pub-lead">Tell us which course or batch interests you; a counsellor will call you back.</p>
      {sent.sender
        ? <SentConfirmation sender={sent.sender} again="Send another inquiry" onAgain={() => setSent((s) => ({ ...s, sender: null }))} />
        : <InquiryForm key={`${message}#${courseId}#${sent.count}`} message={prefill} courseId={courseId} onSent={onSent} />}
    </section>
  );
}

function InquiryForm({ message, courseId, onSent }: { message: string; courseId: string; onSent: (sender: Sender) => void }) {
  const form = useSchemaForm(fields, { ...EMPTY_MESSAGE, message, course_id: courseId }, {
    checkOn: "submit",
    transform: { mobile: typedMobile },
  });
  const courses = useQuery(queries.courses.cards());
  const submit = form.onSubmit(async (inquiry, element) => {
    try {
      await api.inquiries.send({ json: { ...inquiry, website: honeypotValue(element) } });
      toast.success("Inquiry submitted successfully!");
      onSent(inquiry);
    } catch (error) {
      // A course deleted while the form was open is named at its field.
      if (!form.showServerIssues(error)) toast.error("Failed to submit inquiry.");
    }
  });

  return (
    <Form className="pub-form" onSubmit={submit} noValidate aria-labelledby="pub-inquiry-title">
      <MessageFields bind={form.bind} errors={form.errors} messageRows={5}>
        <Field label="Course" error={form.errors.course_id}>
          {(control) => (
            <>
              <select {...control} {...form.bind("course_id")} aria-busy={courses.isPending}>
                <option value="">Not sure yet</option>
                {courses.data?.map((course) => <option key={course.id} value={String(course.id)}>{course.title}</option>)}
              </select>
              {courses.isError && !courses.data
                ? <LoadFailed onRetry={() => void courses.refetch()}>The course list could not be loaded.</LoadFailed>
                : null}
            </>
          )}
        </Field>
      </MessageFields>
      <Honeypot />
      <PrivacyConsent />
      <Button type="submit" className="button button-primary" disabled={form.sending}>
        {form.sending ? "Submitting..." : "Submit Inquiry"}
      </Button>
    </Form>
  );
}
