// How every SMTP server the tests run behaves (api/testing/smtp.ts for the API and browser
// suites, tests/resilience/mail.mjs for the resilience run): plain and open, as Mailpit is.
/** @type {import("smtp-server").SMTPServerOptions} */
export const TEST_SMTP_OPTIONS = {
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  // Each connection would otherwise wait first on a reverse DNS lookup of its client.
  disableReverseLookup: true,
  // Stopped, it drops the connections the client keeps open (its pool) at once, as a server that goes away does.
  closeTimeout: 1,
  logger: false,
};
