import { type AddressObject, type ParsedMail, simpleParser } from "mailparser";
import { openSmtpServer } from "./smtp-server.mjs";

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  field === undefined ? undefined : [field].flat().map((a) => a.text).join(", ");

/** A message as it arrived, its addresses as their header's text. */
const readable = (mail: ParsedMail) => ({
  to: addresses(mail.to),
  from: addresses(mail.from),
  replyTo: addresses(mail.replyTo),
  subject: mail.subject,
  text: mail.text ?? "",
  html: typeof mail.html === "string" ? mail.html : "",
  messageId: mail.messageId,
  headers: mail.headers,
});
export type ReceivedMail = ReturnType<typeof readable>;

/**
 * A real SMTP server in this process (smtp-server), each message it accepts read back with
 * mailparser. It can refuse messages (as a full mailbox or a server under maintenance does), be
 * stopped and started again on its port (a server that is away), and tells a test when mail came.
 */
export async function testSmtpServer() {
  const received: ReceivedMail[] = [];
  let refusal: string | null = null;
  let refused = 0;
  const waiting: { done: () => boolean; resolve: () => void }[] = [];
  const arrived = () => {
    for (const w of waiting.filter((w) => w.done())) {
      waiting.splice(waiting.indexOf(w), 1);
      w.resolve();
    }
  };
  const when = (done: () => boolean) => new Promise<void>((resolve) => (done() ? resolve() : waiting.push({ done, resolve })));
  const make = () =>
    openSmtpServer((stream, _session, callback) => {
      if (refusal) {
        const reason = refusal;
        refused++;
        stream.resume();
        stream.on("end", () => callback(Object.assign(new Error(reason), { responseCode: 451 })));
        return;
      }
      simpleParser(stream).then((mail) => {
        received.push(readable(mail));
        callback();
        arrived();
      }, callback);
    });
  let server = make();
  const listen = (port: number) =>
    new Promise<number>((resolve) => server.listen(port, "127.0.0.1", () => resolve((server.server.address() as { port: number }).port)));
  const port = await listen(0);
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** How many messages were refused so far. */
    refused: () => refused,
    /** Refuses every message from now on with a temporary error (451) saying `reason`. */
    refuse: (reason: string) => void (refusal = reason),
    accept: () => void (refusal = null),
    /** Stops answering: connections to its port are refused. */
    stop: close,
    /** Answers on the same port again. */
    restart: async () => {
      server = make();
      await listen(port);
    },
    /** Settles once `count` messages in all have arrived. */
    until: (count: number) => when(() => received.length >= count),
    /** The messages to `address` once `count` of them have arrived (a shared server: others' mail is left aside). */
    to: async (address: string, count = 1) => {
      const mine = () => received.filter((mail) => mail.to === address);
      await when(() => mine().length >= count);
      return mine();
    },
    /** The first message that `matches`, once it has arrived. */
    first: async (matches: (mail: ReceivedMail) => boolean) => {
      await when(() => received.some(matches));
      return received.find(matches)!;
    },
    close,
  };
}
export type TestSmtpServer = Awaited<ReturnType<typeof testSmtpServer>>;
