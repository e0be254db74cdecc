// Mail under load: the API's worker sends through an SMTP server in this process, which goes
// away for a third of the load and comes back; afterwards the outbox must be empty, every
// message sent exactly once, and every accepted visitor's message acknowledged.
import { openSmtpServer } from "../../api/testing/smtp-server.mjs";
import { sleep, startApi, stop, waitHealthy } from "./lib.mjs";
import { base, env, json, SECONDS, sql } from "./stack.mjs";

/**
 * A mail server on `port` that counts what it accepts by the outbox id in each Message-ID (the
 * worker's `<outbox-ID@domain>`), reading only the head: tens of messages a second, beside the load.
 */
export async function startMailbox(/** @type {number} */ port) {
  /** @type {Map<string, number>} */
  const received = new Map();
  /** @type {import("smtp-server").SMTPServer} */
  let server;
  /** While set, the next message's data is read and never answered; `resolve` says it came. */
  /** @type {{ resolve: (id: string) => void } | null} */
  let holding = null;
  const listen = () =>
    new Promise((resolve) => {
      server = openSmtpServer((stream, _session, callback) => {
        let head = "";
        stream.on("data", (chunk) => (head.length < 16_384 ? (head += chunk.toString("latin1")) : undefined));
        stream.on("end", () => {
          const id = /^Message-ID:\s*<outbox-(\d+)@/im.exec(head)?.[1] ?? "no outbox id";
          // Held: the sender waits for an answer that never comes, and the message is not accepted.
          if (holding) return void (holding.resolve(id), (holding = null));
          received.set(id, (received.get(id) ?? 0) + 1);
          callback();
        });
      });
      server.listen(port, "127.0.0.1", () => resolve(undefined));
    });
  await listen();
  return {
    received,
    /** Away: connections to its port are refused until `start`. */
    stop: () => new Promise((resolve) => server.close(() => resolve(undefined))),
    start: listen,
    /** Holds the next message unanswered; settles with its outbox id once its data has come. */
    holdNext: () => /** @type {Promise<string>} */ (new Promise((resolve) => (holding = { resolve }))),
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

/**
 * The API killed while the mail server holds a message it is sending, then started again: once
 * the dead try's lease has run out, the new process sends the message, and the server accepts it
 * once (the held try was never accepted).
 * @param {import("./lib.mjs").Report} report @param {import("./lib.mjs").ApiProcess} api
 * @param {Awaited<ReturnType<typeof startMailbox>>} mailbox
 * @returns {Promise<import("./lib.mjs").ApiProcess>} the restarted API
 */
export async function killMidSend(report, api, mailbox) {
  const held = mailbox.holdNext();
  const sent = await json("POST", "/api/contacts", { name: "Kill", email: "kill@example.com", mobile: "9876543210", message: "mid-send" });
  const id = await held;
  api.kill("SIGKILL");
  await stop(api);
  const [during] = await sql`select state, attempts from mail_outbox where id = ${Number(id)}`;
  const restarted = startApi(env);
  await waitHealthy(base);
  // The lease (two minutes) running out, as the time passing would make it.
  await sql`update mail_outbox set lease_until = now() - interval '1 second' where id = ${Number(id)}`;
  const start = Date.now();
  const state = async () => (await sql`select state, attempts from mail_outbox where id = ${Number(id)}`)[0];
  // The restarted worker's poll (every second here) tells no one: asked again.
  while ((await state()).state !== "sent" && Date.now() - start < 30_000) await sleep(100);
  const after = await state();
  report.check(
    "mail: the API killed mid-send (the server holding the message) sends it after its restart, once the lease has run out, and not twice",
    sent.status === 201 && during.state === "sending" && after.state === "sent" && after.attempts === 2 && mailbox.received.get(id) === 1,
    {
      message: id,
      whileKilled: during,
      after,
      accepted: mailbox.received.get(id) ?? 0,
      sentSeconds: Math.round((Date.now() - start) / 1000),
    },
  );
  return restarted;
}
