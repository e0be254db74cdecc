/** A WhatsApp chat link with the inquiry prefilled; wa.me lets the visitor pick the chat. */
export function inquiryChatLink(courseTitle: string, pageUrl: string): string {
  const text = `Hello, I would like to know more about the "${courseTitle}" course. ${pageUrl}`;
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
