import { z } from "zod";
import { ContactMessage, ContactRequest, Inquiry, InquiryRequest, MessageBody } from "@institute/schemas";
import { deleteById, file, json, jsonBody, listAll, resource } from "./define.ts";

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export const contacts = resource({
  name: "Contact messages",
  description: "Messages sent from the contact form; read and deleted by the admin.",
}, {
  list: listAll("admin", "/api/contacts", "List contact messages, newest first", ContactMessage, "Messages"),
  send: {
    method: "post",
    path: "/api/contacts",
    summary: "Send a contact message",
    access: "public",
    request: { body: jsonBody(ContactRequest) },
    responses: { 201: json(MessageBody.extend({ success: z.literal(true), id: z.number().int() }), "Stored") },
    errors: [400, 429],
  },
  remove: deleteById("/api/contacts/{id}", "Delete a contact message"),
});

export const inquiries = resource({
  name: "Inquiries",
  description: "Course inquiries from the inquiry form; listed and exported by the admin.",
}, {
  list: listAll("admin", "/api/inquiries", "List inquiries, newest first", Inquiry, "Inquiries"),
  send: {
    method: "post",
    path: "/api/inquiries",
    summary: "Send a course inquiry",
    access: "public",
    request: { body: jsonBody(InquiryRequest) },
    responses: { 201: json(MessageBody.extend({ id: z.number().int() }), "Stored") },
    errors: [400, 429],
  },
  export: {
    method: "get",
    path: "/api/inquiries/export",
    summary:
      "Download every inquiry as inquiries.xlsx: a header row (Name, Email, Mobile, Message, Date), newest first, dates as dates (UTC); text starting with =, +, -, @, tab or carriage return is shown as typed and kept text by the quote-prefix style, so it never runs as a formula, even after an edit",
    access: "admin",
    responses: { 200: file(XLSX_TYPE, "The spreadsheet (streamed)") },
  },
});
