// Mailpit's part in the test stack: an SMTP server on :1025 that keeps every message it is
// handed (in memory, as Mailpit does by default), and on :8025 the part of Mailpit's REST API
// the deployment test reads, in Mailpit's shapes, so the test reads a real Mailpit the same way:
// GET /api/v1/messages (newest first), GET /api/v1/message/{ID}, GET /livez.
import { createServer } from "node:http";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** @typedef {{ ID: string, Text: string, HTML: string } & Record<string, unknown>} Message */
/** @type {Message[]} */
const messages = [];
const people = (field) => [field ?? []].flat().flatMap((list) => list.value.map((a) => ({ Name: a.name, Address: a.address })));

const smtp = new SMTPServer({
  // Mailpit accepts any sender without a login or TLS unless told otherwise.
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  // Each connection would otherwise wait first on a reverse DNS lookup of its client.
  disableReverseLookup: true,
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream).then((mail) => {
      messages.unshift({
        ID: String(messages.length + 1),
        MessageID: (mail.messageId ?? "").replace(/^<|>$/g, ""),
        From: people(mail.from)[0] ?? null,
        To: people(mail.to),
        ReplyTo: people(mail.replyTo),
        Subject: mail.subject ?? "",
        Created: (mail.date ?? new Date()).toISOString(),
        Text: mail.text ?? "",
        HTML: typeof mail.html === "string" ? mail.html : "",
      });
      callback();
    }, callback);
  },
});
// A sender restarted mid-connection (the API, on `restart api`) resets its socket: no fault of the server's.
smtp.on("error", () => {});
smtp.listen(1025, "0.0.0.0");

/** A message as Mailpit lists it: without its bodies. */
const summary = (/** @type {Message} */ { Text: _text, HTML: _html, ...rest }) => rest;
const api = createServer((req, res) => {
  const answer = (status, body) => {
    res.writeHead(status, { "Content-Type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const path = new URL(req.url ?? "/", "http://mailpit").pathname;
  if (req.method !== "GET") return answer(405, { error: "GET only" });
  if (path === "/livez") return answer(200, { ok: true });
  if (path === "/api/v1/messages") return answer(200, { total: messages.length, messages: messages.map(summary) });
  const one = path.match(/^\/api\/v1\/message\/([^/]+)$/);
  const found = one && messages.find((m) => m.ID === one[1]);
  return found ? answer(200, found) : answer(404, { error: "not found" });
});
api.listen(8025, "0.0.0.0", () => console.log("mail stand-in: SMTP on :1025, Mailpit's API on :8025"));

const stop = () => {
  api.close();
  smtp.close(() => process.exit(0));
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
