import nodemailer from "nodemailer";
import type { ClaimedMail } from "./outbox.ts";

/** Hands one message to the mail server; rejects with the server's refusal or the connection's failure. */
export type SendMail = (mail: ClaimedMail) => Promise<void>;

/**
 * SMTP through nodemailer (docs/decisions.md, "Mail"). The timeouts keep one try well inside a
 * worker's lease: a server that stops answering fails the try instead of holding the message.
 */
export function smtpTransport(url: string, fromAddress: string): { send: SendMail; close(): void } {
  // Pooled: a connection of its own per message held the worker to ten messages a second
  // (measured on loopback); one kept open sends hundreds. A connection the server closed is opened again.
  const transport = nodemailer.createTransport({
    url,
    pool: true,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const domain = fromAddress.split("@")[1];
  return {
    send: async (mail) => {
      await transport.sendMail({
        from: { name: mail.from_name, address: fromAddress },
        to: mail.to_address,
        replyTo: mail.reply_to || undefined,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        // One id per message, whatever the try: a message sent again after a worker died between
        // the server's acceptance and its note of it is the same message to the mailbox.
        messageId: `<outbox-${mail.id}@${domain}>`,
      });
    },
    close: () => transport.close(),
  };
}
