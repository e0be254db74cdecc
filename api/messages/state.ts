import type { z } from "zod";
import type { MessageStateChange } from "@institute/schemas";
import type { Sql } from "../db/database.ts";
import type { messageQueries } from "./queries.ts";

/** The answer to marking messages handled or new again: what was done, and the ids that exist. */
export async function markMessages(sql: Sql, messages: ReturnType<typeof messageQueries>, change: z.output<typeof MessageStateChange>) {
  const ids = await messages.mark(sql, change.ids, change.handled);
  return { message: change.handled ? "Marked handled" : "Marked new", ids };
}
