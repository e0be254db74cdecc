import { inquiries } from "@institute/api-contract";
import { COURSE_NOT_LISTED, type Inquiry } from "@institute/schemas";
import { violates } from "../db/db-errors.ts";
import type { Deps } from "../deps.ts";
import { EXPORT_BATCH, spreadsheetHeaders } from "../formats/spreadsheet.ts";
import { declaredRoutes, router } from "../routing/declared-route.ts";
import { withTotal } from "../http/list-total.ts";
import { fieldError } from "../http/validation.ts";
import { limitWrites } from "../write-limits/write-limits.ts";
import { messageQueries, UNKNOWN_INQUIRY_COURSE } from "../messages/queries.ts";
import { markMessages } from "../messages/state.ts";
import { messageSheet } from "../messages/export.ts";
import { receiveMessage } from "../messages/receive.ts";

const messages = messageQueries<Inquiry>("inquiries");

export const inquiryRoutes = (deps: Deps) => {
  const route = declaredRoutes(deps);
  const limit = limitWrites(deps, { kind: "inquiry", max: deps.config.LIMIT_INQUIRIES_PER_10_MINUTES, windowMinutes: 10 });
  return router()
    .openapi(
      route(inquiries.routes.list),
      async (c) => c.json(withTotal(c, await messages.list(deps.sql, c.req.valid("query"), { adminId: c.var.user.id })), 200),
    )
    .openapi(route(inquiries.routes.send, { use: [limit] }), async (c) => {
      const { id } = await receiveMessage(deps, c, "inquiries", messages, c.req.valid("json")).catch((e) => {
        // The course was deleted while the form was open, or the id was made up.
        throw violates(e, UNKNOWN_INQUIRY_COURSE) ? fieldError("course_id", COURSE_NOT_LISTED) : e;
      });
      return c.json({ message: "Inquiry submitted successfully!", id }, 201);
    })
    .openapi(route(inquiries.routes.markHandled), async (c) => c.json(await markMessages(deps.sql, messages, c.req.valid("json")), 200))
    .openapi(route(inquiries.routes.export, { recorded: true }), async (c) => {
      const body = await messageSheet(
        deps,
        "inquiries",
        messages.batches(deps.sql, c.req.valid("query"), EXPORT_BATCH, { adminId: c.var.user.id }),
      );
      return c.body(body, 200, spreadsheetHeaders("inquiries.xlsx"));
    });
};
