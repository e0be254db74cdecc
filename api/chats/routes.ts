import { chats } from "@institute/api-contract";
import { INQUIRY_DAYS } from "@institute/schemas";
import type { Deps } from "../deps.ts";
import { HttpError } from "../http/errors.ts";
import { declaredRoutes, router } from "../routing/declared-route.ts";
import { takeWrite } from "../write-limits/write-limits.ts";
import { courseExists, inquiriesByCourse, recordChat } from "./queries.ts";

/** Chats opened from course pages, counted; and the dashboard's inquiries per course. */
export const chatRoutes = (deps: Deps) => {
  const route = declaredRoutes(deps);
  return router()
    .openapi(route(chats.routes.record), async (c) => {
      const { course_id } = c.req.valid("json");
      // Invented chats would inflate a course's count at will: past the limit, an address's
      // chats are not counted, and the answer does not tell (as with the visitor count).
      const limit = { kind: "chat", max: deps.config.LIMIT_CHATS_PER_HOUR, windowMinutes: 60 };
      // Within the limit the insert itself tells whether the course exists; past it, a lookup does.
      const known = (await takeWrite(deps, c, limit)) ? await recordChat(deps.sql, course_id) : await courseExists(deps.sql, course_id);
      if (!known) throw new HttpError(404, "Course not found");
      return c.json({ message: "Chat counted" }, 202);
    })
    .openapi(route(chats.routes.byCourse), async (c) => c.json(await inquiriesByCourse(deps.sql, INQUIRY_DAYS), 200));
};
