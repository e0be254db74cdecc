import { z } from "zod";
import {
  ContactMessage,
  ContactRequest,
  Inquiry,
  InquiryListQuery,
  InquiryRequest,
  MessageBody,
  MessageListQuery,
  MessageStateChange,
} from "@institute/schemas";
import { deleteById, exportOf, json, jsonBody, listPaged, resource, route } from "./define.ts";
import { deskRoutes } from "./follow-up.ts";

const SEARCH_MESSAGES =
  "List messages, newest first. `q` looks for the phrase in the name, email and message (and, when it is a number, in the mobile); `sort` by created_at, name or email; `from`/`to` by the day received; `state` new or handled; the desk's `stage`, `owner_id`, `mine=true` (the caller's) and `due=today` (a follow-up on or before the institute's today)";

/** Marks messages handled, or new again. */
const markHandled = <const P extends `/api/${string}`>(path: P) =>
  route("put", path, "admin", {
    summary: "Mark messages handled (`handled: true`, keeping the first time they were) or new again; answers the ids that exist",
    request: { body: jsonBody(MessageStateChange) },
    responses: { 200: json(MessageBody.extend({ ids: z.array(z.number().int()) }), "Changed") },
    errors: [400],
  });

export const contacts = resource({
  name: "Contact messages",
  one: "contact message",
  description: "Messages sent from the contact form; read and deleted by the admin.",
}, {
  list: listPaged("admin", "/api/contacts", SEARCH_MESSAGES, ContactMessage, MessageListQuery),
  send: route("post", "/api/contacts", "public", {
    summary: "Send a contact message",
    request: { body: jsonBody(ContactRequest) },
    responses: { 201: json(MessageBody.extend({ success: z.literal(true), id: z.number().int() }), "Stored") },
    errors: [400, 429],
  }),
  markHandled: markHandled("/api/contacts/handled"),
  export: exportOf(
    "/api/contacts/export",
    "contacts.xlsx",
    "Name, Email, Mobile, Message, Date, State, Stage, Owner, Next follow-up",
    MessageListQuery.omit({ limit: true, offset: true }),
  ),
  remove: deleteById("/api/contacts/{id}", "Delete a contact message"),
  ...deskRoutes("/api/contacts", "a contact message"),
});

export const inquiries = resource({
  name: "Inquiries",
  one: "inquiry",
  description: "Course inquiries from the inquiry form; listed and exported by the admin.",
}, {
  list: listPaged(
    "admin",
    "/api/inquiries",
    `${SEARCH_MESSAGES}; \`course_id\` keeps the inquiries about one course`,
    Inquiry,
    InquiryListQuery,
  ),
  send: route("post", "/api/inquiries", "public", {
    summary: "Send a course inquiry",
    request: { body: jsonBody(InquiryRequest) },
    responses: { 201: json(MessageBody.extend({ id: z.number().int() }), "Stored") },
    errors: [400, 429],
  }),
  markHandled: markHandled("/api/inquiries/handled"),
  export: exportOf(
    "/api/inquiries/export",
    "inquiries.xlsx",
    "Name, Email, Mobile, Message, Date, Course, State, Stage, Owner, Next follow-up",
    InquiryListQuery.omit({ limit: true, offset: true }),
  ),
  ...deskRoutes("/api/inquiries", "an inquiry"),
});
