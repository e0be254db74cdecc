import { z } from "zod";
import { lineList, orList, Timestamp } from "./common.ts";
import { listQuery } from "./lists.ts";
import { emailAddress } from "./students.ts";

/**
 * Where a message of the outbox stands: `queued` waits for its time (or for a mail server to be
 * set), `sending` is in a worker's hands, `sent` was accepted by the SMTP server, `failed` ran out
 * of attempts (the console can send it again).
 */
export const MAIL_STATES = ["queued", "sending", "sent", "failed"] as const;
export type MailState = (typeof MAIL_STATES)[number];
export const MailState = z.enum(MAIL_STATES, { error: `state must be ${orList([...MAIL_STATES])}` });

/**
 * What a message is: to the visitor who wrote, the student who registered or asked for a reset
 * link, or to the office about it.
 */
export const MAIL_KINDS = [
  "inquiry-received",
  "contact-received",
  "student-welcome",
  "office-inquiry",
  "office-contact",
  "office-registration",
  "password-reset",
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** A message of the outbox as the console lists it. */
export const MailMessage = z.object({
  id: z.number().int(),
  kind: z.enum(MAIL_KINDS),
  to_address: z.string(),
  subject: z.string(),
  state: MailState,
  attempts: z.number().int(),
  /** When a queued message is tried next. */
  next_attempt_at: Timestamp,
  /** The SMTP server's last refusal or the connection's failure; "" when none. */
  last_error: z.string(),
  sent_at: Timestamp.nullable(),
  created_at: Timestamp,
});
export type MailMessage = z.infer<typeof MailMessage>;

/** A message with what it says, as the console opens it. */
export const MailContent = MailMessage.extend({ reply_to: z.string(), text: z.string() });
export type MailContent = z.infer<typeof MailContent>;

export const MailListQuery = listQuery(["created_at", "to_address", "state"]).extend({
  state: z.preprocess((v) => (v === "" ? undefined : v), MailState.optional()),
});
export type MailListQuery = z.output<typeof MailListQuery>;

/** How many addresses the office's notices may go to. */
export const MAX_OFFICE_RECIPIENTS = 10;
/**
 * Where the office's notices (a new inquiry, contact message or registration) go, set on the
 * console's Mail page; none set, to the institute's email from Settings. Not public, unlike Settings.
 */
export const OfficeRecipients = z.object({
  office_recipients: z.array(emailAddress("Invalid email")).max(MAX_OFFICE_RECIPIENTS, `At most ${MAX_OFFICE_RECIPIENTS} addresses`),
});
export type OfficeRecipients = z.infer<typeof OfficeRecipients>;
/** The console's form: one address per line. */
export const OfficeRecipientsForm = z.object({
  office_recipients: lineList(OfficeRecipients.shape.office_recipients),
});

/** How mail goes out: through SMTP_URL, or kept in the outbox while none is set; and where the office's notices go. */
export const MailDelivery = OfficeRecipients.extend({ sending: z.boolean(), from: z.string() });
export type MailDelivery = z.infer<typeof MailDelivery>;
