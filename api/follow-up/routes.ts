import { followUp } from "@institute/api-contract";
import { ENROLMENT_MONTHS } from "@institute/schemas";
import { byId } from "../activity/record.ts";
import type { Deps } from "../deps.ts";
import { HttpError } from "../http/errors.ts";
import { fieldError } from "../http/validation.ts";
import { declaredRoutes, router } from "../routing/declared-route.ts";
import { addNote, enrolmentsByMonth, findFollowUp, followUpStages, listNotes, saveFollowUp, saveFollowUpStages } from "./queries.ts";

const noInquiry = (): never => {
  throw new HttpError(404, "Inquiry not found");
};

/** The follow-up desk: the office's stages, each inquiry's stage, owner, next day and notes, and the dashboard's funnel. */
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
          const message = `Inquiries are still in ${held}: move them to another stage first`;
          throw new HttpError(409, message, [{ path: "stages", message }]);
        }
        return c.json({ message: "Stages saved", stages: saved.stages }, 200);
      },
    )
    .openapi(
      route(followUp.routes.update, { previous: byId((id) => findFollowUp(deps.sql, id)) }),
      async (c) => {
        const saved = await saveFollowUp(deps.sql, c.req.valid("param").id, c.req.valid("json"));
        if (saved === "stage") throw fieldError("stage", "Pick a stage from the list");
        if (saved === "owner") throw fieldError("owner_id", "Pick an enabled staff account");
        if (!saved) return noInquiry();
        return c.json({ message: "Follow-up saved", follow_up: saved }, 200);
      },
    )
    .openapi(route(followUp.routes.notes), async (c) => c.json((await listNotes(deps.sql, c.req.valid("param").id)) ?? noInquiry(), 200))
    .openapi(route(followUp.routes.addNote), async (c) => {
      const note = await addNote(deps.sql, c.req.valid("param").id, c.var.user, c.req.valid("json").body);
      if (!note) return noInquiry();
      return c.json({ message: "Note added", note }, 201);
    })
    .openapi(route(followUp.routes.byMonth), async (c) => c.json(await enrolmentsByMonth(deps.sql, ENROLMENT_MONTHS), 200));
};
