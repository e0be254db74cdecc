import { Hono } from "hono";
import { Visit } from "@institute/schemas";
import type { Deps } from "../deps.ts";
import { validate } from "../platform/validate.ts";
import { recordVisit } from "./queries.ts";

export const visitRoutes = (deps: Deps) =>
  new Hono().post("/", validate("json", Visit), async (c) => {
    await recordVisit(deps.sql, c.req.valid("json").visitorId);
    return c.json({ message: "Visit recorded" });
  });
