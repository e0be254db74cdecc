import type { Env } from "../config.ts";
import type { Sql } from "../db/database.ts";
import type { Logger } from "../logger.ts";
import { createSealer, type Sealer } from "./sealed-secret.ts";
import { smtpTransport } from "./transport.ts";
import { startMailWorker } from "./worker.ts";

/** The outbox's sender, as the routes see it. */
export interface Mail {
  /** Whether a mail server is set: without one, mail waits in the outbox. */
  sending: boolean;
  /** Sends what is due now (call it after the transaction that queued mail commits); settles when that round is over. */
  wake(): Promise<void>;
  /** Seals a secret for a message's `sealedSecret` (only the worker opens it). */
  seal: Sealer["seal"];
  stop(): Promise<void>;
}

/** The worker over SMTP_URL, or, without one, an outbox that only keeps; secrets sealed under `serverSecret`. */
export function startMail(config: Env, sql: Sql, log: Logger, serverSecret: string): Mail {
  const sealer = createSealer(serverSecret);
  if (!config.SMTP_URL) {
    log.info("no SMTP_URL: mail is kept in the outbox, and the console's Mail page shows it");
    return { sending: false, wake: () => Promise.resolve(), seal: sealer.seal, stop: () => Promise.resolve() };
  }
  const transport = smtpTransport(config.SMTP_URL, config.MAIL_FROM);
  const worker = startMailWorker({
    sql,
    log,
    send: transport.send,
    sealer,
    pollMs: config.MAIL_POLL_SECONDS * 1000,
    retryMs: config.MAIL_RETRY_SECONDS * 1000,
    maxAttempts: config.MAIL_MAX_ATTEMPTS,
  });
  return {
    sending: true,
    wake: worker.wake,
    seal: sealer.seal,
    stop: async () => {
      await worker.stop();
      transport.close();
    },
  };
}
