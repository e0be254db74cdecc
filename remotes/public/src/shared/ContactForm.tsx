import { api, ApiError } from "@institute/api-client";
import { ALL_FIELDS_REQUIRED, ContactRequest, typedMobile } from "@institute/schemas";
import { Button, Form, PrivacyConsent, toast, useSchemaForm } from "@institute/ui";
import { useId, useState } from "react";
import { Honeypot, honeypotValue } from "./Honeypot";
import { EMPTY_MESSAGE, type MessageField, MessageFields } from "./MessageFields";
import { type Sender, SentConfirmation } from "./SentConfirmation";

const fields = ContactRequest.omit({ website: true });

/** What the user is told when the call fails: a refused field (400) names the server's reason. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 400 && error.message) return error.message;
  return "Something went wrong. Please try again later.";
}

/**
 * The contact form of the home section and of /contact: all four fields required. A sent message
 * is confirmed in the form's place; writing again starts an empty form.
 */
export function ContactForm() {
  const [sent, setSent] = useState<Sender | null>(null);
  if (sent) return <SentConfirmation sender={sent} again="Send another message" onAgain={() => setSent(null)} />;
  return <ContactFields onSent={setSent} />;
}

function ContactFields({ onSent }: { onSent: (sender: Sender) => void }) {
  const form = useSchemaForm(fields, EMPTY_MESSAGE, { checkOn: "submit", transform: { mobile: typedMobile } });
  const missingId = useId();
  // An empty field is marked and described by the form's one message; a malformed one by its own.
  const refused = (Object.keys(form.errors) as MessageField[]).filter((name) => form.errors[name]);
  const empty = refused.filter((name) => !form.values[name].trim());
  const inline = Object.fromEntries(refused.filter((name) => !empty.includes(name)).map((name) => [name, form.errors[name]]));

  const submit = form.onSubmit(async (message, element) => {
    try {
      const answer = await api.contacts.send({ json: { ...message, website: honeypotValue(element) } });
      if (answer.success) {
        toast.success("Message sent successfully!");
        onSent(message);
      } else {
        toast.error("Failed to send message.");
      }
    } catch (error) {
      // A field the server refused shows its reason under the field, as the browser's own checks do.
      if (!form.showServerIssues(error)) toast.error(failureMessage(error));
    }
  });

  return (
    <Form className="pub-form" onSubmit={submit} noValidate aria-label="Contact form">
      <MessageFields
        bind={form.bind}
        errors={inline}
        flagged={{ fields: empty, describedBy: missingId }}
        messageRows={4}
      />
      <Honeypot />
      <PrivacyConsent />
      {empty.length > 0 && <p id={missingId} className="field-error" role="alert">{ALL_FIELDS_REQUIRED}</p>}
      <Button type="submit" className="button button-primary" disabled={form.sending}>
        {form.sending ? "Sending..." : "Send Message"}
      </Button>
    </Form>
  );
}
