// How every SMTP server the tests run behaves (api/testing/smtp.ts for the API and browser
// suites, tests/resilience/mail.mjs for the resilience run): plain and open, as Mailpit is.
import { SMTPServer } from "smtp-server";

/** A test SMTP server handing each message to `onData`. */
export function openSmtpServer(/** @type {import("smtp-server").SMTPServerOptions["onData"]} */ onData) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    // Each connection would otherwise wait first on a reverse DNS lookup of its client.
    disableReverseLookup: true,
    // Stopped, it drops the connections the client keeps open (its pool) at once, as a server that goes away does.
    closeTimeout: 1,
    logger: false,
    onData,
  });
  // A client killed mid-connection (the API, on purpose) resets its socket: no fault of the server's.
  server.on("error", () => {});
  return server;
}
