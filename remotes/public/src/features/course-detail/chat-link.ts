import { api } from "@institute/api-client";

/**
 * A WhatsApp chat link with the inquiry prefilled: to the institute's number from Settings, or,
 * while none is set, one where the visitor picks the chat.
 */
export function inquiryChatLink(courseTitle: string, pageUrl: string, whatsapp = "", batch = ""): string {
  const about = `the "${courseTitle}" course${batch ? `, batch starting ${batch}` : ""}`;
  const text = `Hello, I would like to know more about ${about}. ${pageUrl}`;
  return `https://wa.me/${whatsapp}?text=${encodeURIComponent(text)}`;
}

/**
 * Counts the chat the visitor opens, for the dashboard's inquiries per course: the inquiry itself
 * goes to the chat, out of the site's sight. A count that fails is no concern of the visitor's.
 */
export const countChat = (courseId: number) => void api.chats.record({ json: { course_id: courseId } }).catch(() => {});
