import { Hono } from "hono";
import { ContactRequest, IdParam } from "@institute/schemas";
import type { Deps } from "../deps.ts";
import { requireRole } from "../auth/tokens.ts";
import { HttpError } from "../http/errors.ts";
import { validate } from "../http/validate.ts";
import { limitWrites } from "../http/write-limits.ts";
import { messageQueries } from "../messages/queries.ts";

const contacts = messageQueries("contacts");

export const contactRoutes = (deps: Deps) => {
  const admin = requireRole(deps.tokens, "admin");
  return new Hono()
    .get("/", admin, async (c) => c.json(await contacts.list(deps.sql)))
    .post(
      "/",
      limitWrites(deps, { kind: "contact", max: deps.config.LIMIT_CONTACTS_PER_10_MINUTES, windowMinutes: 10 }),
      validate("json", ContactRequest),
      async (c) => {
        const { id } = await contacts.receive(deps.sql, c.req.valid("json"));
        // `success` is what the contact page checks before it shows its toast.
        return c.json({ success: true, message: "Message sent successfully!", id }, 201);
      },
    )
    .delete("/:id", admin, validate("param", IdParam), async (c) => {
      if (!(await contacts.remove(deps.sql, c.req.valid("param").id))) throw new HttpError(404, "Message not found");
      return c.json({ message: "Message deleted" });
    });
};
