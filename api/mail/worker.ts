import type { Sql } from "../db/database.ts";
import type { Logger } from "../logger.ts";
import { claimDue, type ClaimedMail, markRefused, markSent } from "./outbox.ts";
import { type Sealer, unsealed } from "./sealed-secret.ts";
import type { SendMail } from "./transport.ts";

export interface MailWorkerOptions {
  sql: Sql;
  log: Logger;
  send: SendMail;
  /** Opens a message's sealed secret at the moment it is sent. */
  sealer: Pick<Sealer, "open">;
  pollMs: number;
  /** The wait after a first refusal; doubled after each next one, at most RETRY_MAX_MS. */
  retryMs: number;
  maxAttempts: number;
}

/** How long a claimed message is a worker's alone: far beyond one try's timeouts (transport.ts). */
export const LEASE_MS = 120_000;
const RETRY_MAX_MS = 3_600_000;
const BATCH = 10;

/** The wait before the try after `attempt` refused ones. */
export const retryDelay = (retryMs: number, attempt: number) => Math.min(retryMs * 2 ** (attempt - 1), RETRY_MAX_MS);

/**
 * Sends what the outbox holds that is due: at once when woken (a message was just written), and
 * every `pollMs` for retries and for messages other replicas wrote or left behind.
 */
export function startMailWorker({ sql, log, send, sealer, pollMs, retryMs, maxAttempts }: MailWorkerOptions) {
  let stopped = false;
  let draining: Promise<void> | null = null;
  // The round that follows the one under way, for the wakes that came during it.
  let next: Promise<void> | null = null;

  const deliver = async (mail: ClaimedMail) => {
    try {
      const secret = mail.sealed_secret && sealer.open(mail.sealed_secret);
      await send(secret ? { ...mail, html: unsealed(mail.html, secret), text: unsealed(mail.text, secret) } : mail);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const retryInMs = mail.attempt >= maxAttempts ? null : retryDelay(retryMs, mail.attempt);
      log.warn("mail refused", { id: mail.id, attempt: mail.attempt, error: reason, retryInMs });
      await markRefused(sql, mail, reason, retryInMs);
      return;
    }
    await markSent(sql, mail);
    log.info("mail sent", { id: mail.id, attempt: mail.attempt });
  };

  const drain = async () => {
    while (!stopped) {
      const batch = await claimDue(sql, { leaseMs: LEASE_MS, limit: BATCH });
      if (!batch.length) break;
      for (const mail of batch) await deliver(mail);
    }
  };

  /** Sends what is due; settles once a round that began after this call is over. */
  const wake = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (draining) {
      // The round under way may have looked before this message was committed: one more follows it.
      next ??= draining.then(() => {
        next = null;
        return wake();
      });
      return next;
    }
    // A database that is away fails this round; the messages wait for the next (their leases run out).
    draining = drain().catch((error) => log.error("mail worker round failed", { error: String(error) })).finally(() => (draining = null));
    return draining;
  };

  const poll = setInterval(wake, pollMs);
  void wake();
  return {
    wake,
    /** Stops claiming; a try in flight finishes (or its lease runs out) first. */
    stop: async () => {
      stopped = true;
      clearInterval(poll);
      await (next ?? draining);
    },
  };
}
