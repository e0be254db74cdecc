import { z } from "zod";
import { Inquiry, InquiryRequest, MessageBody } from "@institute/schemas";
import type { ResourceDocs } from "../openapi/registry.ts";
import { XLSX_TYPE } from "../formats/spreadsheet.ts";

export const inquiryDocs: ResourceDocs = {
  tag: "Inquiries",
  description: "Course inquiries from the inquiry form; listed and exported by the admin.",
  routes: [
    {
      method: "get",
      path: "/api/inquiries",
      summary: "List inquiries, newest first",
      auth: "admin",
      responses: { 200: { description: "Inquiries", schema: z.array(Inquiry) } },
    },
    {
      method: "post",
      path: "/api/inquiries",
      summary: "Send a course inquiry",
      auth: "public",
      body: { type: "json", schema: InquiryRequest },
      responses: { 201: { description: "Stored", schema: MessageBody.extend({ id: z.number().int() }) } },
      errors: [400, 429],
    },
    {
      method: "get",
      path: "/api/inquiries/export",
      summary:
        "Download every inquiry as inquiries.xlsx: a header row (Name, Email, Mobile, Message, Date), newest first, dates as dates (UTC); text starting with =, +, -, @, tab or carriage return gets a leading ' so it never runs as a formula",
      auth: "admin",
      responses: { 200: { description: "The spreadsheet (streamed)", contentType: XLSX_TYPE } },
    },
  ],
};
