import { z } from "zod";
import { Timestamp } from "./common.ts";

/** The privacy notice the office writes (rich text), linked from the footer and every form that asks for personal details. */
export const PrivacyNotice = z.object({ content: z.string(), updated_at: Timestamp });
export type PrivacyNotice = z.infer<typeof PrivacyNotice>;
export const PrivacyNoticeForm = z.object({
  content: z.string({ error: "content is required" }).max(200_000, "must be at most 200000 characters"),
});
