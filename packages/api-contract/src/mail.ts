import { IdParam, MailContent, MailDelivery, MailListQuery, MailMessage, MessageBody, OfficeRecipients } from "@institute/schemas";
import { json, listPaged, readWhole, resource, route, saveWhole } from "./define.ts";

export const mail = resource({
  name: "Mail",
  one: "mail",
  description:
    "The outbox: every message the site sends (a visitor's acknowledgement, the office's notice), written in the same transaction as what caused it and sent by a worker with retries and backoff. Without SMTP_URL messages stay queued here, shown in the console, and nothing is dropped.",
}, {
  list: listPaged(
    "admin",
    "/api/admin/mail",
    "List the outbox, newest first. `q` looks in the address and the subject; `state` filters; `sort` by created_at, to_address or state",
    MailMessage,
    MailListQuery,
  ),
  delivery: readWhole(
    "admin",
    "/api/admin/mail/delivery",
    "Whether a mail server is set (SMTP_URL), the address mail is sent from, and where the office's notices go (none listed: the institute's email from Settings)",
    MailDelivery,
    "How mail goes out",
  ),
  saveRecipients: saveWhole(
    "/api/admin/mail/delivery",
    "Set where the office's notices of new inquiries, contact messages and registrations go; an empty list sends them to the institute's email from Settings",
    OfficeRecipients,
  ),
  get: route("get", "/api/admin/mail/{id}", "admin", {
    summary: "One message, with its plain text",
    request: { params: IdParam },
    responses: { 200: json(MailContent, "The message") },
    errors: [400, 404],
  }),
  resend: route("post", "/api/admin/mail/{id}/resend", "admin", {
    summary: "Queue a message again now, its tries counted from zero; 409 while a worker is sending it",
    request: { params: IdParam },
    responses: { 200: json(MessageBody, "Queued") },
    errors: [400, 404, 409],
  }),
});
