import { ChatOpened, CourseInquiries, INQUIRY_DAYS, MessageBody } from "@institute/schemas";
import { z } from "zod";
import { json, jsonBody, readWhole, resource, route } from "./define.ts";

export const chats = resource({
  name: "Chats",
  description:
    "With a WhatsApp number in Settings, a course page's Send Inquiry and each batch's Inquire Now open a chat, where the inquiry never reaches the site: the page counts each chat opened, so the dashboard shows every course's inquiries, by form and by chat.",
}, {
  record: route("post", "/api/chats", "public", {
    summary:
      "Count a chat opened about a course. Past LIMIT_CHATS_PER_HOUR from one address the chat is not counted, and the answer does not tell (no one reads a beacon's answer)",
    request: { body: jsonBody(ChatOpened) },
    responses: { 202: json(MessageBody, "Counted") },
    errors: [400, 404],
  }),
  byCourse: readWhole(
    "admin",
    "/api/admin/inquiries-by-course",
    `Every course's inquiries of the last ${INQUIRY_DAYS} days: form inquiries and chats opened, the busiest first`,
    z.array(CourseInquiries),
    "Per course",
  ),
});
