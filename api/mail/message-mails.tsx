import type { SiteSettings } from "@institute/schemas";
import type { MessageFields } from "../messages/queries.ts";
import { Details, Letter, oneLine, P, renderLetter } from "./letter.tsx";
import type { OutgoingMail } from "./outbox.ts";

/** A message a visitor sent through a public form, as stored. */
export interface ReceivedMessage extends MessageFields {
  id: number;
  form: "inquiries" | "contacts";
  /** The title of the course an inquiry is about. */
  course?: string | null;
}

const QUOTE = { margin: "0 0 12px", padding: "8px 12px", borderLeft: "3px solid #cbd2d9", whiteSpace: "pre-wrap" as const };

function Acknowledgement({ message, settings }: { message: ReceivedMessage; settings: SiteSettings }) {
  const about = message.course ? ` about ${message.course}` : "";
  const sooner = [settings.phone && `call ${settings.phone}`, settings.whatsapp && "message us on WhatsApp"].filter(Boolean).join(" or ");
  return (
    <Letter settings={settings} title={`We received your ${message.form === "inquiries" ? "inquiry" : "message"}`}>
      <p style={P}>Dear {message.name},</p>
      <p style={P}>
        Thank you for your{" "}
        {message.form === "inquiries" ? `inquiry${about}` : "message"}. It has reached us, and we will get back to you soon by email or at
        {" "}
        {message.mobile}.
      </p>
      {sooner && <p style={P}>If you would like to talk sooner, {sooner}: the details are below.</p>}
      <p style={P}>What you wrote:</p>
      <div style={QUOTE}>{message.message}</div>
    </Letter>
  );
}

function OfficeNotice({ message, settings, consoleUrl }: { message: ReceivedMessage; settings: SiteSettings; consoleUrl: string }) {
  const rows: [string, string][] = [
    ["Name", message.name],
    ["Email", message.email],
    ["Mobile", message.mobile],
    ...(message.form === "inquiries" ? [["Course", message.course ?? "None chosen"] as [string, string]] : []),
  ];
  return (
    <Letter settings={settings} title={`New ${message.form === "inquiries" ? "inquiry" : "contact message"}`}>
      <p style={P}>A new {message.form === "inquiries" ? "inquiry" : "contact message"} came through the website:</p>
      <Details rows={rows} />
      <div style={QUOTE}>{message.message}</div>
      <p style={P}>
        <a href={consoleUrl}>Open it in the console</a>. Replying to this email writes to {message.name}.
      </p>
    </Letter>
  );
}

/**
 * What a visitor's inquiry or contact message sends: an acknowledgement to the visitor, and a
 * notice to the office's addresses (none while none is set).
 */
export function messageMails(message: ReceivedMessage, settings: SiteSettings, office: string, consoleUrl: string): OutgoingMail[] {
  const inquiry = message.form === "inquiries";
  const cause = { table: message.form, id: message.id };
  const acknowledgement: OutgoingMail = {
    kind: inquiry ? "inquiry-received" : "contact-received",
    to: message.email,
    replyTo: settings.email || undefined,
    fromName: settings.name,
    subject: oneLine(
      inquiry && message.course
        ? `Your inquiry about ${message.course} reached ${settings.name}`
        : `Your ${inquiry ? "inquiry" : "message"} reached ${settings.name}`,
    ),
    ...renderLetter(<Acknowledgement message={message} settings={settings} />),
    cause,
  };
  if (!office) return [acknowledgement];
  const notice: OutgoingMail = {
    kind: inquiry ? "office-inquiry" : "office-contact",
    to: office,
    replyTo: message.email,
    fromName: settings.name,
    subject: oneLine(
      `New ${inquiry ? "inquiry" : "contact message"} from ${message.name}${inquiry && message.course ? `: ${message.course}` : ""}`,
    ),
    ...renderLetter(<OfficeNotice message={message} settings={settings} consoleUrl={consoleUrl} />),
    cause,
  };
  return [acknowledgement, notice];
}
