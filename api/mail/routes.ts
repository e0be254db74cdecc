import { mail } from "@institute/api-contract";
import type { Deps } from "../deps.ts";
import { HttpError } from "../http/errors.ts";
import { withTotal } from "../http/list-total.ts";
import { declaredRoutes, router } from "../routing/declared-route.ts";
import { officeRecipients, saveOfficeRecipients } from "./office-recipients.ts";
import { findMail, listMail, resend } from "./outbox.ts";

/** The console's view of the outbox: what was sent, what waits and why, and sending again. */
export const mailRoutes = (deps: Deps) => {
  const route = declaredRoutes(deps);
  const found = async (id: number) => {
    const message = await findMail(deps.sql, id);
    if (!message) throw new HttpError(404, "Message not found");
    return message;
  };
  return router()
    .openapi(route(mail.routes.list), async (c) => c.json(withTotal(c, await listMail(deps.sql, c.req.valid("query"))), 200))
    // Before `get`: "delivery" is no message's id.
    .openapi(
      route(mail.routes.delivery),
      async (c) =>
        c.json({ sending: deps.mail.sending, from: deps.config.MAIL_FROM, office_recipients: await officeRecipients(deps.sql) }, 200),
    )
    .openapi(
      route(mail.routes.saveRecipients, { previous: async () => ({ office_recipients: await officeRecipients(deps.sql) }) }),
      async (c) => {
        const saved = await saveOfficeRecipients(deps.sql, c.req.valid("json").office_recipients);
        return c.json({ message: "Office recipients saved", office_recipients: saved }, 200);
      },
    )
    .openapi(route(mail.routes.get), async (c) => c.json(await found(c.req.valid("param").id), 200))
    .openapi(route(mail.routes.resend), async (c) => {
      const { id } = c.req.valid("param");
      // One conditional write decides: a message a worker holds is left alone; an unknown id is a 404.
      if (!(await resend(deps.sql, id))) {
        await found(id);
        throw new HttpError(409, "This message is being sent right now");
      }
      void deps.mail.wake();
      return c.json({
        message: deps.mail.sending ? "Message queued to be sent again" : "Message queued; it is sent once a mail server is set",
      }, 200);
    });
};
