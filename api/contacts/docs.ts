import { z } from "zod";
import { ContactMessage, ContactRequest, MessageBody } from "@institute/schemas";
import type { ResourceDocs } from "../openapi/registry.ts";

export const contactDocs: ResourceDocs = {
  tag: "Contact messages",
  description: "Messages sent from the contact form; read and deleted by the admin.",
  routes: [
    {
      method: "get",
      path: "/api/contacts",
      summary: "List contact messages, newest first",
      auth: "admin",
      responses: { 200: { description: "Messages", schema: z.array(ContactMessage) } },
    },
    {
      method: "post",
      path: "/api/contacts",
      summary: "Send a contact message",
      auth: "public",
      body: { type: "json", schema: ContactRequest },
      responses: { 201: { description: "Stored", schema: MessageBody.extend({ success: z.literal(true), id: z.number().int() }) } },
      errors: [400, 429],
    },
    {
      method: "delete",
      path: "/api/contacts/{id}",
      summary: "Delete a contact message",
      auth: "admin",
      responses: { 200: { description: "Deleted", schema: MessageBody } },
      errors: [400, 404],
    },
  ],
};
