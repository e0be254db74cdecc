/**
 * A WhatsApp chat link with the inquiry prefilled: to the institute's number from Settings, or,
 * while none is set, one where the visitor picks the chat.
 */
export function inquiryChatLink(courseTitle: string, pageUrl: string, whatsapp = "", batch = ""): string {
  const about = `the "${courseTitle}" course${batch ? `, batch starting ${batch}` : ""}`;
  const text = `Hello, I would like to know more about ${about}. ${pageUrl}`;
  return `https://wa.me/${whatsapp}?text=${encodeURIComponent(text)}`;
}
