import { contacts } from "@institute/api-contract";
import type { Deps } from "../deps.ts";
import { declaredRoutes, router } from "../routing/declared-route.ts";
import { HttpError } from "../http/errors.ts";
import { EXPORT_BATCH, spreadsheetHeaders } from "../formats/spreadsheet.ts";
import { withTotal } from "../http/list-total.ts";
import { limitWrites } from "../write-limits/write-limits.ts";
import { messageQueries } from "../messages/queries.ts";
import { markMessages } from "../messages/state.ts";
import { messageSheet } from "../messages/export.ts";
import { receiveMessage } from "../messages/receive.ts";

const messages = messageQueries("contacts");

export const contactRoutes = (deps: Deps) => {
  const route = declaredRoutes(deps);
  const limit = limitWrites(deps, { kind: "contact", max: deps.config.LIMIT_CONTACTS_PER_10_MINUTES, windowMinutes: 10 });
  return router()
    .openapi(
      route(contacts.routes.list),
      async (c) => c.json(withTotal(c, await messages.list(deps.sql, c.req.valid("query"), { adminId: c.var.user.id })), 200),
    )
    .openapi(route(contacts.routes.send, { use: [limit] }), async (c) => {
      const { id } = await receiveMessage(deps, c, "contacts", messages, c.req.valid("json"));
      // `success` is what the contact page checks before it shows its toast.
      return c.json({ success: true as const, message: "Message sent successfully!", id }, 201);
    })
    .openapi(route(contacts.routes.markHandled), async (c) => c.json(await markMessages(deps.sql, messages, c.req.valid("json")), 200))
    .openapi(route(contacts.routes.export, { recorded: true }), async (c) => {
      const body = await messageSheet(
        deps,
        "contacts",
        messages.batches(deps.sql, c.req.valid("query"), EXPORT_BATCH, { adminId: c.var.user.id }),
      );
      return c.body(body, 200, spreadsheetHeaders("contacts.xlsx"));
    })
    .openapi(route(contacts.routes.remove), async (c) => {
      if (!(await messages.remove(deps.sql, c.req.valid("param").id))) throw new HttpError(404, "Message not found");
      return c.json({ message: "Message deleted" }, 200);
    });
};
