import { contacts, followUp, inquiries } from "@institute/api-contract";
import { ENROLMENT_MONTHS } from "@institute/schemas";
import { byId } from "../activity/record.ts";
import type { Deps } from "../deps.ts";
import { HttpError } from "../http/errors.ts";
import { fieldError } from "../http/validation.ts";
import type { MessageTable } from "../messages/queries.ts";
import { declaredRoutes, router } from "../routing/declared-route.ts";
import { addNote, enrolmentsByMonth, findFollowUp, followUpStages, listNotes, saveFollowUp, saveFollowUpStages } from "./queries.ts";

/** The follow-up desk: the office's stages, each message's stage, owner, next day and notes, and the dashboard's funnel. */
export const followUpRoutes = (deps: Deps) => {
  const route = declaredRoutes(deps);
  return router()
    .openapi(route(followUp.routes.stages), async (c) => c.json({ stages: await followUpStages(deps.sql) }, 200))
    .openapi(
      route(followUp.routes.saveStages, { previous: async () => ({ stages: await followUpStages(deps.sql) }) }),
      async (c) => {
        const saved = await saveFollowUpStages(deps.sql, c.req.valid("json").stages);
        if ("held" in saved) {
          const held = saved.held.map((h) => `"${h.stage}" (${h.count})`).join(", ");
          const message = `Messages are still in ${held}: move them to another stage first`;
          throw new HttpError(409, message, [{ path: "stages", message }]);
        }
        return c.json({ message: "Stages saved", stages: saved.stages }, 200);
      },
    )
    .openapi(route(followUp.routes.byMonth), async (c) => c.json(await enrolmentsByMonth(deps.sql, ENROLMENT_MONTHS), 200))
    .route("/", deskRoutes(deps, "contacts", contacts.routes))
    .route("/", deskRoutes(deps, "inquiries", inquiries.routes));
};

/** One message table's routes on the desk: its stage, owner and day, and its notes. */
function deskRoutes(deps: Deps, table: MessageTable, routes: typeof contacts.routes | typeof inquiries.routes) {
  const route = declaredRoutes(deps);
  const missing = (): never => {
    throw new HttpError(404, table === "inquiries" ? "Inquiry not found" : "Message not found");
  };
  return router()
    .openapi(route(routes.followUp, { previous: byId((id) => findFollowUp(deps.sql, table, id)) }), async (c) => {
      const saved = await saveFollowUp(deps.sql, table, c.req.valid("param").id, c.req.valid("json"));
      if (saved === "stage") throw fieldError("stage", "Pick a stage from the list");
      if (saved === "owner") throw fieldError("owner_id", "Pick an enabled staff account");
      return c.json({ message: "Follow-up saved", follow_up: saved ?? missing() }, 200);
    })
    .openapi(route(routes.notes), async (c) => c.json((await listNotes(deps.sql, table, c.req.valid("param").id)) ?? missing(), 200))
    .openapi(route(routes.addNote, { previous: byId((id) => findFollowUp(deps.sql, table, id)) }), async (c) => {
      const note = await addNote(deps.sql, table, c.req.valid("param").id, c.var.user, c.req.valid("json").body);
      return c.json({ message: "Note added", note: note ?? missing() }, 201);
    });
}
