// Mail under load: the API's worker sends through an SMTP server in this process, which goes
// away for a third of the load and comes back; afterwards the outbox must be empty, every
// message sent exactly once, and every accepted visitor's message acknowledged.
import { SMTPServer } from "smtp-server";
import { TEST_SMTP_OPTIONS } from "../../api/testing/smtp-options.mjs";
import { sleep } from "./lib.mjs";
import { SECONDS, sql } from "./stack.mjs";

/**
 * A mail server on `port` that counts what it accepts by the outbox id in each Message-ID (the
 * worker's `<outbox-ID@domain>`), reading only the head: tens of messages a second, beside the load.
 */
export async function startMailbox(/** @type {number} */ port) {
  /** @type {Map<string, number>} */
  const received = new Map();
  /** @type {SMTPServer} */
  let server;
  const listen = () =>
    new Promise((resolve) => {
      server = new SMTPServer({
        ...TEST_SMTP_OPTIONS,
        onData(stream, _session, callback) {
          let head = "";
          stream.on("data", (chunk) => (head.length < 16_384 ? (head += chunk.toString("latin1")) : undefined));
          stream.on("end", () => {
            const id = /^Message-ID:\s*<outbox-(\d+)@/im.exec(head)?.[1] ?? "no outbox id";
            received.set(id, (received.get(id) ?? 0) + 1);
            callback();
          });
        },
      });
      server.listen(port, "127.0.0.1", () => resolve(undefined));
    });
  await listen();
  return {
    received,
    /** Away: connections to its port are refused until `start`. */
    stop: () => new Promise((resolve) => server.close(() => resolve(undefined))),
    start: listen,
  };
}

/**
 * The mail server's outage during the load: away from a third of it to two thirds. The moments
 * are the scenario's, not waits for an event.
 * @param {Awaited<ReturnType<typeof startMailbox>>} mailbox
 */
export async function smtpOutage(mailbox) {
  const third = (SECONDS * 1000) / 3;
  await sleep(third);
  await mailbox.stop();
  const stoppedAt = Date.now();
  await sleep(third);
  await mailbox.start();
  return { outageMs: Date.now() - stoppedAt };
}

/**
 * After the load and the outage: the outbox drains, each message reached the server once, and
 * each stored contact and inquiry has its acknowledgement and each registration its welcome.
 * @param {import("./lib.mjs").Report} report @param {Awaited<ReturnType<typeof startMailbox>>} mailbox
 * @param {{ outageMs: number }} outage
 */
export async function mailDelivered(report, mailbox, outage) {
  const start = Date.now();
  const pending = async () => (await sql`select count(*)::int as n from mail_outbox where state in ('queued', 'sending')`)[0].n;
  // The outbox tells no one when it is empty: asked again; a retry waits at most 32 s here.
  while ((await pending()) > 0 && Date.now() - start < 180_000) await sleep(250);
  const drainedMs = Date.now() - start;
  const rows = await sql`select id::text, state, attempts from mail_outbox`;
  // The load's own rows (its tags and addresses): each has its mail, written with it.
  const [unanswered] = await sql`select
    (select count(*)::int from contacts c where c.message like 'res-%' and not exists (select from mail_outbox m
      where m.cause_table = 'contacts' and m.cause_id = c.id and m.kind = 'contact-received')) +
    (select count(*)::int from inquiries i where i.message like 'res-%' and not exists (select from mail_outbox m
      where m.cause_table = 'inquiries' and m.cause_id = i.id and m.kind = 'inquiry-received')) as unacknowledged,
    (select count(*)::int from students s where s.email like '%@load.example' and not exists (select from mail_outbox m
      where m.cause_table = 'students' and m.cause_id = s.id and m.kind = 'student-welcome')) as unwelcomed`;
  const ids = new Set(rows.map((r) => r.id));
  const figures = {
    messages: rows.length,
    sent: rows.filter((r) => r.state === "sent").length,
    retried: rows.filter((r) => r.attempts > 1).length,
    received: mailbox.received.size,
    receivedTwice: [...mailbox.received.values()].filter((n) => n > 1).length,
    notInOutbox: [...mailbox.received.keys()].filter((id) => !ids.has(id)).length,
    outageSeconds: Math.round(outage.outageMs / 1000),
    drainedSecondsAfterLoad: Math.round(drainedMs / 1000),
    ...unanswered,
  };
  report.check(
    "mail: an SMTP outage during the load loses nothing and sends nothing twice: every message is sent once, after retries",
    figures.messages > 0 && figures.sent === figures.messages && figures.received === figures.messages && figures.receivedTwice === 0 &&
      figures.notInOutbox === 0 && figures.retried > 0 && unanswered.unacknowledged === 0 && unanswered.unwelcomed === 0,
    figures,
  );
}
